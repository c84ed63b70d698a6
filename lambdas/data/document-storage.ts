import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { DEFAULT_VOICE_ID } from '../contracts/voices';
import { parseEnv } from '../shared/env';
import { MalformedItemError, parseItem } from './parse-item';
import { s3 } from './storage';

const env = parseEnv({ DOCUMENTS_BUCKET: z.string().min(1) });

/** A voice's folder: the default voice's is the one written before voices existed (docs/voices.md). */
const voiceFolder = (userId: string, voiceId: string) => (voiceId === DEFAULT_VOICE_ID ? `voice/${userId}/` : `voice/${userId}/${voiceId}/`);

/** How long the browser has to start sending the file. */
export const UPLOAD_WINDOW_SECONDS = 15 * 60;

/**
 * Server-made keys only: the file's name never reaches a key. Uploads land under `uploads/pending/`,
 * which the bucket's lifecycle rule empties after a day, and move to `documents/` once processed.
 */
export const DocumentKeys = {
  pending: (userId: string, documentId: string) => `uploads/pending/${userId}/${documentId}`,
  stored: (userId: string, documentId: string) => `documents/${userId}/${documentId}`,
  passages: (userId: string, documentId: string) => `passages/${userId}/${documentId}.json`,
  voicePassages: (userId: string, voiceId: string = DEFAULT_VOICE_ID) => `${voiceFolder(userId, voiceId)}passages.json`,
  /** The hashed 8-word shingles of the user's passages, beside the profile (docs/voice-engine.md, "Copies do not count"). */
  voiceShingles: (userId: string, voiceId: string = DEFAULT_VOICE_ID) => `${voiceFolder(userId, voiceId)}shingles.bin`,
};

/** A presigned PUT bound to one key and one size: S3 refuses a body of any other length. */
export const presignUpload = async (key: string, size: number) => {
  const url = await getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key, ContentLength: size, ContentType: 'text/plain' }),
    { expiresIn: UPLOAD_WINDOW_SECONDS, signableHeaders: new Set(['content-length', 'content-type']) },
  );
  return {
    url,
    method: 'PUT' as const,
    headers: { 'content-type': 'text/plain' },
    expiresAt: new Date(Date.now() + UPLOAD_WINDOW_SECONDS * 1000).toISOString(),
  };
};

/** How long a document's download link works: the browser fetches it at once. */
export const DOWNLOAD_LINK_SECONDS = 120;

/** A presigned GET of one stored file, answered with this Content-Disposition (attachment, the file's own name). */
export const presignDownload = async (key: string, contentDisposition: string) => {
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key, ResponseContentDisposition: contentDisposition }),
    { expiresIn: DOWNLOAD_LINK_SECONDS },
  );
  return { url, expiresAt: new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000).toISOString() };
};

/** The stored object's real size, or null when nothing arrived. */
export const storedSize = async (key: string): Promise<number | null> => {
  try {
    const { ContentLength } = await s3.send(new HeadObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key }));
    return ContentLength ?? 0;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
};

/** The object was not there (any more): a concurrent delete or move took it. */
export class StoredObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at ${key}`);
  }
}

const isNoSuchKey = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

export const readObject = async (key: string): Promise<Uint8Array> => {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key }));
    return (await Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (isNoSuchKey(error)) throw new StoredObjectMissingError(key);
    throw error;
  }
};

/** A file the server itself writes at an upload's pending key (a script added to the creator's voice). */
export const writeObject = async (key: string, bytes: Uint8Array): Promise<void> => {
  await s3.send(new PutObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key, Body: bytes, ContentType: 'text/plain; charset=utf-8' }));
};

export const moveObject = async (from: string, to: string): Promise<void> => {
  try {
    await s3.send(new CopyObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, CopySource: `${env.DOCUMENTS_BUCKET}/${from}`, Key: to }));
  } catch (error) {
    if (isNoSuchKey(error)) throw new StoredObjectMissingError(from);
    throw error;
  }
  await deleteObjects([from]);
};

export const deleteObjects = async (keys: string[]): Promise<void> => {
  if (keys.length === 0) return;
  await s3.send(new DeleteObjectsCommand({ Bucket: env.DOCUMENTS_BUCKET, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
};

const passagesSchema = z.array(z.string());

const parseJson = (text: string, what: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedItemError(what, 'not JSON');
  }
};

export const writePassages = async (key: string, passages: string[]): Promise<void> => {
  await s3.send(new PutObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key, Body: JSON.stringify(passages), ContentType: 'application/json' }));
};

/** Reads a list of passages written by writePassages, or null when there is none. */
export const readPassages = async (key: string): Promise<string[] | null> => {
  try {
    const what = `passages at ${key}`;
    return parseItem(passagesSchema, parseJson(new TextDecoder().decode(await readObject(key)), what), what);
  } catch (error) {
    if (error instanceof StoredObjectMissingError) return null;
    throw error;
  }
};

export const writeBinary = async (key: string, bytes: Uint8Array): Promise<void> => {
  await s3.send(new PutObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key, Body: bytes, ContentType: 'application/octet-stream' }));
};

/** The bytes stored at `key`, or null when there is nothing there. */
export const readBinary = async (key: string): Promise<Uint8Array | null> => {
  try {
    return await readObject(key);
  } catch (error) {
    if (error instanceof StoredObjectMissingError) return null;
    throw error;
  }
};
