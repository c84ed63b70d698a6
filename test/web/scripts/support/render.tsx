import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { ApiError, request } from '@/lib/api-client';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Handler = (body: unknown, path: string) => unknown;

/**
 * The API edge for these tests: each test file mocks `request` of `@/lib/api-client`, and this routes its
 * calls by "METHOD /path" (query string ignored) to handlers, parsing answers with the real contract schema.
 * A handler may throw an ApiError (an error answer) or return a promise it controls.
 */
export const fakeApi = (routes: Record<string, Handler>) => {
  const calls: { method: Method; path: string; body: unknown; headers?: Record<string, string> }[] = [];
  vi.mocked(request).mockImplementation(async (method, path, schema, body, headers) => {
    calls.push({ method, path, body, headers });
    const handler = routes[`${method} ${path.split('?')[0]}`];
    if (!handler) throw new ApiError(404, 'route.not_found', `No fake for ${method} ${path}`);
    return schema.parse(await handler(body, path));
  });
  return { calls, callsTo: (method: Method, path: string) => calls.filter((call) => call.method === method && call.path.split('?')[0] === path) };
};

/** A promise the test settles when it wants, to hold a screen in its working state. */
export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

export const signedInAuth = (): AuthContextValue => ({
  state: { status: 'signedIn', user: { userId: 'user-1', email: 'creator@example.com' } },
  refresh: vi.fn(),
  signOut: vi.fn(async () => undefined),
});

/** Renders routes at a path inside a fresh query client and a signed-in auth context. */
export const renderRoutes = (routes: RouteObject[], path: string, auth: AuthContextValue = signedInAuth()) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, auth };
};
