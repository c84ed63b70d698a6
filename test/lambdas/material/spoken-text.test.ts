import { describe, expect, it } from 'vitest';
import { countPlaceholders, placeholder } from '../../../lambdas/contracts/material';
import { spokenText, spokenWords } from '../../../lambdas/contracts/script-text';

const script = [
  '# Sourdough mistakes',
  '## Hook [0:00–0:05]',
  'Forty per cent of starters die in week one [1].',
  '## Section 1 [0:05–0:40]',
  'Feed it twice a day [1, 2]. [[fill in: your own first starter story, about 40 words]]',
].join('\n');

describe('spoken text with the material’s marks', () => {
  it('skips source markers and placeholders, which are never read aloud', () => {
    expect(spokenText(script).replace(/\s+/g, ' ').trim()).toBe('Forty per cent of starters die in week one. Feed it twice a day.');
  });

  it('counts only the spoken words', () => {
    expect(spokenWords(script)).toBe(14);
  });

  it('counts the placeholders left to fill in', () => {
    expect(countPlaceholders(script)).toBe(1);
    expect(countPlaceholders(`${script}\n${placeholder('a [bracketed] example')}`)).toBe(2);
  });
});
