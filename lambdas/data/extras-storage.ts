import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { type ScriptExtras, scriptExtrasSchema } from '../contracts/script-extras';
import { parseEnv } from '../shared/env';
import { s3 } from './storage';

const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1) });

/**
 * Server-made key of a script's hooks, titles and post (issue 34), under the script's own prefix in the scripts bucket
 * beside its material, so deleting the script or the account removes it with the script's files. A few kilobytes at
 * most (the contract's limits).
 */
export const scriptExtrasKey = (userId: string, scriptId: string) => `scripts/${userId}/${scriptId}/extras.json`;

export const putScriptExtras = async (key: string, extras: ScriptExtras): Promise<void> => {
  await s3.send(
    new PutObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key, Body: JSON.stringify(extras), ContentType: 'application/json; charset=utf-8' }),
  );
};

/** The extras stored at `key`, or null when there are none. */
export const getScriptExtras = async (key: string): Promise<ScriptExtras | null> => {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key }));
    return scriptExtrasSchema.parse(JSON.parse((await Body?.transformToString('utf-8')) ?? 'null'));
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
};
