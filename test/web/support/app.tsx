import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue, type AuthState } from '@/lib/auth/auth-context';
import { ApiError, request } from '@/lib/api-client';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (body: unknown, path: string) => unknown;

/**
 * The API edge for web tests: each test file mocks `request` of `@/lib/api-client`, and this routes its calls
 * by "METHOD /path" (query string ignored) to handlers (GET /voices answers one voice unless the test says otherwise), parsing answers with the real contract schema. A handler
 * may throw an ApiError (an error answer) or return a promise it controls.
 */
/** What every signed-in page may ask besides its own routes: an account from before voices has one (docs/voices.md). */
const COMMON_ROUTES: Record<string, Handler> = {
  'GET /voices': () => ({ voices: [{ id: 'default', name: 'My voice', created_at: null, documents: 0 }], last_used_voice_id: null }),
};

export const fakeApi = (routes: Record<string, Handler>) => {
  const calls: { method: Method; path: string; body: unknown; headers?: Record<string, string> }[] = [];
  vi.mocked(request).mockImplementation(async (method, path, schema, body, headers) => {
    calls.push({ method, path, body, headers });
    const handler = routes[`${method} ${path.split('?')[0]}`] ?? COMMON_ROUTES[`${method} ${path.split('?')[0]}`];
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

/** An auth context in the given state (signed in as creator@example.com). */
export const authIn = (status: AuthState['status']): AuthContextValue => ({
  state: status === 'signedIn' ? { status, user: { userId: 'user-1', email: 'creator@example.com' } } : { status, user: null },
  refresh: vi.fn(),
  signOut: vi.fn(async () => undefined),
});

/** Renders routes at a path with a fresh query client and the given auth (signed in by default), optionally in StrictMode. */
export const renderRoutes = (routes: RouteObject[], path: string, options: { auth?: AuthContextValue; strict?: boolean } = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const auth = options.auth ?? authIn('signedIn');
  const tree = (value: AuthContextValue) => {
    const app = (
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={value}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>
    );
    return options.strict ? <StrictMode>{app}</StrictMode> : app;
  };
  const view = render(tree(auth));
  return { ...view, router, queryClient, auth, setAuth: (value: AuthContextValue) => view.rerender(tree(value)) };
};

/** Renders one page or component inside a memory router, for what only needs its links to resolve. */
export const renderInRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
