import * as z from 'zod';
import { type WriterPrompt, buildPrompt } from '../../domain/scripts/prompt';
import { buildRewritePrompt } from '../../domain/scripts/rewrite-prompt';
import { buildExtrasPrompt, parseExtrasAnswer } from '../../domain/scripts/extras-prompt';
import { countWords } from '../../contracts/script-text';
import type { ScriptWriter, WriteOptions } from '../../domain/scripts/plan-types';
import { EXTRAS_WORDS, maxTokensFor } from './bedrock-writer';
import { tooShortWhenCut, WriterError } from '../../domain/scripts/writers/writer-error';

// As long as the Bedrock writer allows: a local model writing a 10-minute script is slow.
const DEFAULT_TIMEOUT_MS = 240_000;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

export interface OpenAiWriterOptions {
  /** The API root, e.g. `http://127.0.0.1:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A writer for any OpenAI-compatible chat-completions server (OpenAI, a local model server), one non-streaming call:
 * the whole answer reaches `onText` at once (servers differ too much in how they stream to rely on it).
 */
export const createOpenAiWriter = ({ baseUrl, model, apiKey, timeoutMs = DEFAULT_TIMEOUT_MS, fetch: fetcher = fetch }: OpenAiWriterOptions): ScriptWriter => {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  /** One call: its text, checked (refused, empty, cut off short). */
  const answer = async ({ system, user }: WriterPrompt, wordBudget: number, { onText, signal: stop }: WriteOptions): Promise<string> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = stop ? AbortSignal.any([stop, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          max_tokens: maxTokensFor(wordBudget),
          temperature: 0.7,
          stream: false,
        }),
        signal,
      });
    } catch (error) {
      if (stop?.aborted) throw new WriterError('openai', 'stopped', 'The generation was stopped', { cause: error });
      if (signal.aborted) throw new WriterError('openai', 'timeout', 'The chat-completions server did not answer in time', { cause: error });
      throw new WriterError('openai', 'request', `The chat-completions server is unreachable: ${String(error)}`, { cause: error });
    }
    const raw = await response.text().catch((error: unknown) => {
      throw new WriterError('openai', signal.aborted ? 'timeout' : 'request', 'The chat-completions answer was cut off', { cause: error });
    });
    if (!response.ok) {
      throw new WriterError('openai', 'request', `The chat-completions server answered ${response.status}: ${raw.slice(0, 200)}`);
    }
    const parsed = completionSchema.safeParse(safeJson(raw));
    if (!parsed.success) throw new WriterError('openai', 'request', 'The chat-completions answer is not in the expected shape');

    const [choice] = parsed.data.choices;
    const script = choice?.message.content?.trim() ?? '';
    if (choice?.finish_reason === 'content_filter') throw new WriterError('openai', 'refused', 'The model stopped the answer (content_filter)');
    if (!script) throw new WriterError('openai', 'empty', 'The model answered with no text');
    const words = countWords(script);
    if (choice?.finish_reason === 'length' && tooShortWhenCut(words, wordBudget)) {
      throw new WriterError('openai', 'truncated', `The model hit its token limit after ${words} of ${wordBudget} words`);
    }
    onText?.(script);
    return script;
  };

  return {
    name: 'openai',
    write: (plan, options = {}) => answer(buildPrompt(plan), plan.wordBudget, options),
    // Three alternatives are three answers in one: room for each.
    rewrite: (request, options = {}) => answer(buildRewritePrompt(request), request.targetWords * request.alternatives, options),
    // The hooks and post are a short JSON answer: room for the two hooks and the description, never streamed to the page.
    extras: async (request, { signal } = {}) => parseExtrasAnswer(await answer(buildExtrasPrompt(request), EXTRAS_WORDS, { signal })),
  };
};

const safeJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};
