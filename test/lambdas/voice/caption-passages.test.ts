import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../lambdas/contracts/script-text';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { captionPassages } from '../../../lambdas/domain/voice/caption-passages';
import type { Cue } from '../../../lambdas/domain/voice/captions';
import { toSrt } from './support/cues';
import { random } from './support/generate';

const INNER = ['garden', 'tomato', 'water', 'sunny', 'morning', 'friends', 'bread', 'kitchen', 'the', 'and', 'to', 'we', 'you', 'little'];
const LAST = ['garden', 'window', 'coffee', 'market', 'bicycle', 'river', 'music', 'evening', 'yesterday', 'again'];

const sentence = fc
  .tuple(fc.array(fc.constantFrom(...INNER), { minLength: 4, maxLength: 24 }), fc.constantFrom(...LAST))
  .map(([inner, last]) => [...inner, last]);

interface Spoken {
  cues: Cue[];
  /** Word counts at which a sentence ends. */
  ends: Set<number>;
}

/** Unpunctuated lower-case captions: each sentence cut into cues of 3–8 words, short gaps inside, a pause after. */
const speak = (sentences: string[][], cueWords: number, inner: number, pause: number): Spoken => {
  const cues: Cue[] = [];
  const ends = new Set<number>();
  let time = 0;
  let words = 0;
  for (const words_ of sentences) {
    for (let from = 0; from < words_.length; from += cueWords) {
      const chunk = words_.slice(from, from + cueWords);
      cues.push({ start: time, end: time + chunk.length * 0.4, text: chunk.join(' ') });
      time += chunk.length * 0.4 + (from + cueWords >= words_.length ? pause : inner);
    }
    words += words_.length;
    ends.add(words);
  }
  return { cues, ends };
};

/** The word counts at which passages end, and the passages' words joined. */
const passageEnds = (passages: string[]) => {
  let words = 0;
  return passages.map((passage) => (words += countWords(passage)));
};

describe('captionPassages: unpunctuated captions', () => {
  it('ends every passage at a pause between sentences, keeping all words in order, 40–120 words but the last', () => {
    fc.assert(
      fc.property(
        fc.array(sentence, { minLength: 8, maxLength: 40 }),
        fc.integer({ min: 3, max: 8 }),
        fc.double({ min: 0, max: 0.15, noNaN: true }),
        fc.double({ min: 0.6, max: 2, noNaN: true }),
        (sentences, cueWords, inner, pause) => {
          const { cues, ends } = speak(sentences, cueWords, inner, pause);
          const passages = captionPassages(cues);
          expect(passages.join(' ')).toBe(cues.map((cue) => cue.text).join(' '));
          for (const end of passageEnds(passages)) expect(ends.has(end)).toBe(true);
          for (const passage of passages.slice(0, -1)) expect(countWords(passage)).toBeGreaterThanOrEqual(40);
          for (const passage of passages) expect(countWords(passage)).toBeLessThanOrEqual(120);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads pauses against the file's usual gap: a tool that leaves 0.2 s between all cues marks no sentence", () => {
    const sentences = Array.from({ length: 20 }, (_, k) => [...INNER.slice(0, 6 + (k % 5)), LAST[k % LAST.length]!]);
    const { cues, ends } = speak(sentences, 4, 0.2, 0.9);
    for (const end of passageEnds(captionPassages(cues))) expect(ends.has(end)).toBe(true);
  });

  it('without any pause to go by, never ends a passage on a word that cannot end a sentence', () => {
    const cues: Cue[] = Array.from({ length: 60 }, (_, k) => ({
      start: k * 2,
      end: k * 2 + 2,
      text: k % 2 === 0 ? 'we walked along the river and the' : 'garden was full of little tomato plants',
    }));
    const passages = captionPassages(cues);
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) expect(passage).toMatch(/plants$/);
  });

  it('in a file of over 400,000 characters, takes 200 passages from windows spread over the whole file, each a run of whole sentences', () => {
    const next = random(11);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const sentences = Array.from({ length: 9000 }, () => [...Array.from({ length: 4 + Math.floor(next() * 20) }, () => pick(INNER)), pick(LAST)]);
    const { cues, ends } = speak(sentences, 5, 0.05, 1.1);
    const words = cues.flatMap((cue) => cue.text.split(' '));
    expect(words.join(' ').length).toBeGreaterThan(400_000);
    const passages = captionPassages(cues);
    expect(passages).toHaveLength(200);
    // Each passage is found where it starts in the transcript (40+ random words occur once), so its first and
    // last words' places are known: both must be sentence boundaries.
    const transcript = ` ${words.join(' ')} `;
    const firstWordAt = passages.map((passage) => {
      const at = transcript.indexOf(` ${passage} `);
      expect(at).toBeGreaterThanOrEqual(0);
      const before = transcript.slice(0, at).split(' ').length - 1;
      expect(before === 0 || ends.has(before)).toBe(true);
      expect(ends.has(before + countWords(passage))).toBe(true);
      expect(countWords(passage)).toBeGreaterThanOrEqual(40);
      expect(countWords(passage)).toBeLessThanOrEqual(120);
      return before;
    });
    expect(Math.min(...firstWordAt)).toBeLessThan(words.length / 100);
    expect(Math.max(...firstWordAt)).toBeGreaterThan((words.length * 98) / 100);
    expect(new Set(passages).size).toBe(200);
  });

  it('through analyseDocument: unpunctuated SRT passages end at the pauses, not every 80 words', () => {
    const sentences = Array.from({ length: 30 }, (_, k) => [...INNER.slice(k % 4, 9 + (k % 6)), LAST[k % LAST.length]!]);
    const { cues, ends } = speak(sentences, 5, 0.05, 1.1);
    const srt = toSrt(cues.map((cue) => ({ startMs: Math.round(cue.start * 1000), endMs: Math.round(cue.end * 1000), lines: [cue.text] })));
    const { passages } = analyseDocument(new TextEncoder().encode(srt), 'talk.srt');
    expect(passages.length).toBeGreaterThan(2);
    for (const end of passageEnds(passages)) expect(ends.has(end)).toBe(true);
  });
});

describe('captionPassages: punctuated captions', () => {
  it('ends passages at sentence marks, also in the middle of a cue, and not after an abbreviation', () => {
    const cues: Cue[] = [];
    for (let k = 0; k < 40; k++) {
      cues.push({ start: k * 3, end: k * 3 + 2.9, text: 'I asked Dr. Lee about the garden and she said water it daily. Then we' });
      cues.push({ start: k * 3 + 2.9, end: k * 3 + 3, text: 'planted the tomatoes.' });
    }
    const passages = captionPassages(cues);
    expect(passages.length).toBeGreaterThan(5);
    for (const passage of passages) {
      expect(passage).toMatch(/\.$/);
      expect(passage).not.toMatch(/Dr\.$/);
      expect(passage).toMatch(/^[A-Z]/);
    }
  });

  it('keeps at most 200 passages of at most 3,000 characters', () => {
    const cues: Cue[] = Array.from({ length: 20000 }, (_, k) => ({ start: k, end: k + 0.9, text: 'One more short sentence here.' }));
    const passages = captionPassages(cues);
    expect(passages).toHaveLength(200);
    expect(captionPassages([{ start: 0, end: 1, text: 'x'.repeat(10000) }])[0]!.length).toBeLessThanOrEqual(3000);
    expect(captionPassages([])).toEqual([]);
  });
});
