const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Outside RFC 5987's attr-char set, though encodeURIComponent leaves them as they are.
const NOT_ATTR_CHAR = /['()*]/g;
// The quoted fallback keeps printable ASCII only, without the quote, backslash and percent a browser might read.
const NOT_PLAIN = /[^\x20-\x7e]|["\\%]/g;

/**
 * The Content-Disposition that downloads a file under its uploaded name, whatever that name holds: a plain
 * ASCII `filename` for old clients and the exact name as UTF-8 in `filename*` (RFC 6266). The header value
 * is printable ASCII only, so a name with quotes, line breaks or any script cannot break out of it.
 */
export const attachmentDisposition = (fileName: string): string => {
  const name = fileName.replace(LONE_SURROGATE, '\ufffd');
  const fallback = name.replace(NOT_PLAIN, '_');
  const encoded = encodeURIComponent(name).replace(NOT_ATTR_CHAR, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
