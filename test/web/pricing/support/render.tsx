import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { CreditPackage } from '@contracts/packages';
import { AuthContext, type AuthContextValue, type AuthState } from '@/lib/auth/auth-context';

export const PACKAGES: CreditPackage[] = [
  { id: 'starter', name: 'Starter', credits: 10, price_cents: 900, stripe_price_id: 'price_starter', badge_text: null, sort_order: 1, is_active: true },
  { id: 'creator', name: 'Creator', credits: 50, price_cents: 3900, stripe_price_id: 'price_creator', badge_text: 'Most Popular', sort_order: 2, is_active: true },
  { id: 'studio', name: 'Studio', credits: 150, price_cents: 9900, stripe_price_id: 'price_studio', badge_text: 'Best Value', sort_order: 3, is_active: true },
];

export const authIn = (status: AuthState['status']): AuthContextValue => ({
  state: status === 'signedIn' ? { status, user: { userId: 'user-1', email: 'creator@example.com' } } : { status, user: null },
  refresh: vi.fn(),
  signOut: vi.fn(async () => undefined),
});

/** A promise the test settles when it wants. */
export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** Renders routes at a path with a fresh query client and the given auth, optionally in StrictMode. */
export const renderAt = (
  routes: RouteObject[],
  path: string,
  options: { auth?: AuthContextValue; strict?: boolean } = {},
) => {
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
  return { ...view, router, queryClient, setAuth: (value: AuthContextValue) => view.rerender(tree(value)) };
};
