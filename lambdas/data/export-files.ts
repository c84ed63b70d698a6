import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import * as z from 'zod';
import { parseEnv } from '../shared/env';
import { s3 } from './storage';

// The export worker's reads and its upload; the routes that start or report an export bundle export-storage.ts only.
const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1), DOCUMENTS_BUCKET: z.string().min(1) });

/**
 * Streams a zip into S3 as a multipart upload: two 5 MB parts in flight at most, so the archive never sits in
 * memory whatever its size. Resolves once S3 has the whole object.
 */
export const uploadExport = async (key: string, body: Readable): Promise<void> => {
  const upload = new Upload({
    client: s3,
    params: { Bucket: env.SCRIPTS_BUCKET, Key: key, Body: body, ContentType: 'application/zip' },
    partSize: 5 * 1024 * 1024,
    queueSize: 2,
    leavePartsOnError: false,
  });
  await upload.done();
};

const openObject = async (bucket: string, key: string): Promise<Readable | null> => {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return (Body as Readable | undefined) ?? null;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
};

/** A stored script text as a stream, or null when its file is gone. */
export const openScriptFile = (key: string) => openObject(env.SCRIPTS_BUCKET, key);

/** An uploaded document's original bytes as a stream, or null when its file is gone. */
export const openDocumentFile = (key: string) => openObject(env.DOCUMENTS_BUCKET, key);
