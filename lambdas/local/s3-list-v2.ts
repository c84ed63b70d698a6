/**
 * ListObjectsV2 for s3rver on Node 20: s3rver makes its continuation tokens with DES, which OpenSSL 3 no longer
 * offers, so any listing of more than 1,000 keys fails with InternalError. The S3 front asks s3rver for the same
 * page in the V1 form (a marker, no token) and answers it in the V2 form, with a token of its own: the key to
 * continue after, base64url-encoded. Clients see ListObjectsV2 as S3 answers it.
 */

type Rewrite = { path: string; toV2: (v1Xml: string) => string };

const BUCKET_ONLY = /^\/[^/]+\/?$/;

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const element = (name: string, value: string | undefined) => (value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`);

/** The V1 request for a V2 listing (`GET /{bucket}?list-type=2…`), or null for any other request. */
export const listV2AsV1 = (method: string, path: string, rawQuery: string): Rewrite | null => {
  const query = new URLSearchParams(rawQuery);
  if (method !== 'GET' || !BUCKET_ONLY.test(path) || query.get('list-type') !== '2') return null;
  const token = query.get('continuation-token');
  const startAfter = query.get('start-after');
  const marker = token === null ? startAfter : Buffer.from(token, 'base64url').toString('utf8');
  const v1 = new URLSearchParams();
  for (const name of ['prefix', 'delimiter', 'max-keys', 'encoding-type']) {
    const value = query.get(name);
    if (value !== null) v1.set(name, value);
  }
  if (marker) v1.set('marker', marker);
  const v1Query = v1.toString();
  return {
    path: v1Query ? `${path}?${v1Query}` : path,
    toV2: (xml) => {
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      const keys = [...xml.matchAll(/<Contents>[\s\S]*?<Key>([\s\S]*?)<\/Key>/g)].map((match) => unescapeXml(match[1]!));
      const prefixes = [...xml.matchAll(/<CommonPrefixes>\s*<Prefix>([\s\S]*?)<\/Prefix>/g)].map((match) => unescapeXml(match[1]!));
      const last = [...keys, ...prefixes].sort().at(-1);
      const v2Fields =
        element('ContinuationToken', token ?? undefined) +
        element('StartAfter', token === null ? (startAfter ?? undefined) : undefined) +
        element('NextContinuationToken', truncated && last !== undefined ? Buffer.from(last, 'utf8').toString('base64url') : undefined) +
        element('KeyCount', String(keys.length + prefixes.length));
      return xml
        .replace(/<Marker>[\s\S]*?<\/Marker>|<Marker\/>/, '')
        .replace(/<NextMarker>[\s\S]*?<\/NextMarker>/, '')
        .replace(/<\/Name>/, `</Name>${v2Fields}`);
    },
  };
};
