import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { parseEnv } from '../shared/env';
import { tracer } from '../shared/observability';

/** Built once per cold start; the endpoint comes from `AWS_ENDPOINT_URL_S3` locally. */
export const s3 = tracer.captureAWSv3Client(new S3Client({}));

const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1) });

/** Server-made key of a script's markdown: nothing in it comes from the client. */
export const scriptBodyKey = (userId: string, scriptId: string) => `scripts/${userId}/${scriptId}.md`;

/** Server-made key of one later version's markdown (the first version keeps the script's own key). */
export const scriptVersionKey = (userId: string, scriptId: string, versionId: string) => `scripts/${userId}/${scriptId}/${versionId}.md`;

export const putScriptBody = async (key: string, markdown: string): Promise<void> => {
  await s3.send(
    new PutObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key, Body: markdown, ContentType: 'text/markdown; charset=utf-8' }),
  );
};

export const getScriptBody = async (key: string): Promise<string> => {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key }));
  return (await Body?.transformToString('utf-8')) ?? '';
};

export const deleteScriptBody = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key }));
};

/** Server-made prefix of everything a script keeps besides its first version: later versions, its material. */
export const scriptFolderPrefix = (userId: string, scriptId: string) => `scripts/${userId}/${scriptId}/`;

const exists = async (key: string) => {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
};

/** Every stored object of a script: its first version's markdown and whatever is under its own folder. */
export const listScriptFiles = async (userId: string, scriptId: string): Promise<string[]> => {
  const keys: string[] = (await exists(scriptBodyKey(userId, scriptId))) ? [scriptBodyKey(userId, scriptId)] : [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: env.SCRIPTS_BUCKET, Prefix: scriptFolderPrefix(userId, scriptId), ContinuationToken }));
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys;
};

/** Deletes these objects of the scripts bucket (a missing one is no error). */
export const deleteScriptFiles = async (keys: readonly string[]): Promise<void> => {
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += 1000) {
    const { Errors } = await s3.send(
      new DeleteObjectsCommand({ Bucket: env.SCRIPTS_BUCKET, Delete: { Objects: unique.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
    );
    if (Errors?.length) throw new Error(`${Errors.length} script files could not be deleted: ${Errors[0]?.Code ?? ''} ${Errors[0]?.Key ?? ''}`);
  }
};
