// Tab, line feed, vertical tab, form feed and carriage return are text; every other C0 character and DEL is not.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d]);
const isControl = (code: number) => (code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f;

/**
 * The control counts written plainly, for the tests that hold control-characters-fast.ts to them
 * (test/lambdas/voice/fast-paths/). Not used by the product.
 */
export const countControlsInReference = (bytes: Uint8Array, from: number, to: number): number => Array.from(bytes.subarray(from, to)).filter(isControl).length;

/** Control characters in the text, or -1 when it holds a NUL. */
export const countControlCharactersReference = (text: string): number =>
  text.includes('\0') ? -1 : Array.from(text, (character) => character.charCodeAt(0)).filter(isControl).length;
