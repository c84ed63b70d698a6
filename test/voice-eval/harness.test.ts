import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../tools/voice-eval/corpus';
import { evaluateVoice, reportJson } from '../../tools/voice-eval/evaluate';
import { excerpts, sentenceStarts, tokens } from '../../tools/voice-eval/excerpts';
import { normaliseWords, saysPhrase } from '../../tools/voice-eval/hygiene';
import { median, pairwiseCredits, recognitionFigures, top1Credit } from '../../tools/voice-eval/metrics';
import { evaluateOneAccount } from '../../tools/voice-eval/one-account';
import { formatMarkdown, formatReport } from '../../tools/voice-eval/report';

// A made-up corpus: each speaker strings sentences together from their own small word stock.
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const STOCK: Record<string, string[]> = {
  'ada-example': ['honestly', 'the', 'garden', 'is', 'lovely', 'and', 'we', 'water', 'it', 'daily', 'right'],
  'bo-example': ['so', 'basically', 'my', 'compiler', 'throws', 'an', 'error', 'whenever', 'I', 'refactor', 'stuff'],
  'cy-example': ['friends', 'today', 'our', 'journey', 'continues', 'through', 'mountains', 'rivers', 'and', 'valleys'],
};

const sentences = (speaker: string, seed: number, words: number): string[] => {
  const next = random(seed);
  const stock = STOCK[speaker]!;
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const length = 6 + Math.floor(next() * 10);
    const sentence = Array.from({ length }, () => stock[Math.floor(next() * stock.length)]!).join(' ');
    out.push(`${sentence[0]!.toUpperCase()}${sentence.slice(1)}${next() < 0.2 ? '?' : '.'}`);
    count += length;
  }
  return out;
};

const srtOf = (lines: string[]) =>
  lines.map((line, i) => `${i + 1}\n00:00:${String(i * 4).padStart(2, '0')},000 --> 00:00:${String(i * 4 + 3).padStart(2, '0')},500\n${line}\n`).join('\n');

let corpus: string;

beforeAll(() => {
  corpus = mkdtempSync(join(tmpdir(), 'voice-eval-'));
  writeFileSync(join(corpus, 'SOURCES.md'), '# made up\n');
  for (const [index, speaker] of Object.keys(STOCK).entries()) {
    mkdirSync(join(corpus, speaker));
    writeFileSync(join(corpus, speaker, 'notes.md'), 'not a document');
    for (let d = 0; d < 3; d++) writeFileSync(join(corpus, speaker, `${d + 1}.txt`), sentences(speaker, 100 * index + d + 1, 700 + 200 * d).join(' '));
  }
  // One caption file: 14 cues of one short sentence each, 4 s apart.
  writeFileSync(join(corpus, 'cy-example', '4.srt'), srtOf(sentences('cy-example', 99, 100).slice(0, 14)));
  mkdirSync(join(corpus, 'empty-speaker'));
  // Files an upload would be refused for: binary bytes, and captions with no words.
  writeFileSync(join(corpus, 'bo-example', '9-broken.txt'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]));
  mkdirSync(join(corpus, 'only-broken'));
  writeFileSync(join(corpus, 'only-broken', 'blank.srt'), '1\n00:00:01,000 --> 00:00:02,000\n\n');
});

afterAll(() => rmSync(corpus, { recursive: true, force: true }));

