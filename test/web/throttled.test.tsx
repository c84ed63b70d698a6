import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GenerateRoute from '@/app/routes/generate';
import PricingRoute from '@/app/routes/pricing';
import { leaveForCheckout } from '@/features/pricing/utils/leave-for-checkout';
import { renderRoutes } from './support/app';
import { spyOnToasts } from './support/toasts';
import { PACKAGES } from './pricing/support/fixtures';
import { aMe } from './scripts/support/fixtures';

// The real api-client over a stubbed fetch: the server's 429 answer travels the whole way to the toast.
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));
vi.mock('@/features/pricing/utils/leave-for-checkout', () => ({ leaveForCheckout: vi.fn() }));

const MESSAGE = 'Too many requests. Please wait 42 seconds and try again.';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The API as the browser sees it: `METHOD /path` → answer; the costly route answers the rate limit's 429. */
const stubNetwork = (answers: Record<string, () => Response>) => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(route);
      return answers[route]?.() ?? json(404, { error: { code: 'route.not_found', message: 'Not found' } });
    }),
  );
  return calls;
};
const throttled = () => json(429, { error: { code: 'request.throttled', message: MESSAGE } }, { 'retry-after': '42' });

const toasts = spyOnToasts();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a per-user rate limit answer (429) in the browser', () => {
  it("on /generate: toasts 'Error' with the server's wait message once, without retrying, and keeps the form", async () => {
    const calls = stubNetwork({ 'GET /api/me': () => json(200, aMe(3)), 'POST /api/scripts': throttled });
    const user = userEvent.setup();
    renderRoutes([{ path: '/generate', element: <GenerateRoute /> }], '/generate');
    await waitFor(() => expect(screen.getByTestId('credits-remaining')).toHaveTextContent('3 script(s) remaining'));
    await user.type(screen.getByLabelText('Topic/Subject'), 'How to prune tomatoes');
    await user.selectOptions(screen.getByLabelText('Platform'), 'YouTube');
    await user.selectOptions(screen.getByLabelText('Duration'), '3 minutes');
    await user.selectOptions(screen.getByLabelText('Tone'), 'Educational');
    await user.click(screen.getByRole('button', { name: 'Generate Script' }));

    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', MESSAGE));
    expect(toasts.failure).toHaveBeenCalledTimes(1);
    expect(toasts.success).not.toHaveBeenCalled();
    expect(calls.filter((call) => call === 'POST /api/scripts')).toHaveLength(1);
    expect(screen.getByLabelText('Topic/Subject')).toHaveValue('How to prune tomatoes');
    expect(screen.getByRole('button', { name: 'Generate Script' })).toBeEnabled();
  });

  it("on /pricing: toasts 'Error creating checkout' with the server's wait message and never leaves for checkout", async () => {
    stubNetwork({ 'GET /api/packages': () => json(200, { packages: PACKAGES }), 'POST /api/checkout': throttled });
    renderRoutes([{ path: '/pricing', element: <PricingRoute /> }], '/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Starter' }));

    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error creating checkout', MESSAGE));
    expect(leaveForCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Purchase Starter' })).toBeEnabled();
  });
});
