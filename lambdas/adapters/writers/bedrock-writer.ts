import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type BedrockRuntimeClientConfig,
  type StopReason,
  type TokenUsage,
} from '@aws-sdk/client-bedrock-runtime';
import { logger } from '../../shared/logger';
import { recordMetric, tracer } from '../../shared/observability';
import { type WriterPrompt, buildPrompt } from '../../domain/scripts/prompt';
import { buildRewritePrompt } from '../../domain/scripts/rewrite-prompt';
import { buildExtrasPrompt, parseExtrasAnswer } from '../../domain/scripts/extras-prompt';
import { countWords } from '../../contracts/script-text';
import type { ScriptWriter, WriteOptions } from '../../domain/scripts/plan-types';
import { tooShortWhenCut, WriterError } from '../../domain/scripts/writers/writer-error';

const MAX_TOKENS_CAP = 8192;
/** What an extras answer is sized for, in words (maxTokensFor): two hooks, five titles and a description. */
export const EXTRAS_WORDS = 600;
// The generate Lambda streams and runs for up to 5 minutes (lib/constructs/api.ts); giving up a minute earlier
// leaves time to refund the credit. The longest script (10+ minutes, about 2,000 words) takes 30-90 s.
export const DEFAULT_TIMEOUT_MS = 240_000;

/** Room for about two tokens a word plus the markdown headings, capped at what every Bedrock chat model accepts. */
export const maxTokensFor = (wordBudget: number): number => Math.min(MAX_TOKENS_CAP, Math.round(wordBudget * 2 + 400));

/** A Bedrock Runtime client with three attempts, so a throttled request is retried; region and endpoint come from the environment unless overridden. */
export const createBedrockClient = (config: BedrockRuntimeClientConfig = {}): BedrockRuntimeClient =>
  tracer.captureAWSv3Client(new BedrockRuntimeClient({ maxAttempts: 3, ...config }));

let sharedClient: BedrockRuntimeClient | undefined;
// Built on first use rather than at import, so importing the writer never needs a region.
const defaultClient = () => (sharedClient ??= createBedrockClient());

export interface BedrockWriterOptions {
  modelId: string;
  client?: BedrockRuntimeClient;
  /** Abort the whole call (retries included) after this long; default 4 minutes. */
  timeoutMs?: number;
}

interface StreamResult {
  text: string;
  stopReason: StopReason | undefined;
  usage: TokenUsage | undefined;
}

/** The Bedrock writer: one ConverseStream call with the plan's prompt, the streamed text deltas joined. */
export const createBedrockWriter = ({ modelId, client, timeoutMs = DEFAULT_TIMEOUT_MS }: BedrockWriterOptions): ScriptWriter => {
  const converse = async ({ system, user }: WriterPrompt, words: number, signal: AbortSignal, onText?: WriteOptions['onText']): Promise<StreamResult> => {
    const command = new ConverseStreamCommand({
      modelId,
      system: [{ text: system }],
      messages: [{ role: 'user', content: [{ text: user }] }],
      inferenceConfig: { maxTokens: maxTokensFor(words), temperature: 0.7 },
    });
    const response = await (client ?? defaultClient())
      .send(command, { abortSignal: signal })
      .catch((error: unknown) => {
        throw failure(signal, 'request', `Bedrock refused the request: ${describe(error)}`, error);
      });
    if (!response.stream) throw new WriterError('bedrock', 'empty', 'Bedrock answered without a stream');

    const result: StreamResult = { text: '', stopReason: undefined, usage: undefined };
    try {
      for await (const event of response.stream) {
        const delta = event.contentBlockDelta?.delta?.text;
        if (delta) {
          result.text += delta;
          onText?.(delta);
        }
        else if (event.messageStop) result.stopReason = event.messageStop.stopReason;
        else if (event.metadata) result.usage = event.metadata.usage;
      }
    } catch (error) {
      throw failure(signal, 'stream', `Bedrock stream failed: ${describe(error)}`, error);
    }
    // An aborted or dropped stream ends without an error, so only messageStop proves the answer is whole.
    if (signal.aborted) throw abortFailure(signal);
    if (!result.stopReason) throw new WriterError('bedrock', 'stream', 'Bedrock stream ended before messageStop');
    return result;
  };

  /** One call: its text, checked (refused, empty, cut off short) and its token usage recorded. */
  const answer = async (prompt: WriterPrompt, wordBudget: number, { onText, signal: stop }: WriteOptions): Promise<string> => {
    const signal = stop ? AbortSignal.any([stop, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const { text, stopReason, usage } = await converse(prompt, wordBudget, signal, onText);

    const script = text.trim();
    const words = countWords(script);
    logger.info('Bedrock wrote', { modelId, stopReason, words, wordBudget, inputTokens: usage?.inputTokens, outputTokens: usage?.outputTokens });
    if (usage?.inputTokens !== undefined) recordMetric('ModelInputTokens', usage.inputTokens);
    if (usage?.outputTokens !== undefined) recordMetric('ModelOutputTokens', usage.outputTokens);
    if (stopReason === 'guardrail_intervened' || stopReason === 'content_filtered') {
      throw new WriterError('bedrock', 'refused', `Bedrock stopped the answer (${stopReason})`);
    }
    if (!script) throw new WriterError('bedrock', 'empty', 'Bedrock answered with no text');
    if ((stopReason === 'max_tokens' || stopReason === 'model_context_window_exceeded') && tooShortWhenCut(words, wordBudget)) {
      throw new WriterError('bedrock', 'truncated', `Bedrock hit its token limit after ${words} of ${wordBudget} words`);
    }
    return script;
  };

  return {
    name: 'bedrock',
    write: (plan, options = {}) => answer(buildPrompt(plan), plan.wordBudget, options),
    // Three alternatives are three answers in one: room for each.
    rewrite: (request, options = {}) => answer(buildRewritePrompt(request), request.targetWords * request.alternatives, options),
    // The hooks and post are a short JSON answer: room for the two hooks and the description, never streamed to the page.
    extras: async (request, { signal } = {}) => parseExtrasAnswer(await answer(buildExtrasPrompt(request), EXTRAS_WORDS, { signal })),
  };
};

/** Stopped by the caller, or out of time. */
const abortFailure = (signal: AbortSignal, cause?: unknown) =>
  signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError'
    ? new WriterError('bedrock', 'timeout', 'Bedrock did not finish in time', { cause })
    : new WriterError('bedrock', 'stopped', 'The generation was stopped', { cause });

const failure = (signal: AbortSignal, reason: 'request' | 'stream', message: string, cause: unknown) =>
  signal.aborted ? abortFailure(signal, cause) : new WriterError('bedrock', reason, message, { cause });

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
