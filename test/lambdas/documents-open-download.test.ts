import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { handler as getDocumentHandler } from '../../lambdas/api/documents/get-document';
import { handler as getTextHandler } from '../../lambdas/api/documents/get-document-text';
import { DOCUMENT_TEXT_PREVIEW_CHARACTERS, type DocumentDownloadResponse, type DocumentTextResponse } from '../../lambdas/contracts/documents';
import { MEGABYTE } from '../../lambdas/contracts/limits';
import { getDocument } from '../../lambdas/data/document-repo';
import { DocumentKeys, moveObject } from '../../lambdas/data/document-storage';
import { s3 } from '../../lambdas/data/storage';
import { attachmentDisposition } from '../../lambdas/domain/documents/content-disposition';
import { apiEvent, invoke } from './support/api-event';
import { signedInUser } from './support/cognito-users';
import { deleteDoc, newUser, processDoc, requestUpload, sendFile, srt } from './support/documents';

type ErrorBody = { error?: { code: string; message: string } };

const appUrl = inject('appUrl');

const getDownload = (userId: string, id: string) =>
  invoke<DocumentDownloadResponse & ErrorBody>(getDocumentHandler, apiEvent({ userId, method: 'GET', path: `/api/documents/${id}`, pathParameters: { id } }));
const getText = (userId: string, id: string) =>
  invoke<DocumentTextResponse & ErrorBody>(getTextHandler, apiEvent({ userId, method: 'GET', path: `/api/documents/${id}/text`, pathParameters: { id } }));

/** Uploads these bytes under this name (not processed); answers the new document's id. */
const uploadBytes = async (userId: string, name: string, bytes: Uint8Array) => {
  const started = await requestUpload(userId, name, bytes.length);
  if (started.statusCode !== 201) throw new Error(`upload refused: ${JSON.stringify(started.body)}`);
  await sendFile(started.body.upload, bytes);
  return started.body.document.id;
};

const utf8 = (text: string) => new TextEncoder().encode(text);
/** UTF-16 LE with a byte order mark and Windows line endings, as Notepad saves it. */
const utf16le = (text: string) => {
  const body = Buffer.from(text.replace(/\n/g, '\r\n'), 'utf16le');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
};

const CAPTIONS = srt([
  { start: 0, end: 3, text: 'So today I want to show you how I prune my tomatoes.' },
  { start: 3.5, end: 6, text: 'Honestly, it is easier than you think.' },
]);

