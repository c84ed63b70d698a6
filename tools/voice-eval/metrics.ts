/** The scores of one held-out text against every speaker's profile (0–100; null when the engine declined to score). */
export interface ScoredText {
  speaker: string;
  scores: Record<string, number | null>;
}

export interface RecognitionFigures {
  /** Texts measured. */
  texts: number;
  /** Share of texts whose own speaker's profile scores highest; a tie for the top with k profiles counts 1/k. */
  top1: number;
  /** Share of (text, other speaker) pairs where the own profile scores higher; ties count ½. */
  pairwise: number;
  /** Median score of the own profile, and of the other speakers' profiles, on 0–1 (score / 100). */
  sameMedian: number;
  otherMedian: number;
  /** Scores the engine declined to give (null), counted as 0 in the figures above. */
  nulls: number;
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const mean = (values: readonly number[]) => (values.length === 0 ? Number.NaN : values.reduce((sum, v) => sum + v, 0) / values.length);

/** 1 when the own score is strictly highest, 1/k when k profiles (own included) share the top score, else 0. */
export const top1Credit = (text: ScoredText): number => {
  const own = text.scores[text.speaker] ?? 0;
  const all = Object.values(text.scores).map((score) => score ?? 0);
  const top = Math.max(...all);
  if (own < top) return 0;
  return 1 / all.filter((score) => score === top).length;
};

/** Per other speaker: 1 when the own score is higher, ½ when equal, 0 when lower. */
export const pairwiseCredits = (text: ScoredText): number[] => {
  const own = text.scores[text.speaker] ?? 0;
  return Object.entries(text.scores)
    .filter(([speaker]) => speaker !== text.speaker)
    .map(([, score]) => {
      const other = score ?? 0;
      return own > other ? 1 : own === other ? 0.5 : 0;
    });
};

/** The four recognition figures over a set of scored texts (NaN for an empty set). */
export const recognitionFigures = (texts: readonly ScoredText[]): RecognitionFigures => {
  const own = texts.map((text) => (text.scores[text.speaker] ?? 0) / 100);
  const others = texts.flatMap((text) =>
    Object.entries(text.scores)
      .filter(([speaker]) => speaker !== text.speaker)
      .map(([, score]) => (score ?? 0) / 100),
  );
  return {
    texts: texts.length,
    top1: mean(texts.map(top1Credit)),
    pairwise: mean(texts.flatMap(pairwiseCredits)),
    sameMedian: median(own),
    otherMedian: median(others),
    nulls: texts.reduce((sum, text) => sum + Object.values(text.scores).filter((score) => score === null).length, 0),
  };
};
