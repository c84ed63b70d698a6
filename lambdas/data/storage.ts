import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
