import * as z from 'zod';
import type { ScriptWriter } from '../../domain/scripts/plan-types';
import { createBedrockWriter } from './bedrock-writer';
import { createOpenAiWriter } from './openai-writer';
import { createLocalWriter } from '../../domain/scripts/writers/local-writer';

// CloudFormation and .env files pass unset values as empty strings.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const writerEnvSchema = z
  .object({
    BEDROCK_MODEL_ID: optional(z.string().trim().min(1)),
    OPENAI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    OPENAI_API_KEY: optional(z.string().min(1)),
    OPENAI_MODEL: optional(z.string().trim().min(1)),
  })
  .refine((env) => !env.OPENAI_BASE_URL || env.OPENAI_MODEL, { path: ['OPENAI_MODEL'], message: 'OPENAI_MODEL is required with OPENAI_BASE_URL' });

/** The environment variables that choose a writer. */
export type WriterEnv = Partial<Record<'BEDROCK_MODEL_ID' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL', string>>;

/**
 * Bedrock when `BEDROCK_MODEL_ID` is set, else an OpenAI-compatible server when `OPENAI_BASE_URL` is set, else
 * null (the caller drafts offline with the local writer). Throws on a malformed value, so a bad deploy fails the cold start.
 */
export const selectWriter = (env: WriterEnv = process.env): ScriptWriter | null => {
  const result = writerEnvSchema.safeParse(env);
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid writer environment: ${names}`);
  }
  const config = result.data;
  if (config.BEDROCK_MODEL_ID) return createBedrockWriter({ modelId: config.BEDROCK_MODEL_ID });
  if (config.OPENAI_BASE_URL && config.OPENAI_MODEL) {
    return createOpenAiWriter({ baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, apiKey: config.OPENAI_API_KEY });
  }
  return null;
};

/** Words a second the offline draft is handed out at, so `npm start` streams as a model does (0: at once). */
const localPace = (env: NodeJS.ProcessEnv) => z.coerce.number().min(0).catch(100).parse(env.LOCAL_WRITER_WORDS_PER_SECOND ?? 100);

/** The writer a Lambda uses: Bedrock (or an OpenAI-compatible model) when configured, else the offline draft writer. */
export const configuredWriter = (env: NodeJS.ProcessEnv = process.env): ScriptWriter =>
  selectWriter(env) ?? createLocalWriter({ wordsPerSecond: localPace(env) });
