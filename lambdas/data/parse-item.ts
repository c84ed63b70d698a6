import * as z from 'zod';

/**
 * A stored item that does not have the shape its schema requires (a bug of a writer, a hand edit, a
 * migration that missed it): answered as a 500 by the handler stack, whose log then names the item and
 * the fields at fault, instead of passing garbage on.
 */
export class MalformedItemError extends Error {
  constructor(what: string, issues: string) {
    super(`Malformed ${what}: ${issues}`);
    this.name = 'MalformedItemError';
  }
}

const keyOf = (item: unknown) => {
  if (typeof item !== 'object' || item === null || !('pk' in item) || !('sk' in item)) return '';
  return ` (pk ${String(item.pk)}, sk ${String(item.sk)})`;
};

/** Parses an item read back from the table or a bucket with its schema; `what` names it for the log. */
export const parseItem = <Schema extends z.ZodType>(schema: Schema, item: unknown, what: string): z.output<Schema> => {
  const result = schema.safeParse(item);
  if (!result.success) throw new MalformedItemError(`${what}${keyOf(item)}`, z.prettifyError(result.error).replaceAll('\n', ' '));
  return result.data;
};
