import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { GENERATION_STREAM_CONTENT_TYPE, type PlanEvent, generationEventSchema } from '@contracts/generation-stream';
import { type GenerateScriptBody, type Script, generateScriptResponseSchema } from '@contracts/scripts';
import { ApiError, apiErrorOf, apiFetch } from '@/lib/api-client';
import { readNdjson } from '@/lib/ndjson';
import { SCRIPTS_QUERY_KEY } from './list-scripts';
import { VOICES_QUERY_KEY } from '@/lib/voices';

export interface GenerateScriptRequest {
  body: GenerateScriptBody;
  /** One key per submission: a retried request is recognised by the server and charged once. */
  idempotencyKey: string;
}

/** What the page is told while a script is written (docs/streaming.md). */
export interface GenerationWatcher {
  /** The plan, at once; again if a retry has to write the script afresh. */
  planned(plan: PlanEvent): void;
  /** The next piece of the script's markdown. */
  wrote(text: string): void;
}

/** The connection went before the server said done or error: the generation may still be running or finished. */
export class ConnectionLostError extends Error {
  constructor() {
    super('The connection was lost while the script was being written');
    this.name = 'ConnectionLostError';
  }
}

export const isAbortError = (error: unknown) => error instanceof Error && error.name === 'AbortError';

const RETRY_DELAY_MS = 300;

const lostUnlessAborted = (error: unknown): never => {
  throw isAbortError(error) ? error : new ConnectionLostError();
};

const attempt = async ({ body, idempotencyKey }: GenerateScriptRequest, watcher: GenerationWatcher, signal?: AbortSignal): Promise<Script> => {
  const response = await apiFetch(
    'POST',
    '/scripts',
    body,
    { accept: GENERATION_STREAM_CONTENT_TYPE, 'idempotency-key': idempotencyKey },
    signal,
  ).catch(lostUnlessAborted);
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  // A server that does not stream answers the whole script as one JSON document.
  if (!response.headers.get('content-type')?.includes(GENERATION_STREAM_CONTENT_TYPE) || !response.body) {
    return generateScriptResponseSchema.parse(await response.json()).script;
  }
  for await (const event of readNdjson(response.body, generationEventSchema, lostUnlessAborted)) {
    if (event.type === 'plan') watcher.planned(event);
    else if (event.type === 'text') watcher.wrote(event.text);
    else if (event.type === 'done') return event.script;
    else throw new ApiError(response.status, event.error.code, event.error.message);
  }
  throw new ConnectionLostError();
};

/**
 * Generates a script (1 credit) over the streamed route, telling the watcher the plan and each piece of text.
 * Resolves with the stored script; rejects with an ApiError for a JSON error answer or an error event. A lost
 * connection is retried once with the same Idempotency-Key: the server answers `done` alone for a finished
 * script, 409 `generation.in_progress` while it is still writing, and never charges the key twice.
 */
export const streamGeneration = async (request: GenerateScriptRequest, watcher: GenerationWatcher, signal?: AbortSignal): Promise<Script> => {
  try {
    return await attempt(request, watcher, signal);
  } catch (error) {
    if (!(error instanceof ConnectionLostError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    signal?.throwIfAborted();
    return attempt(request, watcher, signal);
  }
};

/** The script as it is being written: its plan and the markdown so far. */
export interface LiveDraft {
  plan: PlanEvent;
  markdown: string;
}

/**
 * Generates a script over the stream and keeps the live draft while it is written; marks the script lists stale
 * on success. Leaving the page stops reading (the server still finishes and stores the script).
 */
export const useGenerationStream = () => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<LiveDraft | null>(null);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (request: GenerateScriptRequest) => {
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      setDraft(null);
      return streamGeneration(
        request,
        {
          planned: (plan) => setDraft({ plan, markdown: '' }),
          wrote: (text) => setDraft((current) => current && { ...current, markdown: current.markdown + text }),
        },
        controller.signal,
      );
    },
    // The voice it was written in is now the last used (docs/voices.md).
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: VOICES_QUERY_KEY })]),
    onError: () => setDraft(null),
  });

  return { generate: mutation.mutateAsync, draft };
};
