import { mergeDocumentStats } from '../../lambdas/domain/voice/voice-profile';
import { voiceMatch } from '../../lambdas/domain/voice/voice-match';
import type { EvalSpeaker } from './corpus';
import { FILLER_SENTENCES } from './filler';
import { median } from './metrics';
import { type EvalVoice, type RecognitionResult, productScore } from './recognition';

/** How a stitched text is made: the speaker's sentences and phrases in filler, or their phrases alone in filler. */
export const STITCHES = ['sentences', 'phrases'] as const;
export type Stitch = (typeof STITCHES)[number];
/** Stitched texts per speaker and kind, and their length in words: a script's length, as the 450-word excerpts. */
export const STITCHED_PER_SPEAKER = 5;
export const STITCHED_WORDS = 450;

export interface StitchedFigures {
  texts: number;
  /** Texts scoring above their speaker's median held-out 450-word text (the target is none); and as many before copies were left out. */
  above: number;
  aboveBeforeCopies: number;
  /** Median score (0–1) of the stitched texts as the product gives it, and as the engine gave it before copies were left out. */
  median: number;
  medianBeforeCopies: number;
  /** The speakers' median held-out 450-word scores (0–1), the median over speakers. */
  heldOutMedian: number;
  /** Texts left without a number (too few words of their own once copies are left out): not above anything. */
  nulls: number;
}

export interface StitchedResult extends StitchedFigures {
  byKind: Record<Stitch, StitchedFigures>;
  bySpeaker: Record<string, { heldOutMedian: number; median: number; above: number }>;
}

const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const capitalise = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const lowerFirst = (text: string) => (/^I\b/.test(text) ? text : `${text[0]!.toLowerCase()}${text.slice(1)}`);

/** The speaker's sentences of 8–30 words from their documents' passages, or 12-word runs where captions have no stops. */
const ownSentences = (speaker: EvalSpeaker): string[] =>
  speaker.documents.flatMap((document) =>
    document.analysis.passages.flatMap((passage) => {
      const sentences = passage.split(/(?<=[.!?…])\s+/).filter((sentence) => wordCount(sentence) >= 8 && wordCount(sentence) <= 30);
      if (sentences.length > 0) return sentences;
      const words = passage.split(/\s+/);
      return Array.from({ length: Math.floor(words.length / 12) }, (_, k) => `${words.slice(12 * k, 12 * k + 12).join(' ')}.`);
    }),
  );

/** The speaker's openers, sign-offs and signature phrases (as their profile shows them) and their most frequent phrases. */
const ownPhrases = (speaker: EvalSpeaker, voice: EvalVoice): string[] => {
  const hints = voice.profile!.hints;
  const counted = mergeDocumentStats(speaker.documents.map((document) => document.analysis.stats)).phrases;
  const frequent = Object.entries(counted)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([phrase]) => phrase);
  return [...hints.openers, ...hints.signOffs, ...hints.signaturePhrases, ...frequent];
};

/**
 * A text of about STITCHED_WORDS words: two of the speaker's sentences to one filler sentence (every fourth sentence led
 * into by one of their phrases), or filler sentences each led into by one of their phrases.
 */
const stitch = (kind: Stitch, sentences: readonly string[], phrases: readonly string[], next: () => number): string => {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const out: string[] = [];
  let words = 0;
  let turn = 0;
  while (words < STITCHED_WORDS) {
    let sentence = pick(FILLER_SENTENCES);
    if (kind === 'sentences' && turn % 3 !== 0 && sentences.length > 0) sentence = pick(sentences);
    else if (phrases.length > 0 && (kind === 'phrases' || turn % 4 === 0)) sentence = `${capitalise(pick(phrases))}, ${lowerFirst(sentence)}`;
    out.push(sentence);
    words += wordCount(sentence);
    turn++;
  }
  return out.join(' ');
};

const figuresOf = (scores: { product: number | null; before: number | null; heldOut: number }[]): StitchedFigures => ({
  texts: scores.length,
  above: scores.filter((score) => score.product !== null && score.product > score.heldOut).length,
  aboveBeforeCopies: scores.filter((score) => score.before !== null && score.before > score.heldOut).length,
  median: median(scores.map((score) => (score.product ?? 0) / 100)),
  medianBeforeCopies: median(scores.map((score) => (score.before ?? 0) / 100)),
  heldOutMedian: median([...new Set(scores.map((score) => score.heldOut))].map((score) => score / 100)),
  nulls: scores.filter((score) => score.product === null).length,
});

/**
 * The stitched-text check (issue 32): for each speaker with a profile, texts made of their own sentences and phrases
 * (from their profile's documents) stitched into filler of ours, scored against their full profile. None should score
 * above the speaker's median held-out 450-word text (`recognition.bySpeaker[…].sameMedian['450']`).
 */
export const evaluateStitched = (speakers: readonly EvalSpeaker[], voices: ReadonlyMap<string, EvalVoice>, recognition: RecognitionResult): StitchedResult => {
  const scored: { kind: Stitch; speaker: string; product: number | null; before: number | null; heldOut: number }[] = [];
  speakers.forEach((speaker, s) => {
    const voice = voices.get(speaker.name);
    const profile = voice?.profile;
    const heldOut = recognition.bySpeaker[speaker.name]?.sameMedian['450'];
    if (!voice || !profile || heldOut === undefined || Number.isNaN(heldOut)) return;
    const sentences = ownSentences(speaker);
    const phrases = ownPhrases(speaker, voice);
    STITCHES.forEach((kind, k) => {
      const next = random(1_000 * s + 100 * k + 7);
      for (let t = 0; t < STITCHED_PER_SPEAKER; t++) {
        const text = stitch(kind, sentences, phrases, next);
        scored.push({ kind, speaker: speaker.name, product: productScore(text, voice), before: voiceMatch(text, profile), heldOut: Math.round(heldOut * 100) });
      }
    });
  });
  const bySpeaker = Object.fromEntries(
    [...new Set(scored.map((score) => score.speaker))].map((name) => {
      const own = scored.filter((score) => score.speaker === name);
      const figures = figuresOf(own);
      return [name, { heldOutMedian: figures.heldOutMedian, median: figures.median, above: figures.above }];
    }),
  );
  return {
    ...figuresOf(scored),
    byKind: Object.fromEntries(STITCHES.map((kind) => [kind, figuresOf(scored.filter((score) => score.kind === kind))])) as Record<Stitch, StitchedFigures>,
    bySpeaker,
  };
};
