import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { parseEnv } from '../shared/env';
import { EXPORTS_PREFIX } from './object-prefixes';
import { s3 } from './storage';

const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1) });

/** How long a download link works; the status route makes a fresh one on every read. */
export const EXPORT_LINK_SECONDS = 15 * 60;

export const exportObjectKey = (userId: string, exportId: string) => `${EXPORTS_PREFIX}${userId}/${exportId}.zip`;

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