describe('excerpts', () => {
  const text = sentences('bo-example', 7, 1000).join(' ');

  it('cuts 3 excerpts of exactly the length, in order, each starting a sentence', () => {
    const words = tokens(text);
    const starts = new Set(sentenceStarts(words));
    const cut = excerpts(text, 150);
    expect(cut).toHaveLength(3);
    let previous = -1;
    for (const excerpt of cut) {
      const excerptWords = tokens(excerpt);
      expect(excerptWords).toHaveLength(150);
      const at = words.findIndex((_, i) => i > previous && words.slice(i, i + 150).join(' ') === excerpt);
      expect(at).toBeGreaterThan(previous);
      expect(starts.has(at)).toBe(true);
      previous = at;
    }
  });

  it('spreads the excerpts over the text: beginning, middle and end thirds', () => {
    const words = tokens(text);
    const positions = excerpts(text, 150).map((excerpt) => words.findIndex((_, i) => words.slice(i, i + 150).join(' ') === excerpt));
    expect(positions[0]).toBeLessThan(words.length / 3);
    expect(positions[1]! + 75).toBeGreaterThan(words.length / 3);
    expect(positions[1]! + 75).toBeLessThan((2 * words.length) / 3);
    expect(positions[2]! + 150).toBeGreaterThan((2 * words.length) / 3);
  });

  it('starts on word boundaries when there is no punctuation, and skips texts shorter than the length', () => {
    const bare = Array.from({ length: 900 }, (_, i) => `w${i}`).join(' ');
    expect(excerpts(bare, 150).map((excerpt) => excerpt.split(' ')[0])).toEqual(['w75', 'w375', 'w675']);
    expect(excerpts(bare, 900)).toHaveLength(3);
    expect(excerpts(bare, 901)).toEqual([]);
  });
});

describe('recognition arithmetic', () => {
  it('gives top-1 credit only for the highest score, shared among ties', () => {
    expect(top1Credit({ speaker: 'a', scores: { a: 90, b: 60, c: 10 } })).toBe(1);
    expect(top1Credit({ speaker: 'a', scores: { a: 80, b: 80, c: 10 } })).toBe(0.5);
    expect(top1Credit({ speaker: 'a', scores: { a: 40, b: 80, c: 10 } })).toBe(0);
    expect(top1Credit({ speaker: 'a', scores: { a: null, b: null, c: null } })).toBeCloseTo(1 / 3);
    expect(top1Credit({ speaker: 'a', scores: { a: 1, b: null } })).toBe(1);
  });

  it('counts pairwise wins, ties as ½, null as 0', () => {
    expect(pairwiseCredits({ speaker: 'a', scores: { a: 50, b: 50, c: 60, d: 40, e: null } })).toEqual([0.5, 0, 1, 1]);
  });

  it('takes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('sums up a set of scored texts on 0–1', () => {
    const figures = recognitionFigures([
      { speaker: 'a', scores: { a: 90, b: 10, c: 30 } },
      { speaker: 'b', scores: { a: 70, b: 70, c: null } },
    ]);
    expect(figures).toEqual({ texts: 2, top1: 0.75, pairwise: 0.875, sameMedian: 0.8, otherMedian: 0.2, nulls: 1 });
  });
});

describe('hygiene matching', () => {
  it('matches whole words, ignoring case, punctuation and apostrophes', () => {
    const text = normaliseWords('Well, DON’T worry: the blog-post says "Hello there!" twice.');
    expect(saysPhrase(text, "don't worry")).toBe(true);
    expect(saysPhrase(text, 'hello there')).toBe(true);
    expect(saysPhrase(text, 'log')).toBe(false);
    expect(saysPhrase(text, 'blog post')).toBe(true);
    expect(saysPhrase(text, '...')).toBe(false);
  });
});

