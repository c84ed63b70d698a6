import { countControlCharacters, countControlsIn } from './control-characters-fast';
import { DocumentProcessingError } from './errors';

// Share of C0 control characters (other than tab, newlines, vertical tab and form feed) above which a file
// is treated as binary: text files carry at most a few stray ones, executables and images carry many.
const MAX_CONTROL_SHARE = 0.05;

const binaryError = () => new DocumentProcessingError('document.binary', 'This file is not text: it looks like a binary file');

const controlShareTooHigh = (bytes: Uint8Array): boolean => countControlsIn(bytes, 0, bytes.length) > bytes.length * MAX_CONTROL_SHARE;

const stringControlShareTooHigh = (text: string): boolean => {
  const controls = countControlCharacters(text);
  return controls < 0 || controls > text.length * MAX_CONTROL_SHARE;
};

const decodeUtf16 = (bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): string => {
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new DocumentProcessingError('document.invalid_encoding', 'This file is not valid UTF-16 text: save it as UTF-8 and upload it again');
  }
  if (stringControlShareTooHigh(text)) throw binaryError();
  return text;
};

// UTF-16 without a byte order mark shows as ASCII interleaved with zero bytes; read it rather than calling it binary.
const unmarkedUtf16 = (bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null => {
  if (bytes.length < 4 || bytes.length % 2 !== 0) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < bytes.length; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const units = bytes.length / 2;
  if (oddZeros >= units * 0.9 && evenZeros === 0) return 'utf-16le';
  if (evenZeros >= units * 0.9 && oddZeros === 0) return 'utf-16be';
  return null;
};

const normaliseNewlines = (text: string) => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

/**
 * Reads an uploaded file as text: UTF-8 with or without a BOM, UTF-16 LE/BE (with a BOM, or plainly
 * recognisable without one); CRLF and CR become LF. Binary content and invalid UTF-8 throw a
 * DocumentProcessingError with a message for the user. Linear time.
 */
export const decodeText = (bytes: Uint8Array): string => {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return normaliseNewlines(decodeUtf16(bytes.subarray(2), 'utf-16le'));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return normaliseNewlines(decodeUtf16(bytes.subarray(2), 'utf-16be'));
  const body = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  if (body.indexOf(0) !== -1) {
    const utf16 = unmarkedUtf16(body);
    if (utf16) return normaliseNewlines(decodeUtf16(body, utf16));
    throw binaryError();
  }
  if (controlShareTooHigh(body)) throw binaryError();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw new DocumentProcessingError('document.invalid_encoding', 'This file is not valid UTF-8 text: save it as UTF-8 and upload it again');
  }
  return normaliseNewlines(text);
};
