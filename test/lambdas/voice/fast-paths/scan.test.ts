import { describe, expect, it } from 'vitest';
import { scanReference } from '../../../../lambdas/domain/voice/scan-reference';
import { type Tokens, scan } from '../../../../lambdas/domain/voice/tokens';
import type { IntBuffer } from '../../../../lambdas/domain/voice/vocabulary';
import { CASES, SPEECH, randomTexts } from '../support/random-text';

const used = (buffer: IntBuffer) => Array.from(buffer.data.subarray(0, buffer.length));

/** Everything a scan tells the analysis, as plain arrays: words by spelling, where each is, its flags, the sentences. */
const view = (tokens: Tokens) => ({
  words: used(tokens.ids).map((id) => tokens.vocabulary.words[id]),
  wordFlags: Array.from(tokens.vocabulary.flags.subarray(0, tokens.vocabulary.words.length)),
  starts: used(tokens.starts),
  ends: used(tokens.ends),
  flags: Array.from(tokens.flags.subarray(0, tokens.ids.length)),
  sentenceStarts: used(tokens.sentenceStarts),
  sentenceEnds: used(tokens.sentenceEnds),
  sentenceMarks: used(tokens.sentenceMarks),
  letters: tokens.letters,
});

// Speech, and long runs of symbols the fast scanner crosses with a regular expression.
const texts = [...randomTexts(35_04, SPEECH), ...randomTexts(35_05, ['<', '&', '*', '#', '<a', 'a', ' ', '.', 'Dr.', '\n', 'É', '"'], 400)];

describe(`the fast scanner gives what the plain reference gives on ${2 * CASES} random texts`, () => {
  it('reads plain text alike (a line break before a capital ends a sentence)', () => {
    for (const text of texts) expect(view(scan(text, { lineBreaks: true }))).toEqual(view(scanReference(text, { lineBreaks: true })));
  });

  it('reads caption transcripts alike (line breaks are only spaces)', () => {
    for (const text of texts) expect(view(scan(text, { lineBreaks: false }))).toEqual(view(scanReference(text, { lineBreaks: false })));
  });

  it('is checked on texts of several sentences, not only on single words', () => {
    expect(texts.filter((text) => scan(text, { lineBreaks: true }).sentenceStarts.length >= 3).length).toBeGreaterThan(CASES / 2);
  });
});