describe('the evaluation on a made-up corpus', () => {
  it('reads speaker folders, ignoring other files and speakers without documents', () => {
    const speakers = loadCorpus(corpus);
    expect(speakers.map((s) => s.name)).toEqual(['ada-example', 'bo-example', 'cy-example']);
    expect(speakers.map((s) => s.documents.length)).toEqual([3, 3, 4]);
    expect(speakers[2]!.documents[3]!.analysis.format).toBe('srt');
  });

  it('leaves out a file processing would refuse, saying which and why, and goes on with the rest', () => {
    const skipped: { file: string; reason: string }[] = [];
    const speakers = loadCorpus(corpus, (file) => skipped.push(file));
    expect(speakers.find((s) => s.name === 'bo-example')!.documents.map((d) => d.file)).toEqual(['bo-example/1.txt', 'bo-example/2.txt', 'bo-example/3.txt']);
    expect(skipped).toEqual([
      { file: 'bo-example/9-broken.txt', reason: 'This file is not text: it looks like a binary file' },
      { file: 'only-broken/blank.srt', reason: 'This file has no words to learn from: it is empty or holds only timings and markup' },
    ]);
  });

  it('fails clearly on a missing folder', () => {
    expect(() => loadCorpus(join(corpus, 'nope'))).toThrow(/No voice corpus at/);
  });

  it('reports every figure', async () => {
    const evaluation = await evaluateVoice(corpus, { tones: ['conversational'] });
    const { recognition, rate, hygiene, duration } = evaluation;
    expect(recognition.whole.texts).toBe(10);
    // 150 words: every document; 450: all .txt (700–1100 words); 750: the 900- and 1100-word ones.
    expect(recognition.excerpts['150'].texts).toBe(27);
    expect(recognition.excerpts['450'].texts).toBe(27);
    expect(recognition.excerpts['750'].texts).toBe(18);
    for (const figures of [recognition.whole, ...Object.values(recognition.excerpts)]) {
      for (const value of [figures.top1, figures.pairwise, figures.sameMedian, figures.otherMedian]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
    expect(Object.keys(recognition.bySpeaker)).toEqual(['ada-example', 'bo-example', 'cy-example']);
    // Stitched texts: 3 speakers × 2 kinds × 5, each against the speaker's median held-out 450-word text.
    expect(evaluation.stitched.texts).toBe(30);
    expect(Object.keys(evaluation.stitched.bySpeaker)).toEqual(['ada-example', 'bo-example', 'cy-example']);
    for (const value of [evaluation.stitched.median, evaluation.stitched.medianBeforeCopies, evaluation.stitched.heldOutMedian]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(rate).toHaveLength(1);
    expect(rate[0]!.file).toBe('cy-example/4.srt');
    expect(hygiene.recurringShare).toBeGreaterThanOrEqual(0);
    expect(hygiene.recurringShare).toBeLessThanOrEqual(1);
    // (no profile + 3 speakers) × 2 topics × 2 style guides × 4 platforms × 5 durations × 1 tone
    expect(duration.runs).toBe(320);
    expect(duration.within10).toBeGreaterThanOrEqual(0);
    expect(duration.worst).toBeGreaterThanOrEqual(0);

    expect(evaluation.skipped.map((file) => file.file)).toEqual(['bo-example/9-broken.txt', 'only-broken/blank.srt']);
    expect(formatReport(evaluation)).toContain('Left out bo-example/9-broken.txt: This file is not text: it looks like a binary file');

    const json = reportJson(evaluation);
    expect(Object.keys(json.recognition.excerpts)).toEqual(['150', '450', '750']);
    expect(json.stitched.byKind.sentences.texts).toBe(15);
    expect(json.hygiene).not.toHaveProperty('checks');
    expect(formatReport(evaluation)).toContain('Top-1 by speaker');
    expect(formatMarkdown(evaluation)).toContain('| whole: top-1 |');
    expect(formatMarkdown(evaluation)).toContain("| stitched texts (own sentences and phrases in filler) above the speaker's median held-out 450-word text |");
    expect(formatReport(evaluation)).toContain('Stitched texts (issue 32):');
    // Issue 33: the three speakers as voices of one account keep every recognition figure; a different baseline would not.
    expect(evaluation.oneAccount).toEqual({ voices: 3, same: true, differences: [] });
    expect(json.oneAccount.same).toBe(true);
    expect(formatReport(evaluation)).toContain('Voices in one account (issue 33): the 3 speakers as voices of one account keep exactly the recognition figures of one account each');
    const skewed = { ...recognition, whole: { ...recognition.whole, top1: recognition.whole.top1 / 2 } };
    expect(evaluateOneAccount(loadCorpus(corpus), skewed)).toMatchObject({ same: false, differences: ['whole.top1'] });
  });
});
