import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { type Material, materialSchema } from '../contracts/material';
import { parseEnv } from '../shared/env';
import { s3 } from './storage';

const env = parseEnv({ SCRIPTS_BUCKET: z.string().min(1) });

/**
 * Server-made key of the material a script was written from (key points, stories, sources with their read text).
 * It sits under the script's own prefix in the scripts bucket, so account deletion removes it with the script's
 * files, and it never counts against the documents quota; its size is bounded by the material's limits (about
 * 110,000 characters at most).
 */
export const scriptMaterialKey = (userId: string, scriptId: string) => `scripts/${userId}/${scriptId}/material.json`;

export const putScriptMaterial = async (key: string, material: Material): Promise<void> => {
  await s3.send(
    new PutObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key, Body: JSON.stringify(material), ContentType: 'application/json; charset=utf-8' }),
  );
};

/** The material stored at `key`, or null when there is none (a script written before material existed). */
export const getScriptMaterial = async (key: string): Promise<Material | null> => {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: env.SCRIPTS_BUCKET, Key: key }));
    return materialSchema.parse(JSON.parse((await Body?.transformToString('utf-8')) ?? 'null'));
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
};
