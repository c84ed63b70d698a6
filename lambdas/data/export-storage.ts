import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { parseEnv } from '../shared/env';
import { EXPORTS_PREFIX } from './object-prefixes';
import { s3 } from './storage';

const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1), DOCUMENTS_BUCKET: z.string().min(1) });

/** How long a download link works; the status route makes a fresh one on every read. */
export const EXPORT_LINK_SECONDS = 15 * 60;

export const exportObjectKey = (userId: string, exportId: string) => `${EXPORTS_PREFIX}${userId}/${exportId}.zip`;

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

/** Removes a zip nobody may download any more (its export was superseded, or its account deleted, as it finished). */
export const deleteExport = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key }));
};

/** A presigned GET of the zip that downloads under `fileName` rather than the object's key. */
export const presignExportDownload = async (key: string, fileName: string) => {
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"` }),
    { expiresIn: EXPORT_LINK_SECONDS },
  );
  return { url, expiresAt: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000).toISOString() };
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