describe('download a document as uploaded (GET /api/documents/{id})', () => {
  it('answers a link that gives back the original bytes, as an attachment under the original name', async () => {
    const userId = await newUser();
    const bytes = utf16le('Morning routine\nStep one: coffee ☕\n');
    const id = await uploadBytes(userId, 'Morning Routine.txt', bytes);

    const { statusCode, body } = await getDownload(userId, id);
    expect(statusCode).toBe(200);
    expect(body.document).toMatchObject({ id, user_id: userId, file_name: 'Morning Routine.txt', file_size: bytes.length });
    expect(new Date(body.download.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(120_000);

    const file = await fetch(body.download.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Morning Routine.txt"; filename*=UTF-8''Morning%20Routine.txt`);
  });

  it('still finds the file after processing moved it to its permanent key', async () => {
    const userId = await newUser();
    const id = await uploadBytes(userId, 'talk.srt', utf8(CAPTIONS));
    expect((await processDoc(userId, id)).body.document.processed).toBe(true);
    const { body } = await getDownload(userId, id);
    expect(new URL(body.download.url).pathname).toContain(`/documents/${userId}/${id}`);
    expect(await (await fetch(body.download.url)).text()).toBe(CAPTIONS);
  });

  it('finds the file while processing moves it: copied to its permanent key before the row names that key (both routes)', async () => {
    const userId = await newUser();
    const id = await uploadBytes(userId, 'moving.txt', utf8('Caught mid-move.'));
    await moveObject(DocumentKeys.pending(userId, id), DocumentKeys.stored(userId, id));
    expect((await getDocument(userId, id))!.object_key).toBe(DocumentKeys.pending(userId, id));
    const download = await getDownload(userId, id);
    expect(download.statusCode).toBe(200);
    expect(await (await fetch(download.body.download.url)).text()).toBe('Caught mid-move.');
    const text = await getText(userId, id);
    expect(text.statusCode).toBe(200);
    expect(text.body.text).toBe('Caught mid-move.');
  });

  it('names the download safely whatever the file is called: quotes, a line break and non-Latin letters stay in the name, never in the header', async () => {
    const userId = await newUser();
    const name = 'Épisode "1"\r\nX-Evil: 1 — 日本語 (final).txt';
    const id = await uploadBytes(userId, name, utf8('Bonjour à tous.'));
    const { body } = await getDownload(userId, id);
    expect(body.document.file_name).toBe(name.trim());
    const file = await fetch(body.download.url);
    expect(file.status).toBe(200);
    const header = file.headers.get('content-disposition')!;
    expect(header).toBe(attachmentDisposition(name.trim()));
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(file.headers.get('x-evil')).toBeNull();
    expect(decodeURIComponent(header.split("filename*=UTF-8''")[1]!)).toBe(name.trim());
  });
});

describe('open a document as text (GET /api/documents/{id}/text)', () => {
  it('answers the whole text of a short file as uploaded: captions with their timings', async () => {
    const userId = await newUser();
    const id = await uploadBytes(userId, 'talk.srt', utf8(CAPTIONS));
    const { statusCode, body } = await getText(userId, id);
    expect(statusCode).toBe(200);
    expect(body).toEqual({ document: expect.objectContaining({ id, file_name: 'talk.srt' }), text: CAPTIONS, characters: CAPTIONS.length, truncated: false });
  });

  it('decodes UTF-16 with a byte order mark as processing does, line endings as LF', async () => {
    const userId = await newUser();
    const id = await uploadBytes(userId, 'notes.txt', utf16le('Line one ☕\nLine two\n'));
    expect((await getText(userId, id)).body.text).toBe('Line one ☕\nLine two\n');
  });

  it('answers the first 100,000 characters of a 10 MB document, how many it has in all, and that it was cut', async () => {
    const userId = await newUser();
    const line = 'Honestly, it is easier than you think, so grab your shears. 🍅\n';
    const text = line.repeat(Math.floor((10 * MEGABYTE) / utf8(line).length));
    const id = await uploadBytes(userId, 'long.txt', utf8(text));
    const { statusCode, body } = await getText(userId, id);
    expect(statusCode).toBe(200);
    expect(body.truncated).toBe(true);
    expect(body.characters).toBe(text.length);
    expect(body.text.length).toBeLessThanOrEqual(DOCUMENT_TEXT_PREVIEW_CHARACTERS);
    expect(body.text.length).toBeGreaterThanOrEqual(DOCUMENT_TEXT_PREVIEW_CHARACTERS - 1);
    expect(text.startsWith(body.text)).toBe(true);
    expect(body.text).not.toMatch(/[\ud800-\udbff]$/);
  });

  it("answers 422 with processing's reason for a file that is not text, whose download still gives its bytes", async () => {
    const userId = await newUser();
    const bytes = new Uint8Array(64).map((_, i) => (i * 37) % 256);
    const id = await uploadBytes(userId, 'photo.txt', bytes);
    const { statusCode, body } = await getText(userId, id);
    expect(statusCode).toBe(422);
    expect(body.error).toEqual({ code: 'document.binary', message: 'This file is not text: it looks like a binary file' });
    const download = await getDownload(userId, id);
    expect(new Uint8Array(await (await fetch(download.body.download.url)).arrayBuffer())).toEqual(bytes);
  });
});

describe('documents without a stored file', () => {
  it('answers 409 document.not_uploaded on both routes while the file has not arrived', async () => {
    const userId = await newUser();
    const { body } = await requestUpload(userId, 'later.txt', 10);
    for (const answer of [await getDownload(userId, body.document.id), await getText(userId, body.document.id)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.body.error).toEqual({ code: 'document.not_uploaded', message: 'The file has not finished uploading. Please try again.' });
    }
  });

  it('answers 409 document.no_file on both routes once processing refused and removed the file', async () => {
    const userId = await newUser();
    const started = await requestUpload(userId, 'talk.txt', 100);
    const key = DocumentKeys.pending(userId, started.body.document.id);
    await s3.send(new PutObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET!, Key: key, Body: 'x'.repeat(101), ContentType: 'text/plain' }));
    expect((await processDoc(userId, started.body.document.id)).body.document.processing_error).toContain('does not match');
    for (const answer of [await getDownload(userId, started.body.document.id), await getText(userId, started.body.document.id)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.body.error?.code).toBe('document.no_file');
    }
  });

  it('answers 404 on both routes for a deleted document, and its old link no longer gives the file', async () => {
    const userId = await newUser();
    const id = await uploadBytes(userId, 'gone.txt', utf8('Soon gone.'));
    const link = (await getDownload(userId, id)).body.download.url;
    expect((await deleteDoc(userId, id)).statusCode).toBe(204);
    expect((await getDownload(userId, id)).statusCode).toBe(404);
    expect((await getText(userId, id)).statusCode).toBe(404);
    expect((await fetch(link)).status).toBe(404);
  });
});

describe("another user's document", () => {
  it('answers 404 document.not_found on both routes, with no link and no text, exactly as for an id that matches nothing', async () => {
    const owner = await newUser();
    const id = await uploadBytes(owner, 'mine.txt', utf8('My private notes.'));
    const stranger = await newUser();
    for (const answer of [await getDownload(stranger, id), await getText(stranger, id)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'document.not_found', message: 'Document not found' } });
    }
    const nothing = await getDownload(stranger, '01J0000000000000000000000Z');
    expect(nothing.body).toEqual({ error: { code: 'document.not_found', message: 'Document not found' } });
    expect((await getText(owner, id)).body.text).toBe('My private notes.');
  });

  it('is refused through the gateway with a real token of another account, while the owner gets it', async () => {
    const [owner, stranger] = await Promise.all([signedInUser(), signedInUser()]);
    const id = await uploadBytes(owner.userId, 'mine.txt', utf8('My private notes.'));
    for (const path of [`/api/documents/${id}`, `/api/documents/${id}/text`]) {
      const refused = await fetch(`${appUrl}${path}`, { headers: { authorization: stranger.idToken } });
      expect(refused.status, path).toBe(404);
      expect(await refused.json()).toEqual({ error: { code: 'document.not_found', message: 'Document not found' } });
      const allowed = await fetch(`${appUrl}${path}`, { headers: { authorization: owner.idToken } });
      expect(allowed.status, path).toBe(200);
    }
  });
});
