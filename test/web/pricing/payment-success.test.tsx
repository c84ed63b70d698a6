import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PaymentSuccessRoute from '@/app/routes/payment-success';
import { ApiError, request } from '@/lib/api-client';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { authIn, deferred, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

type VerifyAnswer = { success: boolean; creditsAdded: number };

/** The signed-in user's profile with this many credits in all. */
const meWith = (total: number) => ({
  userId: 'user-1',
  email: 'creator@example.com',
  credits: { subscription: 3, rollover: 0, purchased: total - 3, total },
  storage: { usedBytes: 0, quotaBytes: 104_857_600 },
  hasProcessedDocument: false,
});

/**
 * Fakes POST /checkout/verify (and GET /me when `me` is given); answers the verify calls made, so a test can count
 * them.
 */
const fakeVerify = (answer: () => Promise<VerifyAnswer> | VerifyAnswer, me?: () => Promise<unknown> | unknown) => {
  const calls: unknown[] = [];
  vi.mocked(request).mockImplementation(async (method, path, schema, body) => {
    if (me && `${method} ${path}` === 'GET /me') return schema.parse(await me());
    if (`${method} ${path}` !== 'POST /checkout/verify') throw new ApiError(404, 'route.not_found', `No fake for ${method} ${path}`);
    calls.push(body);
    return schema.parse(await answer());
  });
  return calls;
};

const renderReturn = (path: string, options: { auth?: AuthContextValue; strict?: boolean } = {}) =>
  renderRoutes(
    [
      { path: '/payment-success', element: <PaymentSuccessRoute /> },
      { path: '/pricing', element: <h1>Pricing page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    path,
    options,
  );

const toasts = spyOnToasts();

describe('/payment-success: the payment return (spec §4)', () => {
  it("without session_id: 'Invalid session' and /pricing, verifying nothing", async () => {
    const calls = fakeVerify(() => ({ success: true, creditsAdded: 50 }));
    renderReturn('/payment-success', { strict: true });
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(toasts.failure).toHaveBeenCalledWith('Invalid session', 'No payment session found.');
    expect(toasts.failure).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it("waits for auth: 'Processing Payment' and no verify call while it is loading", async () => {
    const calls = fakeVerify(() => ({ success: true, creditsAdded: 50 }));
    const view = renderReturn('/payment-success?session_id=cs_test_wait', { auth: authIn('loading') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing Payment' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Processing Payment | ScriptVoice'));
    expect(calls).toEqual([]);

    view.setAuth(authIn('signedIn'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(calls).toEqual([{ sessionId: 'cs_test_wait' }]);
  });

  it("signed out: 'Please log in' and /login, verifying nothing", async () => {
    const calls = fakeVerify(() => ({ success: true, creditsAdded: 50 }));
    renderReturn('/payment-success?session_id=cs_test_out', { auth: authIn('signedOut'), strict: true });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(toasts.failure).toHaveBeenCalledWith('Please log in', 'You need to be logged in to complete this purchase.');
    expect(toasts.failure).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it("verifies, then shows 'Payment Successful' with 'Go to Dashboard' and toasts 'Credits added!' with the count", async () => {
    const answer = deferred<VerifyAnswer>();
    const calls = fakeVerify(() => answer.promise);
    const view = renderReturn('/payment-success?session_id=cs_test_ok');
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing Payment' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Processing payment' })).toBeInTheDocument();

    await act(async () => answer.resolve({ success: true, creditsAdded: 50 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payment Successful | ScriptVoice'));
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(toasts.success).toHaveBeenCalledWith('Credits added!', '50 credits have been added to your account');
    expect(toasts.success).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
    expect(calls).toEqual([{ sessionId: 'cs_test_ok' }]);
  });

  it('shows the new balance, read after the payment was verified: never the balance from before it', async () => {
    const answer = deferred<VerifyAnswer>();
    let balance = 3;
    fakeVerify(
      () => answer.promise,
      () => meWith(balance),
    );
    const view = renderReturn('/payment-success?session_id=cs_test_balance');
    view.queryClient.setQueryData(['me'], meWith(3));
    await screen.findByRole('heading', { level: 1, name: 'Processing Payment' });
    balance = 53;
    await act(async () => answer.resolve({ success: true, creditsAdded: 50 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(await screen.findByText(/Your balance is now/)).toHaveTextContent('Your balance is now 53 credits.');
    expect(screen.getByTestId('new-balance')).toHaveTextContent('53');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('says the dashboard shows the new balance when the profile cannot be read, and keeps the success view', async () => {
    fakeVerify(
      () => ({ success: true, creditsAdded: 10 }),
      () => {
        throw new ApiError(503, 'service.unavailable', 'Service Unavailable');
      },
    );
    renderReturn('/payment-success?session_id=cs_test_nobalance');
    expect(await screen.findByText('Your dashboard shows your new balance.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-balance')).not.toBeInTheDocument();
  });

  it('says "1 credit has" for a single credit', async () => {
    fakeVerify(() => ({ success: true, creditsAdded: 1 }));
    renderReturn('/payment-success?session_id=cs_test_one');
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful' });
    expect(toasts.success).toHaveBeenCalledWith('Credits added!', '1 credit has been added to your account');
  });

  it('calls verify once and toasts once under React StrictMode', async () => {
    const answer = deferred<VerifyAnswer>();
    const calls = fakeVerify(() => answer.promise);
    renderReturn('/payment-success?session_id=cs_test_strict', { strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Processing Payment' });
    await act(async () => answer.resolve({ success: true, creditsAdded: 150 }));
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful' });
    expect(calls).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledTimes(1);
  });

  it('shares one verify call between two mounts of the page for the same session', async () => {
    const answer = deferred<VerifyAnswer>();
    const calls = fakeVerify(() => answer.promise);
    renderReturn('/payment-success?session_id=cs_test_twice');
    renderReturn('/payment-success?session_id=cs_test_twice');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1, name: 'Processing Payment' })).toHaveLength(2));
    await act(async () => answer.resolve({ success: true, creditsAdded: 10 }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1, name: 'Payment Successful' })).toHaveLength(2));
    expect(calls).toHaveLength(1);
  });

  it("on error: 'Error processing payment' with the message, then /pricing", async () => {
    fakeVerify(() => {
      throw new ApiError(403, 'payment.forbidden', 'This payment belongs to another account.');
    });
    renderReturn('/payment-success?session_id=cs_test_theirs', { strict: true });
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(toasts.failure).toHaveBeenCalledWith('Error processing payment', 'This payment belongs to another account.');
    expect(toasts.failure).toHaveBeenCalledTimes(1);
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
