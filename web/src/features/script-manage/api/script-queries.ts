import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Every script query of the app (the dashboard's list, the library, a script's page) has a key starting here. */
const SCRIPTS_KEY = ['scripts'] as const;

/**
 * A script was renamed, copied or deleted: the dashboard, the library, search and its page read it again. A deleted
 * script's own queries (`gone`) are left alone: reading it again could only answer 404 while its page is still open.
 */
export const refreshScripts = (queryClient: QueryClient, gone?: string) =>
  queryClient.invalidateQueries({ queryKey: SCRIPTS_KEY, predicate: (query) => gone === undefined || !query.queryKey.includes(gone) });

/** What a failure toast says: the server's own words for a refusal (403, 404, 400), else the action's fallback. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'http.error' ? error.message : fallback;
