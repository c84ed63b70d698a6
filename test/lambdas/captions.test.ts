import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPTION_LINE_MAX_LENGTH,
  PARAGRAPH_PAUSE_MS,
  SENTENCE_PAUSE_MS,
  type CaptionCue,
  captionCues,
  captionFile,
  plannedWordsPerMinute,
  toSrt,
  toVtt,
} from '../../lambdas/contracts/captions';
import { WORD, estimatedSeconds, spokenText, spokenWords } from '../../lambdas/contracts/script-text';

const wordsOf = (text: string) => text.match(WORD) ?? [];
const cueWords = (cues: readonly CaptionCue[]) => cues.flatMap((cue) => wordsOf(cue.lines.join(' ')));

/** A minimal SubRip reader, to check the file as an editor's tool reads it. */
const parseSrt = (srt: string): CaptionCue[] =>
  srt
    .trim()
    .split(/\n\n+/)
    .map((block, index) => {
      const [number, times, ...lines] = block.split('\n');
      expect(Number(number)).toBe(index + 1);
      const match = /^(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})$/.exec(times!);
      expect(match, times).not.toBeNull();
      const ms = (h: string, m: string, s: string, f: string) => ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(f);
      const [, h1, m1, s1, f1, h2, m2, s2, f2] = match as unknown as string[];
      return { startMs: ms(h1!, m1!, s1!, f1!), endMs: ms(h2!, m2!, s2!, f2!), lines };
    });

const word = fc.stringMatching(/^[A-Za-z][a-z’']{0,9}$|^\d{1,4}%?$/);
const sentence = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 16 }), fc.constantFrom('.', '!', '?', '…', ','), fc.constantFrom('', ' [1]', ' [[fill in: a number, about 4 words]]'))
  .map(([words, end, mark]) => `${words.join(' ')}${mark}${end}`);
const paragraph = fc.array(sentence, { minLength: 1, maxLength: 5 }).chain((sentences) => fc.constantFrom(' ', '\n').map((joiner) => sentences.join(joiner)));
const section = fc
  .tuple(fc.stringMatching(/^[A-Z][a-z]{1,10}$/), fc.boolean(), fc.array(paragraph, { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(
    ([heading, cue, paragraphs, note]) =>
      `## ${heading} [0:00–0:10]\n\n${cue ? '**On screen:** Watch this\n\n' : ''}${paragraphs.join('\n\n')}${note ? '\n\n> A note for you, about 20 words' : ''}`,
  );
const script = fc.array(section, { minLength: 1, maxLength: 6 }).map((sections) => `# A topic\n\n> YouTube · about 300 words at 150 words per minute.\n\n${sections.join('\n\n')}`);
const rate = fc.integer({ min: 90, max: 220 });

describe('the caption file: the script’s spoken words, timed at the creator’s rate', () => {
  it('says every spoken word once, in order, and nothing else (no headings, notes, on-screen cues, placeholders or markers)', () => {
    fc.assert(
      fc.property(script, rate, (markdown, wpm) => {
        expect(cueWords(captionCues(markdown, wpm))).toEqual(wordsOf(spokenText(markdown)));
      }),
      { numRuns: 300 },
    );
  });

  it('times cues in order, each ending after it starts and before the next begins', () => {
    fc.assert(
      fc.property(script, rate, (markdown, wpm) => {
        const cues = captionCues(markdown, wpm);
        cues.forEach((cue, i) => {
          expect(cue.endMs).toBeGreaterThan(cue.startMs);
          if (i > 0) expect(cue.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every cue to at most 2 lines of at most 42 characters', () => {
    fc.assert(
      fc.property(script, rate, (markdown, wpm) => {
        for (const cue of captionCues(markdown, wpm)) {
          expect(cue.lines.length).toBeGreaterThanOrEqual(1);
          expect(cue.lines.length).toBeLessThanOrEqual(2);
          for (const line of cue.lines) {
            expect(line.length).toBeLessThanOrEqual(CAPTION_LINE_MAX_LENGTH);
            expect(line.trim()).toBe(line);
            expect(line).not.toBe('');
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('ends within 10% of the script’s estimated length at its rate, pauses included', () => {
    fc.assert(
      fc.property(script, rate, (markdown, wpm) => {
        const cues = captionCues(markdown, wpm);
        const estimateMs = estimatedSeconds(spokenWords(markdown), wpm) * 1000;
        expect(Math.abs(cues.at(-1)!.endMs - estimateMs)).toBeLessThanOrEqual(Math.max(estimateMs * 0.1, 500));
      }),
      { numRuns: 300 },
    );
  });

  it('writes SubRip an editor reads back cue for cue, and WebVTT with its header and escapes', () => {
    fc.assert(
      fc.property(script, rate, (markdown, wpm) => {
        const cues = captionCues(markdown, wpm);
        expect(parseSrt(toSrt(cues))).toEqual(cues);
        const vtt = toVtt(cues);
        expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
        expect(vtt.match(/^\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}$/gm)).toHaveLength(cues.length);
      }),
      { numRuns: 100 },
    );
    expect(toVtt([{ startMs: 0, endMs: 1000, lines: ['Salt & pepper <3'] }])).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nSalt &amp; pepper &lt;3\n');
  });

  it('pauses 0.4 s after a sentence and 0.8 s after a paragraph, taken out of the length so the total stays the estimate', () => {
    const markdown = '## Hook [0:00–0:12]\n\nOne two three four five six. Seven eight nine ten eleven twelve.\n\nThirteen fourteen fifteen sixteen seventeen eighteen.';
    const cues = captionCues(markdown, 60);
    const perWord = (18_000 - SENTENCE_PAUSE_MS - PARAGRAPH_PAUSE_MS) / 18;
    expect(cues.map((cue) => cue.lines.join(' '))).toEqual(['One two three four five six.', 'Seven eight nine ten eleven twelve.', 'Thirteen fourteen fifteen sixteen seventeen eighteen.']);
    expect(cues[0]).toMatchObject({ startMs: 0, endMs: Math.round(6 * perWord) });
    expect(cues[1]!.startMs - cues[0]!.endMs).toBe(SENTENCE_PAUSE_MS);
    expect(cues[2]!.startMs - cues[1]!.endMs).toBe(PARAGRAPH_PAUSE_MS);
    expect(cues[2]!.endMs).toBe(18_000);
  });

  it('balances a two-line cue and lets a short sentence share its cue with the next', () => {
    const [cue] = captionCues('Yes. The quick brown fox jumps over the lazy dog and runs far away home.', 150);
    expect(cue!.lines).toEqual(['Yes. The quick brown fox jumps over', 'the lazy dog and runs far away home.']);
  });

  it('makes the file from the markdown, and reads an older row’s rate from its first length', () => {
    expect(captionFile('## Hook [0:00–0:01]\n\nHello there.', 120, 'srt')).toBe('1\n00:00:00,000 --> 00:00:01,000\nHello there.\n');
    expect(captionFile('', 120, 'vtt')).toBe('WEBVTT\n\n');
    expect(plannedWordsPerMinute({ words_per_minute: 171, word_count: 100, estimated_seconds: 40 })).toBe(171);
    expect(plannedWordsPerMinute({ word_count: 100, estimated_seconds: 40 })).toBe(150);
    expect(plannedWordsPerMinute({ word_count: 0, estimated_seconds: 0 })).toBe(150);
  });
});
