import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOURCE_TEXT_MAX_CHARACTERS, SOURCE_UNREADABLE_MESSAGES as REFUSED } from '../../../lambdas/contracts/source-link';
import { charsetOf, decodePage } from '../../../lambdas/domain/sources/decode-page';
import { scanHtml } from '../../../lambdas/domain/sources/html-scan';
import { addressTitle, capText, htmlPageText, plainPageText, READABILITY_BUDGET } from '../../../lambdas/domain/sources/page-text';
import { READABILITY_TIME_RESERVE_MS, readSourceLink } from '../../../lambdas/domain/sources/read-source';
import { ARTICLE, articleHtml } from '../support/source-pages';

const URL_OF_PAGE = 'https://news.example/2026/bridges?ref=feed';

describe("a page's readable text", () => {
  it("takes the article's title without the site's name, and its paragraphs without menus, scripts, styles or footer", () => {
    const { title, text } = htmlPageText(articleHtml(), URL_OF_PAGE);
    expect(title).toBe(ARTICLE.title);
    expect(text).toContain(`The spring count found ${ARTICLE.figure}`);
    expect(text.split('\n\n').filter((paragraph) => paragraph.startsWith('Paragraph'))).toHaveLength(4);
    for (const absent of ['Classifieds', 'SCRIPT TEXT', 'FOOTER TEXT', 'display:flex']) expect(text).not.toContain(absent);
  });

  it('falls back to the <title>, then to the address, for a page with no headline', () => {
    expect(htmlPageText('<html><head><title> Just a title </title></head><body><p>One line.</p></body></html>', URL_OF_PAGE).title).toBe('Just a title');
    const untitled = htmlPageText('<html><body><p>One line of text.</p></body></html>', URL_OF_PAGE);
    expect(untitled).toEqual({ title: 'news.example/2026/bridges', text: 'One line of text.' });
    expect(addressTitle('https://news.example/')).toBe('news.example');
  });

  it('decodes entities and collapses whitespace inside a paragraph', () => {
    const { text } = htmlPageText('<html><body><p>Fish &amp; chips\n   cost &euro;5&nbsp;each</p></body></html>', URL_OF_PAGE);
    expect(text).toBe('Fish & chips cost €5\u00a0each'.replace(/\s+/g, ' '));
  });

  it('reads a page nested 20,000 elements deep without overflowing the stack (its time: page-text.timed.test.ts)', () => {
    const html = `<html><head><title>Deep</title></head><body>${'<div>'.repeat(20_000)}<p>Deep text.</p>${'</div>'.repeat(20_000)}</body></html>`;
    expect(htmlPageText(html, URL_OF_PAGE)).toEqual({ title: 'Deep', text: 'Deep text.' });
  });

  it('gives the whole visible text, menus included, to a page past the budget Readability is given', () => {
    const deep = (inner: string) => `${'<div>'.repeat(READABILITY_BUDGET.maxDepth)}${inner}${'</div>'.repeat(READABILITY_BUDGET.maxDepth)}`;
    const html = `<html><head><title>Nested</title></head><body><nav><a href="/">Home</a></nav>${deep('<p>The article.</p>')}</body></html>`;
    expect(htmlPageText(html, URL_OF_PAGE)).toEqual({ title: 'Nested', text: 'Home\n\nThe article.' });
  });

  it('gives the whole visible text when told there is no time for Readability', () => {
    const { title, text } = htmlPageText(articleHtml(), URL_OF_PAGE, { readability: false });
    expect(title).toBe(`${ARTICLE.title} | Wattle Crossing Gazette`);
    expect(text).toContain('Classifieds');
    expect(text).toContain(ARTICLE.figure);
    expect(text).not.toContain('SCRIPT TEXT');
  });

  it('bounds a tree by elements, depth and ancestor steps', () => {
    const scan = scanHtml('<html><body><div><p>a<br>b</p></div><script>x</script></body></html>');
    expect(scan).toMatchObject({ elements: 6, maxDepth: 5, text: 'a\n\nb' });
    expect(scan.ancestorSteps).toBe(1 + 2 + 3 + 4 + 5 + 3);
  });

  it('keeps a plain text page as it is, paragraphs and lines, titled by its first line', () => {
    const page = plainPageText('Bridge notes\r\n\r\nThe count found 1,284.\r\nFewer on the road bridges.\n\n\n\nNext count in autumn.  ', URL_OF_PAGE);
    expect(page).toEqual({
      title: 'Bridge notes',
      text: 'Bridge notes\n\nThe count found 1,284.\nFewer on the road bridges.\n\nNext count in autumn.',
    });
  });

  it('titles a plain text page by its address when the first line is a paragraph', () => {
    expect(plainPageText(`${'word '.repeat(40)}\n\nmore`, URL_OF_PAGE).title).toBe('news.example/2026/bridges');
  });
});

