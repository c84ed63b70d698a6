import { describe, expect, it } from 'vitest';
import { scriptPlainText } from '../../lambdas/contracts/script-plain-text';
import { spokenWords } from '../../lambdas/contracts/script-text';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';

describe('scriptPlainText: what a creator reads aloud or pastes into a teleprompter or caption tool', () => {
  it('gives the title and section headings as plain lines, and the text without markup', () => {
    const markdown = [
      '# Pruning tomatoes',
      '',
      '> YouTube · 1 minute · educational · about 150 words at 150 words per minute.',
      '',
      '## Hook [0:00–0:10]',
      '',
      '**On screen:** Cut above a node',
      '',
      'Ever lost a plant to **overgrowth**? It is _easier_ than it *looks*, and `shears` help.',
      '',
      '## Tips [0:10–0:30]',
      '',
      '- Pinch the suckers',
      '* Keep [one leader](https://example.com/leader)',
      '1. Water ~~daily~~ weekly',
      '',
      '---',
      '',
      'A snake_case_word, 5 * 3 = 15, and a literal \\*star\\*.',
    ].join('\n');
    expect(scriptPlainText(markdown)).toBe(
      [
        'Pruning tomatoes',
        '',
        'YouTube · 1 minute · educational · about 150 words at 150 words per minute.',
        '',
        'Hook [0:00–0:10]',
        '',
        'On screen: Cut above a node',
        '',
        'Ever lost a plant to overgrowth? It is easier than it looks, and shears help.',
        '',
        'Tips [0:10–0:30]',
        '',
        '- Pinch the suckers',
        '- Keep one leader (https://example.com/leader)',
        '1. Water daily weekly',
        '',
        'A snake_case_word, 5 * 3 = 15, and a literal *star*.',
      ].join('\n'),
    );
  });

  it('leaves no markdown in an offline draft and keeps every spoken word', async () => {
    const markdown = await localWriter.write(
      planScript({ topic: 'Pruning tomatoes', details: null, platform: 'tiktok', duration: '1m', tone: 'humorous', styleGuide: null, voice: null, passages: [] }),
    );
    const plain = scriptPlainText(markdown);
    expect(plain).not.toMatch(/^#|^>|\*\*|^\s*[*+] /m);
    expect(plain.startsWith('Pruning tomatoes\n\nTikTok · ')).toBe(true);
    expect(plain).toMatch(/^Hook \[0:00–0:\d\d\]$/m);
    expect(plain).toMatch(/^On screen: \S/m);
    expect(spokenWords(markdown)).toBeGreaterThan(5);
    for (const line of markdown.split('\n').filter((text) => /^[A-Z]/.test(text))) expect(plain).toContain(line);
  });
});
