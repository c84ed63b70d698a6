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

/**
 * The one way the web app calls the API: adds the Cognito ID token, parses the answer with the shared
 * contract schema, and turns every error answer into an ApiError with the server's message.
 */
export const request = async <S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  responseSchema: S,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<z.output<S>> => {
  const token = await currentIdToken().catch(() => undefined);
  const response = await fetch(`${runtimeConfig().apiBaseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(payload);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(response.status, 'http.error', `Request failed (${response.status})`);
  }
  return responseSchema.parse(payload);
};
