import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { getDocument } from '../../lambdas/data/document-repo';
import { DocumentKeys, UPLOAD_WINDOW_SECONDS } from '../../lambdas/data/document-storage';
import { s3 } from '../../lambdas/data/storage';
import { documentFilesOf, newUser, processDoc, requestUpload, sendFile, usageOf } from './support/documents';

/*
 * Issue 12 hole 7: the local S3 checks what S3 checks, so these hold locally as they do in AWS. A presigned PUT
 * signs host, Content-Length and Content-Type: another length is a different canonical request, which S3
 * answers 403 SignatureDoesNotMatch (POST policies' content-length-range would answer 400; the app uses PUT).
 */
const BUCKET = () => process.env.DOCUMENTS_BUCKET!;
const s3Endpoint = () => process.env.AWS_ENDPOINT_URL_S3!;

const storedText = async (key: string) =>
  (await (await s3.send(new GetObjectCommand({ Bucket: BUCKET(), Key: key }))).Body!.transformToString('utf-8'));

const put = (url: string, body: string, headers: Record<string, string> = { 'content-type': 'text/plain' }) =>
  fetch(url, { method: 'PUT', headers, body });

const s3Error = async (response: Response) => {
  const xml = await response.text();
  return { status: response.status, code: /<Code>([^<]+)<\/Code>/.exec(xml)?.[1], message: /<Message>([^<]+)<\/Message>/.exec(xml)?.[1] };
};

describe('the local S3 verifies uploads as S3 does (issue 12, hole 7)', () => {
  it('refuses a 5 MB PUT to a URL signed for 1 KB with 403 SignatureDoesNotMatch, and stores nothing', async () => {
    const userId = await newUser();
    const started = await requestUpload(userId, 'talk.txt', 1024);
    const response = await put(started.body.upload.url, 'x'.repeat(5 * 1024 * 1024));
    expect(await s3Error(response)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await documentFilesOf(userId)).toEqual([]);
    const processed = await processDoc(userId, started.body.document.id);
    expect(processed.statusCode).toBe(409);
    expect(processed.body.error?.code).toBe('document.not_uploaded');
    expect(await usageOf(userId)).toEqual({ counter: 1024, rows: 1024 });
  });

  it('refuses a 1 KB PUT with another content type than signed', async () => {
    const userId = await newUser();
    const started = await requestUpload(userId, 'talk.txt', 1024);
    const response = await put(started.body.upload.url, 'x'.repeat(1024), { 'content-type': 'text/html' });
    expect(await s3Error(response)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await documentFilesOf(userId)).toEqual([]);
  });

  it('accepts exactly the signed size and type', async () => {
    const userId = await newUser();
    const started = await requestUpload(userId, 'talk.txt', 1024);
    const response = await put(started.body.upload.url, 'x'.repeat(1024));
    expect(response.status).toBe(200);
    expect(await documentFilesOf(userId)).toEqual([DocumentKeys.pending(userId, started.body.document.id)]);
  });

  it("refuses an unsigned PUT into another user's upload key with 403 AccessDenied; nothing is stored or processed", async () => {
    const victim = await newUser();
    const started = await requestUpload(victim, 'talk.txt', 30);
    const key = DocumentKeys.pending(victim, started.body.document.id);
    const response = await put(`${s3Endpoint()}/${BUCKET()}/${key}`, "intruder's text, 30 bytes long");
    expect(await s3Error(response)).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(await documentFilesOf(victim)).toEqual([]);
    expect((await processDoc(victim, started.body.document.id)).statusCode).toBe(409);
    expect(await getDocument(victim, started.body.document.id)).toMatchObject({ processed: false, state: 'awaiting_upload' });
  });

  it("refuses the intruder's own presigned URL pointed at another user's key with 403 SignatureDoesNotMatch", async () => {
    const [victim, intruder] = [await newUser(), await newUser()];
    const theirs = await requestUpload(victim, 'talk.txt', 30);
    const mine = await requestUpload(intruder, 'talk.txt', 30);
    const url = new URL(mine.body.upload.url);
    url.pathname = `/${BUCKET()}/${DocumentKeys.pending(victim, theirs.body.document.id)}`;
    const response = await put(url.href, "intruder's text, 30 bytes long");
    expect(await s3Error(response)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await documentFilesOf(victim)).toEqual([]);
  });

  it('refuses an expired URL with 403 "Request has expired", and stores nothing', async () => {
    const userId = await newUser();
    const started = await requestUpload(userId, 'talk.txt', 10);
    const key = DocumentKeys.pending(userId, started.body.document.id);
    // The same URL the app signs, as it was signed one minute longer ago than its window.
    const expired = await getSignedUrl(s3, new PutObjectCommand({ Bucket: BUCKET(), Key: key, ContentLength: 10, ContentType: 'text/plain' }), {
      expiresIn: UPLOAD_WINDOW_SECONDS,
      signingDate: new Date(Date.now() - (UPLOAD_WINDOW_SECONDS + 60) * 1000),
      signableHeaders: new Set(['content-length', 'content-type']),
    });
    const response = await put(expired, '0123456789');
    expect(await s3Error(response)).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Request has expired' });
    expect(await documentFilesOf(userId)).toEqual([]);
  });

  it('refuses an SDK call signed with the wrong secret with 403 SignatureDoesNotMatch, and stores nothing', async () => {
    const userId = await newUser();
    const forger = new S3Client({ credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: 'not-the-secret' } });
    const key = DocumentKeys.pending(userId, 'forged');
    const refused = await forger.send(new PutObjectCommand({ Bucket: BUCKET(), Key: key, Body: 'forged' })).catch((error: Error) => error);
    expect(refused).toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    expect(await documentFilesOf(userId)).toEqual([]);
  });

  it("reusing a presigned URL after processing leaves the processed document's text and passages unchanged", async () => {
    const userId = await newUser();
    const original = 'So today I want to show you how I prune my tomatoes.';
    const replacement = 'X'.repeat(original.length);
    const started = await requestUpload(userId, 'talk.txt', original.length);
    const id = started.body.document.id;
    await sendFile(started.body.upload, original);
    const first = await processDoc(userId, id);
    expect(first.body.document).toMatchObject({ processed: true });
    const passages = await storedText(DocumentKeys.passages(userId, id));

    // S3 honours a presigned URL until it expires; what makes the key single-use is that processing moved the file.
    const reused = await put(started.body.upload.url, replacement);
    expect(reused.status).toBe(200);
    const again = await processDoc(userId, id);
    expect(again.statusCode).toBe(200);
    expect(again.body.document).toEqual(first.body.document);
    expect(await storedText(DocumentKeys.stored(userId, id))).toBe(original);
    expect(await storedText(DocumentKeys.passages(userId, id))).toBe(passages);
    expect(await getDocument(userId, id)).toMatchObject({ processed: true, object_key: DocumentKeys.stored(userId, id) });
  });
});
