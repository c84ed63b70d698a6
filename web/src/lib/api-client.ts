import type { z } from 'zod';
import { apiErrorBodySchema } from '@contracts/errors';
import { runtimeConfig } from '@/config/runtime-config';
import { currentIdToken } from './auth/session';

/** A failed API call, carrying the server's status, error code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends one API request with the Cognito ID token (when signed in) and a JSON body; the answer is left unread. */
export const apiFetch = async (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) => {
  const token = await currentIdToken().catch(() => undefined);
  return fetch(`${runtimeConfig().apiBaseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
};

/** The ApiError of an error answer's JSON body, with the server's code and message when the body has them. */
export const apiErrorOf = (status: number, payload: unknown): ApiError => {
  const parsed = apiErrorBodySchema.safeParse(payload);
  return parsed.success
    ? new ApiError(status, parsed.data.error.code, parsed.data.error.message)
    : new ApiError(status, 'http.error', `Request failed (${status})`);
};

/**
 * The one way the web app calls the API: adds the Cognito ID token, parses the answer with the shared
 * contract schema, and turns every error answer into an ApiError with the server's message.
 */
export const request = async <S extends z.ZodType>(
  method: Method,
  path: string,
  responseSchema: S,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<z.output<S>> => {
  const response = await apiFetch(method, path, body, headers);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, payload);
  return responseSchema.parse(payload);
};
