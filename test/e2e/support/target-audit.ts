import type { Locator, Page } from '@playwright/test';

/** One thing on a page that is too small: a tap target, a main action or a run of text. */
export interface Finding {
  rule: 'target under 24×24' | 'main action under 44 px high' | 'text under 14 px';
  what: string;
  size: string;
}

/**
 * Walks the page as rendered and reports every visible interactive element smaller than 24×24 px (WCAG 2.5.8,
 * with its one exception that applies here: a link inside a sentence, sized by the text around it) and every
 * visible run of text set under 14 px. Visually hidden elements (the sr-only 1 px boxes) are reached through
 * their labels and are not targets of their own.
 */
const auditInPage = (rootSelector: string) => {
  const root = document.querySelector(rootSelector) ?? document.body;
  const findings: { rule: string; what: string; size: string }[] = [];
  const describe = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? element.getAttribute('placeholder') ?? '';
    const tag = element.tagName.toLowerCase();
    return `<${tag}${element.id ? `#${element.id}` : ''}> "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };
  const rendered = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 || rect.height > 1;
  };
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1) return true;
      if (getComputedStyle(node).opacity === '0') return true;
    }
    return false;
  };
  const inSentence = (element: Element) => {
    if (element.tagName !== 'A') return false;
    const block = element.parentElement?.closest('p, li, dd, td, label');
    if (!block) return false;
    const own = (element.textContent ?? '').trim();
    return (block.textContent ?? '').trim().length > own.length + 1 && getComputedStyle(element).display === 'inline';
  };

  const targets = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label:has(input[type="file"]), [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [tabindex]:not([tabindex="-1"])';
  for (const element of root.querySelectorAll(targets)) {
    if (!rendered(element) || visuallyHidden(element) || inSentence(element)) continue;
    const rect = element.getBoundingClientRect();
    // Rounded to a hundredth: layout gives 23.999998 for a 24 px box.
    if (Math.round(rect.width * 100) < 2400 || Math.round(rect.height * 100) < 2400) {
      findings.push({ rule: 'target under 24×24', what: describe(element), size: `${Math.round(rect.width)}×${Math.round(rect.height)}` });
    }
  }

  const seen = new Set<Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || seen.has(element) || !/\S/.test(node.textContent ?? '')) continue;
    if (element.closest('script, style, noscript, template')) continue;
    if (!rendered(element) || visuallyHidden(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some((rect) => rect.width > 1 && rect.height > 1)) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size < 14) {
      seen.add(element);
      findings.push({ rule: 'text under 14 px', what: `<${element.tagName.toLowerCase()}> "${(node.textContent ?? '').trim().slice(0, 60)}"`, size: `${size}px` });
    }
  }
  return findings;
};

/**
 * Everything too small on the page as it is now (or only inside `root`, such as an open dialog), each finding
 * prefixed with where it was seen.
 */
export const auditPage = async (page: Page, where: string, mainActions: Locator[] = [], root = 'body'): Promise<string[]> => {
  const findings = (await page.evaluate(auditInPage, root)) as Finding[];
  for (const action of mainActions) {
    await action.first().waitFor();
    for (const element of await action.all()) {
      const box = await element.boundingBox();
      if (box && box.height < 44) {
        const name = (await element.getAttribute('aria-label')) ?? (await element.innerText()).trim();
        findings.push({ rule: 'main action under 44 px high', what: `"${name}"`, size: `${Math.round(box.width)}×${Math.round(box.height)}` });
      }
    }
  }
  return findings.map((finding) => `${where}: ${finding.rule}: ${finding.what} (${finding.size})`);
};
