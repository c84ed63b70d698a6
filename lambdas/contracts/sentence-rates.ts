/**
 * How a per-sentence rate (questions, exclamations) reads, the same in the writer's prompt and on the 'Your voice'
 * panel. Below one sentence in 30 a rate is an accident of the documents rather than a habit to imitate.
 */
export const HABIT_SENTENCE_RATE = 1 / 30;

/** The rate as "1 sentence in N" (N at least 2). */
export const oneSentenceIn = (rate: number): number => Math.max(2, Math.round(1 / rate));
