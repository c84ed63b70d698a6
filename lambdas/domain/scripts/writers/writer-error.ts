import type { ScriptWriter } from '../plan-types';

/** Why a writer gave up: the caller refunds the credit whatever the reason. */
export type WriterFailure = 'request' | 'stream' | 'empty' | 'truncated' | 'refused' | 'timeout' | 'stopped';

/** A language-model writer could not produce a usable script; `cause` keeps the underlying error. */
export class WriterError extends Error {
  override readonly name = 'WriterError';

  constructor(
    readonly writer: ScriptWriter['name'],
    readonly reason: WriterFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** At least half the word budget: below that, a script cut off by the token limit is not worth a credit. */
export const tooShortWhenCut = (words: number, wordBudget: number): boolean => words < wordBudget / 2;