describe('capping the text at 20,000 characters', () => {
  it('keeps text within the limit whole', () => {
    expect(capText('short text', 20)).toEqual({ text: 'short text', truncated: false });
  });

  it('cuts at the last word boundary and says so', () => {
    expect(capText('one two three four', 12)).toEqual({ text: 'one two', truncated: true });
  });

  it('never passes the limit, never splits a surrogate pair, and keeps a prefix of the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, max) => {
        const capped = capText(text, max);
        return (
          capped.text.length <= max &&
          text.startsWith(capped.text) &&
          capped.truncated === text.length > max &&
          !/[\uD800-\uDBFF]$/.test(capped.text)
        );
      }),
    );
  });
});

describe('decoding a page', () => {
  const bytes = (text: string, encoding: BufferEncoding = 'utf8') => new Uint8Array(Buffer.from(text, encoding));

  it('reads the charset from the Content-Type', () => {
    expect(charsetOf('text/html; charset="ISO-8859-1"')).toBe('ISO-8859-1');
    expect(charsetOf('text/html')).toBeNull();
    expect(decodePage(bytes('caf\xe9', 'latin1'), 'text/plain; charset=iso-8859-1', false)).toBe('café');
  });

  it("reads windows-1252's curly quotes, dashes and euro sign, which Node's own decoder loses", () => {
    expect(decodePage(bytes('\x93quoted\x94 \x96 \x80', 'latin1'), 'text/plain; charset=windows-1252', false)).toBe('“quoted” – €');
  });

  it('lets a byte order mark win over the declared charset', () => {
    expect(decodePage(new Uint8Array([0xef, 0xbb, 0xbf, 0x63, 0x61, 0x66, 0xc3, 0xa9]), 'text/plain; charset=iso-8859-1', false)).toBe('café');
    expect(decodePage(new Uint8Array([0xff, 0xfe, 0x68, 0x00, 0x69, 0x00]), undefined, false)).toBe('hi');
  });

  it("finds an HTML page's <meta> charset, and reads undeclared bytes as UTF-8 or else windows-1252", () => {
    expect(decodePage(bytes('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>\x80</p>', 'latin1'), 'text/html', true)).toContain('€');
    expect(decodePage(bytes('<p>naïve</p>'), 'text/html', true)).toBe('<p>naïve</p>');
    expect(decodePage(bytes('<p>na\xefve</p>', 'latin1'), 'text/html', true)).toBe('<p>naïve</p>');
  });

  it('falls back from a charset it does not know', () => {
    expect(decodePage(bytes('plain'), 'text/plain; charset=x-made-up', false)).toBe('plain');
  });
});

describe('reading a source link (the domain, over any fetcher)', () => {
  it('answers title, text, words and whether the text was cut', async () => {
    const answer = await readSourceLink(async (link) => ({ url: link, kind: 'text', body: 'Title line\n\nthree more words' }), 'https://a.example/notes');
    expect(answer).toEqual({ url: 'https://a.example/notes', title: 'Title line', text: 'Title line\n\nthree more words', words: 5, truncated: false });
  });

  it('cuts a long page at 20,000 characters and counts the words it kept', async () => {
    const body = `<html><body><article><h1>Long</h1><p>${'word '.repeat(10_000)}</p></article></body></html>`;
    const answer = await readSourceLink(async (link) => ({ url: link, kind: 'html', body }), 'https://a.example/long');
    expect(answer.truncated).toBe(true);
    expect(answer.text.length).toBeLessThanOrEqual(SOURCE_TEXT_MAX_CHARACTERS);
    expect(answer.words).toBe(answer.text.split(/\s+/).filter(Boolean).length);
  });

  it(`takes the whole visible text in one pass when less than ${READABILITY_TIME_RESERVE_MS} ms of the request is left`, async () => {
    const fetchArticle = async (link: string) => ({ url: link, kind: 'html' as const, body: articleHtml() });
    expect((await readSourceLink(fetchArticle, 'https://a.example/', () => READABILITY_TIME_RESERVE_MS)).text).not.toContain('Classifieds');
    expect((await readSourceLink(fetchArticle, 'https://a.example/', () => READABILITY_TIME_RESERVE_MS - 1)).text).toContain('Classifieds');
  });

  it('refuses a page with no text, and a "text" page that is a binary file', async () => {
    await expect(readSourceLink(async (link) => ({ url: link, kind: 'html', body: '<html><body></body></html>' }), 'https://a.example/')).rejects.toThrow(REFUSED.noText);
    await expect(readSourceLink(async (link) => ({ url: link, kind: 'text', body: '%PDF\u0000\u0001' }), 'https://a.example/')).rejects.toThrow(REFUSED.notWebPage);
  });
});
