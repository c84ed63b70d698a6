import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler as deleteHandler } from '../../../lambdas/api/documents/delete-document';
import { handler as listHandler } from '../../../lambdas/api/documents/list-documents';
import { handler as processHandler } from '../../../lambdas/api/documents/process-document';
import { handler as uploadHandler } from '../../../lambdas/api/documents/upload-document';
import type { ListDocumentsResponse, UploadDocumentResponse, UserDocument } from '../../../lambdas/contracts/documents';
import { TABLE_NAME, db } from '../../../lambdas/data/client';
import { listDocumentRecords } from '../../../lambdas/data/document-repo';
import { Keys } from '../../../lambdas/data/keys';
import { getOrCreateProfile, getProfile } from '../../../lambdas/data/profile-repo';
import { s3 } from '../../../lambdas/data/storage';
import { apiEvent, invoke } from './api-event';

type ErrorBody = { error?: { code: string; message: string } };

export const newUser = async (usedBytes = 0) => {
  const userId = randomUUID();
  await getOrCreateProfile(userId, null);
  if (usedBytes) {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: Keys.profile(userId),
        UpdateExpression: 'SET total_storage_used = :used',
        ExpressionAttributeValues: { ':used': usedBytes },
      }),
    );
  }
  return userId;
};

export const requestUpload = (userId: string, name: string, size: number) =>
  invoke<UploadDocumentResponse & ErrorBody>(uploadHandler, apiEvent({ userId, method: 'POST', path: '/api/documents', body: { name, size } }));

/** Sends the bytes where the presigned upload says, as the browser does. */
export const sendFile = async (upload: UploadDocumentResponse['upload'], content: Uint8Array | string) => {
  const response = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: typeof content === 'string' ? content : Buffer.from(content) });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
};

export const processDoc = (userId: string, id: string) =>
  invoke<{ document: UserDocument } & ErrorBody>(processHandler, apiEvent({ userId, method: 'POST', pathParameters: { id } }));

export const deleteDoc = (userId: string, id: string) => invoke(deleteHandler, apiEvent({ userId, method: 'DELETE', pathParameters: { id } }));

export const listDocs = (userId: string) => invoke<ListDocumentsResponse>(listHandler, apiEvent({ userId }));

/** Uploads and processes a text file end to end. */
export const uploadText = async (userId: string, name: string, text: string) => {
  const bytes = new TextEncoder().encode(text);
  const started = await requestUpload(userId, name, bytes.length);
  if (started.statusCode !== 201) throw new Error(`upload refused: ${JSON.stringify(started.body)}`);
  await sendFile(started.body.upload, bytes);
  return (await processDoc(userId, started.body.document.id)).body.document;
};

/** The usage counter and the sum of what the rows hold: they must always be equal. */
export const usageOf = async (userId: string) => ({
  counter: (await getProfile(userId))!.total_storage_used,
  rows: (await listDocumentRecords(userId)).reduce((sum, record) => sum + record.stored_bytes, 0),
});

export const srt = (cues: { start: number; end: number; text: string }[]) =>
  cues
    .map((cue, i) => {
      const time = (seconds: number) => {
        const ms = Math.round(seconds * 1000);
        const pad = (value: number, width = 2) => String(value).padStart(width, '0');
        return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
      };
      return `${i + 1}\n${time(cue.start)} --> ${time(cue.end)}\n${cue.text}\n`;
    })
    .join('\n');

/** Every object the user has in the documents bucket: uploads, documents, passages and the voice sample. */
export const documentFilesOf = async (userId: string) => {
  const folders = ['uploads/pending', 'documents', 'passages', 'voice'];
  const pages = await Promise.all(
    folders.map((folder) => s3.send(new ListObjectsV2Command({ Bucket: process.env.DOCUMENTS_BUCKET!, Prefix: `${folder}/${userId}/` }))),
  );
  return pages.flatMap((page) => (page.Contents ?? []).map((object) => object.Key!)).sort();
};
