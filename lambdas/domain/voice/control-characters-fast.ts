/**
 * Control characters (C0 other than tab, line feed, vertical tab, form feed and carriage return; and DEL) counted over
 * a whole upload, shaped for the optimiser (docs/voice-engine.md, "Fast paths"; control-characters-reference.ts counts
 * the same plainly): each loop returns nothing but its count, right after it ends.
 */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0b && code !== 0x0c && code !== 0x0d) || code === 0x7f;

/** Control bytes in bytes[from, to). */
export const countControlsIn = (bytes: Uint8Array, from: number, to: number): number => {
  let controls = 0;
  for (let i = from; i < to; i++) {
    const byte = bytes[i]!;
    if (byte < 0x20 ? byte < 0x09 || byte > 0x0d : byte === 0x7f) controls++;
  }
  return controls;
};

/** Control characters in the text, or -1 as soon as a NUL shows it is binary. */
export const countControlCharacters = (text: string): number => {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return -1;
    if (isControl(code)) controls++;
  }
  return controls;
};
