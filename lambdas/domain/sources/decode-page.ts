/**
 * A page's bytes as text, in the charset it declares: the byte order mark first, then the Content-Type's charset,
 * then (HTML) a <meta> charset in the first 1024 bytes, as browsers do; with none, UTF-8, or windows-1252 when the
 * bytes are not UTF-8 (the old web's default).
 */
const META_SCAN_BYTES = 1024;
const META_CHARSET = /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

const bomCharset = (bytes: Uint8Array) =>
  BOMS.find(([mark]) => mark.every((byte, i) => bytes[i] === byte))?.[1] ?? null;

/** The `charset` parameter of a Content-Type header, if any. */
export const charsetOf = (contentType: string | undefined): string | null =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1] ?? null;

/** windows-1252's characters at 0x80-0x9F (undefined bytes stay as the C1 control they name). */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * windows-1252 (what "latin1", "iso-8859-1" and "ascii" mean on the web): Node 20's TextDecoder reads it as ISO-8859-1,
 * which turns 0x80-0x9F (curly quotes, dashes, the euro sign) into invisible control characters.
 */
const decodeWindows1252 = (bytes: Uint8Array) =>
  Buffer.from(bytes).toString('latin1').replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);

const decodeWith = (decoder: TextDecoder, bytes: Uint8Array) =>
  decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);

const decoderFor = (label: string | null): TextDecoder | null => {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
};

/** The page's text; `html` turns on the <meta> charset scan. */
export const decodePage = (bytes: Uint8Array, contentType: string | undefined, html: boolean): string => {
  const bom = bomCharset(bytes);
  if (bom) return new TextDecoder(bom).decode(bytes);
  const declared = decoderFor(charsetOf(contentType));
  if (declared) return decodeWith(declared, bytes);
  if (html) {
    const head = Buffer.from(bytes.subarray(0, META_SCAN_BYTES)).toString('latin1');
    const meta = decoderFor(META_CHARSET.exec(head)?.[1] ?? null);
    // A <meta> cannot truly declare UTF-16 (the bytes that declared it were ASCII), so browsers read on without it.
    if (meta && !meta.encoding.startsWith('utf-16')) return decodeWith(meta, bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
};
