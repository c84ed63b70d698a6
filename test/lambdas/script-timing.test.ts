import { describe, expect, it } from 'vitest';
import { replaceSectionBody, splitSections } from '../../lambdas/contracts/script-sections';
import { spokenWords } from '../../lambdas/contracts/script-text';
import { retimeScript, sameScriptText } from '../../lambdas/contracts/script-timing';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

// Stale marks and a stale count, as a rewrite left them: 30 + 60 + 15 spoken words at 150 words per minute.
const SCRIPT = [
  '# Pruning tomatoes',
  '',
  '> YouTube · 1 minute · educational · about 549 words at 150 words per minute. Drafted offline from your plan: edit it freely.',
  '',
  '## Hook [0:00–0:09]',
  '',
  `${words(30)}.`,
  '',
  '## Section 1 [0:09–0:40]',
  '',
  '**On screen:** Cut above a node',
  '',
  `${words(40)}.`,
  '',
  `${words(20)}.`,
  '',
  '## Outro [0:40–1:30]',
  '',
  `${words(15)}.`,
].join('\n');

describe('retimeScript: timing marks and word counts follow the text', () => {
  it('recomputes each heading’s [m:ss–m:ss] from the spoken words before and in its section at the planned rate', () => {
    const retimed = retimeScript(SCRIPT, 150);
    expect(splitSections(retimed).sections.map((section) => section.headingLine)).toEqual([
      '## Hook [0:00–0:12]',
      '## Section 1 [0:12–0:36]',
      '## Outro [0:36–0:42]',
    ]);
  });

  it('recomputes the "about N words" note to the spoken words of the whole text, keeping the rest of the note', () => {
    const retimed = retimeScript(SCRIPT, 150);
    expect(spokenWords(retimed)).toBe(105);
    expect(retimed).toContain('> YouTube · 1 minute · educational · about 105 words at 150 words per minute. Drafted offline from your plan: edit it freely.');
  });

  it('changes nothing but the marks and the count, byte for byte, and a second run changes nothing', () => {
    const crlf = SCRIPT.replace(/\n/g, '\r\n');
    const retimed = retimeScript(crlf, 150);
    const unmarked = (text: string) => text.replace(/\[\d+:\d\d–\d+:\d\d\]/g, '[]').replace(/about \d+ words/, 'about N words');
    expect(unmarked(retimed)).toBe(unmarked(crlf));
    expect(retimed.split('\r\n')[4]).toBe('## Hook [0:00–0:12]');
    expect(retimeScript(retimed, 150)).toBe(retimed);
  });

  it('leaves headings without a timing mark, spoken lines that say "about N words", and deeper headings as they are', () => {
    const text = ['## Intro', '', 'Write about 500 words a day.', '', '### Aside [0:00–0:01]', '', 'More.', '', '## Outro [0:00–0:00]', '', 'Bye now.'].join('\n');
    const retimed = retimeScript(text, 120);
    expect(retimed).toContain('## Intro\n\nWrite about 500 words a day.');
    expect(retimed).toContain('### Aside [0:00–0:01]');
    expect(retimed).toContain('## Outro [0:04–0:05]');
  });

  it('uses the rate given: the same text at 100 words per minute runs longer', () => {
    expect(splitSections(retimeScript(SCRIPT, 100)).sections.at(-1)!.headingLine).toBe('## Outro [0:54–1:03]');
  });
});

describe('sameScriptText', () => {
  it('treats texts that differ only in timing marks, the word-count note or surrounding blank space as the same', () => {
    expect(sameScriptText(SCRIPT, `${retimeScript(SCRIPT, 150)}\n`)).toBe(true);
    expect(sameScriptText(SCRIPT, SCRIPT.replace('## Hook', '## The hook'))).toBe(false);
    expect(sameScriptText(SCRIPT, SCRIPT.replace('word.', 'words.'))).toBe(false);
  });
});

describe('replaceSectionBody', () => {
  it('replaces one section’s text and keeps every other byte, blank lines and line endings included', () => {
    const odd = '# Title\r\n\r\n## One [0:00–0:05]\r\nFirst text,   spaced.\r\n\r\n\r\n## Two [0:05–0:10]\r\n\r\nOld two.\r\n\r\n## Three [0:10–0:15]\nThird.  \n';
    const replaced = replaceSectionBody(odd, 1, 'New two, longer than before.');
    expect(replaced).toBe(odd.replace('Old two.', 'New two, longer than before.'));
  });

  it('fills a section that had no text, and leaves the markdown alone for a section that is not there', () => {
    expect(replaceSectionBody('## One\n## Two\n\nTwo.', 0, 'One now.')).toBe('## One\n\nOne now.\n\n## Two\n\nTwo.');
    expect(replaceSectionBody('## Last', 0, 'At last.')).toBe('## Last\n\nAt last.');
    expect(replaceSectionBody('## One\n\nOne.', 3, 'Nothing.')).toBe('## One\n\nOne.');
  });
});
