import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

/** What S3 answers when it refuses a request: its status, error code and message (rendered as its XML). */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  details?: Record<string, string>;
}

/** The parts of an incoming request that SigV4 covers; `path` and `rawQuery` exactly as they arrived. */
export interface IncomingS3Request {
  method: string;
  path: string;
  rawQuery: string;
  headers: Record<string, string | undefined>;
}

const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;
/** S3 refuses header-signed requests whose date is further than this from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const refusal = (status: number, code: string, message: string, details?: Record<string, string>): S3Refusal => ({ status, code, message, details });
const signatureMismatch = () =>
  refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
const accessDenied = (message = 'Access Denied') => refusal(403, 'AccessDenied', message);

type SourceData = string | ArrayBuffer | ArrayBufferView;

/** Node's HMAC and SHA-256 in the shape the SDK's signer takes (its own Node build uses the same two). */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: Uint8Array) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}
const toBuffer = (data: SourceData) =>
  typeof data === 'string' ? Buffer.from(data) : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/** Query parameters decoded as S3 reads them ('+' stays '+'); a repeated key becomes a list. */
const parseQuery = (rawQuery: string): Record<string, string | string[]> | null => {
  const query: Record<string, string | string[]> = {};
  try {
    for (const pair of rawQuery.split('&').filter(Boolean)) {
      const at = pair.indexOf('=');
      const key = decodeURIComponent(at === -1 ? pair : pair.slice(0, at));
      const value = at === -1 ? '' : decodeURIComponent(pair.slice(at + 1));
      const existing = query[key];
      query[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
  } catch {
    return null;
  }
  return query;
};

const parseAmzDate = (value: string | undefined): Date | null => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
};

/** `AKID/20260101/region/s3/aws4_request` → its parts, or null. */
const parseCredential = (credential: string | undefined) => {
  const parts = (credential ?? '').split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request') return null;
  const [accessKeyId, , region, service] = parts as [string, string, string, string, string];
  return { accessKeyId, region, service };
};

const sameSignature = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

const only = (value: string | string[] | null | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Checks a request to the local S3 as S3 does: a presigned URL's signature, expiry and signed headers
 * (a presigned PUT that signs Content-Length admits no other length), or an Authorization header's signature,
 * clock skew and payload hash. It re-signs the request with the SDK's own SigV4 signer and compares.
 * Answers null when S3 would accept it.
 */
export const createS3Verifier = (credentials: { accessKeyId: string; secretAccessKey: string }) => {
  const signer = (region: string, service: string) =>
    new SignatureV4({ credentials, region, service, sha256: NodeSha256, uriEscapePath: false });

  /** The request as the signer sees it: only the headers the client signed, with the values that arrived. */
  const toSign = (request: IncomingS3Request, query: Record<string, string | string[]>, signedHeaders: string[]) => {
    const host = request.headers.host ?? '';
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = request.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    return {
      method: request.method,
      protocol: 'http:',
      hostname: host.replace(/:\d+$/, ''),
      path: request.path,
      query,
      headers,
    };
  };

  const verifyPresigned = async (request: IncomingS3Request, query: Record<string, string | string[]>): Promise<S3Refusal | null> => {
    const [algorithm, credential, date, expires, signedHeaderList, signature] = [
      'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature',
    ].map((name) => only(query[name]));
    const scope = parseCredential(credential);
    const signedAt = parseAmzDate(date);
    const lifetime = Number(expires);
    if (algorithm !== 'AWS4-HMAC-SHA256' || !scope || !signedAt || !signedHeaderList || !signature || !Number.isInteger(lifetime) || lifetime < 1) {
      return refusal(400, 'AuthorizationQueryParametersError', 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.');
    }
    if (lifetime > MAX_PRESIGNED_SECONDS) {
      return refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be less than a week (in seconds) that is; 604800 seconds');
    }
    if (scope.accessKeyId !== credentials.accessKeyId) {
      return refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    const expiresAt = new Date(signedAt.getTime() + lifetime * 1000);
    if (Date.now() > expiresAt.getTime()) {
      return refusal(403, 'AccessDenied', 'Request has expired', {
        'X-Amz-Expires': String(lifetime),
        Expires: expiresAt.toISOString(),
        ServerTime: new Date().toISOString(),
      });
    }

    const signedHeaders = signedHeaderList.split(';');
    const unsigned = { ...query };
    delete unsigned['X-Amz-Signature'];
    const payloadHash = only(unsigned['X-Amz-Content-Sha256']);
    delete unsigned['X-Amz-Content-Sha256'];
    const signable = toSign(request, unsigned, signedHeaders);
    // The SDK's presigner carries the payload hash as a header that the signer hoists back into the query.
    if (payloadHash !== undefined) signable.headers['X-Amz-Content-Sha256'] = payloadHash;
    else signable.headers['x-amz-content-sha256'] = UNSIGNED_PAYLOAD;
    const names = new Set(signedHeaders);
    const presigned = await signer(scope.region, scope.service).presign(signable, {
      signingDate: signedAt,
      expiresIn: lifetime,
      signableHeaders: names,
      unhoistableHeaders: new Set([...names, ...(payloadHash === undefined ? ['x-amz-content-sha256'] : [])]),
      unsignableHeaders: payloadHash === undefined ? new Set(['x-amz-content-sha256']) : undefined,
    });
    const expected = only(presigned.query?.['X-Amz-Signature']) ?? '';
    const expectedHeaders = only(presigned.query?.['X-Amz-SignedHeaders']) ?? '';
    if (expectedHeaders !== signedHeaderList || !sameSignature(expected, signature)) return signatureMismatch();
    return null;
  };

  const verifyHeaderSigned = async (request: IncomingS3Request, query: Record<string, string | string[]>, body: Buffer): Promise<S3Refusal | null> => {
    const match = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(request.headers.authorization ?? '');
    const scope = parseCredential(match?.[1]);
    if (!match || !scope) return refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    if (scope.accessKeyId !== credentials.accessKeyId) {
      return refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    const signedAt = parseAmzDate(request.headers['x-amz-date']);
    if (!signedAt) return accessDenied('AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(Date.now() - signedAt.getTime()) > MAX_SKEW_MS) {
      return refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    const signedHeaders = match[2]!.split(';');
    const signed = await signer(scope.region, scope.service).sign(
      { ...toSign(request, query, signedHeaders), body: body.length ? body : undefined },
      { signingDate: signedAt, signableHeaders: new Set(signedHeaders) },
    );
    const expected = /Signature=([0-9a-f]+)$/.exec(String(signed.headers.authorization))?.[1] ?? '';
    const expectedHeaders = /SignedHeaders=([^,\s]+)/.exec(String(signed.headers.authorization))?.[1];
    if (expectedHeaders !== match[2] || !sameSignature(expected, match[3]!)) return signatureMismatch();
    const declaredHash = request.headers['x-amz-content-sha256'];
    if (declaredHash && /^[0-9a-f]{64}$/.test(declaredHash) && declaredHash !== createHash('sha256').update(body).digest('hex')) {
      return refusal(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
    return null;
  };

  return {
    /** True when the request signs itself in its query (a presigned URL); its body is then never read to verify it. */
    isPresigned: (rawQuery: string) => /(^|&)X-Amz-Signature=/.test(rawQuery),
    verify: async (request: IncomingS3Request, body: Buffer): Promise<S3Refusal | null> => {
      const query = parseQuery(request.rawQuery);
      if (!query) return refusal(400, 'InvalidArgument', 'The query string is not valid percent-encoding.');
      if (query['X-Amz-Signature'] !== undefined) return verifyPresigned(request, query);
      if (request.headers.authorization) return verifyHeaderSigned(request, query, body);
      // The buckets block public access: a request that signs nothing is refused whatever it asks.
      return accessDenied();
    },
  };
};
