/**
 * Three alternatives come from one model call (one request, one rate-limit count, one prompt read), each inside its own
 * tags: `<alternative>` … `</alternative>`. Tags rather than numbered lines or JSON: a model keeps to them reliably,
 * markdown inside them needs no escaping, and they can be told apart as the answer streams.
 */
const OPEN = /<alternative\b[^>]*>/i;
const CLOSE = /<\/alternative\s*>/i;
const OPEN_PREFIX = '<alternative';
const CLOSE_TAG = '</alternative>';

/** How the offline writer, which writes each alternative itself, hands several back in the models' format. */
export const joinAlternatives = (texts: readonly string[]): string => texts.map((text) => `<alternative>\n${text}\n</alternative>`).join('\n');

/**
 * The alternatives in a whole answer, trimmed, empty ones dropped. An answer without tags is one alternative (a model
 * that ignored the format still wrote something usable); one cut off before its closing tag keeps what it has.
 */
export const splitAlternatives = (answer: string): string[] => {
  if (!OPEN.test(answer)) return answer.trim() ? [answer.trim()] : [];
  const texts: string[] = [];
  let rest = answer;
  for (let open = OPEN.exec(rest); open; open = OPEN.exec(rest)) {
    rest = rest.slice(open.index + open[0].length);
    const close = CLOSE.exec(rest);
    texts.push((close ? rest.slice(0, close.index) : rest).trim());
    if (!close) break;
    rest = rest.slice(close.index + close[0].length);
  }
  return texts.filter(Boolean);
};

/** The longest end of `text` that could be the start of `tag` (a tag cut between two deltas). */
const partialTagAtEnd = (text: string, tag: string): number => {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length--) {
    if (tag.toLowerCase().startsWith(text.slice(-length).toLowerCase())) return length;
  }
  return 0;
};

/**
 * Splits a streamed answer into its alternatives as the deltas arrive: `onPiece(index, text)` gets each piece of text
 * inside the tags (the tags and anything between alternatives left out), however the tags are cut between deltas.
 * The pieces are for the live preview; splitAlternatives on the whole answer is what is kept.
 */
export const alternativeStream = (onPiece: (index: number, text: string) => void) => {
  let buffer = '';
  let inside = false;
  let index = 0;
  let fresh = true;
  const emit = (text: string) => {
    const piece = fresh ? text.replace(/^\s+/, '') : text;
    if (!piece) return;
    fresh = false;
    onPiece(index, piece);
  };
  return (delta: string) => {
    buffer += delta;
    for (;;) {
      if (!inside) {
        const open = OPEN.exec(buffer);
        if (!open) {
          const start = buffer.toLowerCase().lastIndexOf('<');
          buffer = start >= 0 && OPEN_PREFIX.startsWith(buffer.slice(start, start + OPEN_PREFIX.length).toLowerCase()) ? buffer.slice(start) : '';
          return;
        }
        buffer = buffer.slice(open.index + open[0].length);
        inside = true;
        fresh = true;
        continue;
      }
      const close = CLOSE.exec(buffer);
      if (!close) {
        const keep = partialTagAtEnd(buffer, CLOSE_TAG);
        emit(buffer.slice(0, buffer.length - keep));
        buffer = buffer.slice(buffer.length - keep);
        return;
      }
      emit(buffer.slice(0, close.index));
      buffer = buffer.slice(close.index + close[0].length);
      inside = false;
      index += 1;
    }
  };
};
