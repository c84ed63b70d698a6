import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScriptBody } from '@/features/scripts/components/script-body';

/** F1 of reliability.md: markdown a writer (or a prompt injection) might produce, none of which may execute. */
const XSS_CORPUS = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1)  )',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;avascript&#x3A;alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](java&#x09;script:alert(1))',
  '[click](<java script:alert(1)>)',
  '[click](&#0;javascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](DATA:text/html,<script>alert(1)</script>)',
  '[click](vbscript:msgbox(1))',
  '[click](VBScript:msgbox(1))',
  '[click](file:///etc/passwd)',
  '[ref][xss]\n\n[xss]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<JAVASCRIPT:alert(1)>',
  '<data:text/html,alert(1)>',
  '![img](javascript:alert(1))',
  '![img](x" onerror="alert(1))',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1)">',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">inline link</a>',
  '<a href="https://example.com" onclick="alert(1)">handler</a>',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))" onmouseover="alert(1)">hover</div>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '[click](javascript:alert(1) "title")',
  '**[bold](javascript:alert(1))**',
  '> [quoted](vbscript:msgbox(1))',
  '- [listed](data:text/html,alert(1))',
];

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'background', 'poster'];
const EXECUTABLE = /^\s*(javascript|vbscript|data|file):/i;

const renderBody = (markdown: string) => render(<ScriptBody markdown={markdown} />).container;

const executableUrls = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    URL_ATTRIBUTES.map((name) => element.getAttribute(name))
      .filter((value): value is string => value !== null)
      // Browsers drop tabs, newlines and leading control characters before reading the scheme.
      // eslint-disable-next-line no-control-regex -- exactly the control characters browsers drop
      .map((value) => value.replace(/[\u0000-\u0020]/g, ''))
      .filter((value) => EXECUTABLE.test(value)),
  );

const handlerAttributes = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on') || name.toLowerCase() === 'style'),
  );

describe('script body markdown (F1)', () => {
  for (const markdown of XSS_CORPUS) {
    it(`renders ${JSON.stringify(markdown)} with no executable URL, handler, script or embedded element`, () => {
      const root = renderBody(markdown);
      expect(executableUrls(root)).toEqual([]);
      expect(handlerAttributes(root)).toEqual([]);
      expect(root.querySelectorAll('script, iframe, object, embed, svg, img, form, input, details, body, style, link, meta')).toHaveLength(0);
    });
  }

  it('renders the whole corpus at once with 0 executable links and 0 handlers', () => {
    const root = renderBody(XSS_CORPUS.join('\n\n'));
    expect(executableUrls(root)).toEqual([]);
    expect(handlerAttributes(root)).toEqual([]);
    expect(root.querySelectorAll('script, iframe, img, svg')).toHaveLength(0);
    for (const link of root.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|ircs?:|xmpp:|[^:]*$)/i);
  });

  it('shows raw HTML as text instead of parsing it', () => {
    const root = renderBody('<img src=x onerror=alert(1)> and <script>alert(1)</script>');
    expect(root).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(root).toHaveTextContent('<script>alert(1)</script>');
  });

  it('keeps the text of a refused link, without making it a link', () => {
    const root = renderBody('Say [hello](javascript:alert(1)) to the camera');
    expect(root).toHaveTextContent('Say hello to the camera');
    expect(root.querySelectorAll('a')).toHaveLength(0);
  });

  it.each([
    ['http', 'http://example.com/page', 'http://example.com/page'],
    ['https', 'https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['mailto', 'mailto:hello@example.com', 'mailto:hello@example.com'],
    ['irc', 'irc://irc.libera.chat/scriptvoice', 'irc://irc.libera.chat/scriptvoice'],
    ['ircs', 'ircs://irc.libera.chat:6697/scriptvoice', 'ircs://irc.libera.chat:6697/scriptvoice'],
    ['xmpp', 'xmpp:creator@example.com', 'xmpp:creator@example.com'],
    ['upper-case HTTPS', 'HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['a relative path', '/pricing', '/pricing'],
    ['a relative file', 'notes/outline.md', 'notes/outline.md'],
    ['a fragment', '#outro', '#outro'],
    ['a query', '?tab=2', '?tab=2'],
    ['a colon after the path', '/a:b', '/a:b'],
  ])('keeps a %s link', (_name, url, href) => {
    const root = renderBody(`[link](${url})`);
    const links = root.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', href);
  });

  it('keeps https and mailto autolinks', () => {
    const root = renderBody('<https://example.com> and <hello@example.com>');
    expect([...root.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['https://example.com', 'mailto:hello@example.com']);
  });

  it('opens web links in a new tab without handing over the opener', () => {
    const link = renderBody('[site](https://example.com)').querySelector('a')!;
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('rel')).toContain('noreferrer');
  });

  it('shows an image as a link to it rather than loading it', () => {
    const root = renderBody('![the final shot](https://example.com/shot.png)');
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root.querySelector('a')).toHaveAttribute('href', 'https://example.com/shot.png');
    expect(root).toHaveTextContent('the final shot');
  });

  it('renders the script structure as prose, with headings one level below the page heading', () => {
    const root = renderBody('# Hook\n\nDid you know?\n\n## Section 1\n\n- one\n- two\n\n1. first\n\n> a quote\n\n**bold**');
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('h2')).toHaveTextContent('Hook');
    expect(root.querySelector('h3')).toHaveTextContent('Section 1');
    expect(root.querySelectorAll('ul li')).toHaveLength(2);
    expect(root.querySelector('ol li')).toHaveTextContent('first');
    expect(root.querySelector('blockquote')).toHaveTextContent('a quote');
    expect(root.querySelector('strong')).toHaveTextContent('bold');
    expect(root.querySelector('p')).toHaveTextContent('Did you know?');
  });
});
