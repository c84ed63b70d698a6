import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession, updatePassword } from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '@contracts/purchases';
import AccountRoute from '@/app/routes/account';
import { ApiError } from '@/lib/api-client';
import { fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => undefined),
  updatePassword: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(),
}));

const toasts = spyOnToasts();

/** The ID token's claims as Amplify hands them over: a Google account's carry the identities claim. */
const sessionWith = (claims: Record<string, unknown>) =>
  vi.mocked(fetchAuthSession).mockResolvedValue({ tokens: { idToken: { payload: { sub: 'user-1', ...claims } } } } as never);

const me = {
  userId: 'user-1',
  email: 'creator@example.com',
  credits: { subscription: 2, rollover: 1, purchased: 50, total: 53 },
  storage: { usedBytes: 0, quotaBytes: 104_857_600 },
  hasProcessedDocument: false,
};

const purchase = (overrides: Partial<Purchase> = {}): Purchase => ({
  id: 'cs_test_creator',
  created_at: '2026-11-20T02:00:00.000Z',
  package_id: 'creator',
  package_name: 'Creator',
  credits: 50,
  amount_cents: 3900,
  currency: 'aud',
  ...overrides,
});

const routes = (overrides: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /me': () => me,
    'GET /me/payments': () => ({ purchases: [purchase()], next_cursor: null }),
    'GET /me/export': () => ({ export: null }),
    ...overrides,
  });

const renderAccount = () => renderRoutes([{ path: '/account', element: <AccountRoute /> }], '/account');

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

beforeEach(() => {
  vi.mocked(updatePassword).mockClear();
  sessionWith({});
});

describe('/account: who is signed in, and how', () => {
  it('shows the email and "Email and password" for an account made with a password, with the change-password form', async () => {
    routes();
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Account | ScriptVoice'));
    expect(screen.getByTestId('account-email')).toHaveTextContent('creator@example.com');
    expect(await screen.findByTestId('sign-in-method')).toHaveTextContent('Email and password');
    expect(passwordForm()).toBeInTheDocument();
  });

  it('says a Google account has no password to change, instead of the form', async () => {
    sessionWith({ identities: [{ providerName: 'Google', providerType: 'Google', userId: '1098' }] });
    routes();
    renderAccount();
    await waitFor(() => expect(screen.getByTestId('sign-in-method')).toHaveTextContent('Google'));
    expect(screen.getByText(/You sign in with Google, so your ScriptVoice account has no password to change/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('reads the identities claim also when it comes as a JSON string', async () => {
    sessionWith({ identities: JSON.stringify([{ providerName: 'Google' }]) });
    routes();
    renderAccount();
    await waitFor(() => expect(screen.getByTestId('sign-in-method')).toHaveTextContent('Google'));
  });
});

describe('/account: changing the password', () => {
  it("refuses a short new password with 'Validation Error' and the spec's words, calling nothing", async () => {
    const user = userEvent.setup();
    routes();
    renderAccount();
    await user.type(await screen.findByLabelText('Current password'), 'correct-horse');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Validation Error', 'Password must be at least 6 characters'));
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('asks for the current password before anything else', async () => {
    const user = userEvent.setup();
    routes();
    renderAccount();
    await user.type(await screen.findByLabelText('New password'), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Validation Error', 'Enter your current password'));
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('changes it with the current and the new password, says so and empties the form', async () => {
    const user = userEvent.setup();
    routes();
    renderAccount();
    await user.type(await screen.findByLabelText('Current password'), 'correct-horse');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Password Changed', 'Use your new password the next time you log in.'));
    expect(updatePassword).toHaveBeenCalledWith({ oldPassword: 'correct-horse', newPassword: 'a-brand-new-one' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('says the current password is wrong in plain words, and keeps both fields as typed', async () => {
    const user = userEvent.setup();
    vi.mocked(updatePassword).mockRejectedValueOnce(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    routes();
    renderAccount();
    await user.type(await screen.findByLabelText('Current password'), 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Password Change Failed', 'Your current password is incorrect.'));
    expect(screen.getByLabelText('Current password')).toHaveValue('not-my-password');
    expect(screen.getByLabelText('New password')).toHaveValue('a-brand-new-one');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it("passes on any other refusal in Cognito's words", async () => {
    const user = userEvent.setup();
    vi.mocked(updatePassword).mockRejectedValueOnce(
      Object.assign(new Error('Attempt limit exceeded, please try after some time.'), { name: 'LimitExceededException' }),
    );
    routes();
    renderAccount();
    await user.type(await screen.findByLabelText('Current password'), 'correct-horse');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Password Change Failed', 'Attempt limit exceeded, please try after some time.'));
  });
});

describe('/account: credits and purchases', () => {
  it('shows the credits by kind and the balance', async () => {
    routes();
    renderAccount();
    expect(await screen.findByTestId('credits-balance')).toHaveTextContent('53');
    expect(screen.getByTestId('credits-subscription')).toHaveTextContent('2');
    expect(screen.getByTestId('credits-rollover')).toHaveTextContent('1');
    expect(screen.getByTestId('credits-purchased')).toHaveTextContent('50');
    expect(screen.getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute('href', '/pricing');
  });

  it('lists each purchase with its date, pack, credits and amount in Australian dollars', async () => {
    routes({
      'GET /me/payments': () => ({
        purchases: [purchase(), purchase({ id: 'cs_test_old', created_at: '2026-01-05T02:00:00.000Z', package_id: 'gone', package_name: null, credits: 10, amount_cents: null })],
        next_cursor: null,
      }),
    });
    renderAccount();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => within(row).getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Pack', 'Credits', 'Amount'],
      ['20 Nov 2026', 'Creator', '50', 'A$39.00'],
      ['5 Jan 2026', 'Credit pack', '10', '—'],
    ]);
  });

  it('says there are no purchases yet, with a way to buy', async () => {
    routes({ 'GET /me/payments': () => ({ purchases: [], next_cursor: null }) });
    renderAccount();
    expect(await screen.findByText(/No purchases yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  });

  it('loads older purchases a page at a time', async () => {
    const user = userEvent.setup();
    const api = routes({
      'GET /me/payments': (_body, path) =>
        path.includes('cursor=')
          ? { purchases: [purchase({ id: 'cs_test_older', package_name: 'Starter', created_at: '2026-10-01T02:00:00.000Z' })], next_cursor: null }
          : { purchases: [purchase()], next_cursor: 'next-page' },
    });
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Show older purchases' }));
    expect(await screen.findByRole('cell', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Creator' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/me/payments').map((call) => call.path)).toEqual(['/me/payments?limit=20', '/me/payments?limit=20&cursor=next-page']);
    expect(screen.queryByRole('button', { name: 'Show older purchases' })).not.toBeInTheDocument();
  });

  it("toasts a history that cannot be loaded, in the spec's style, and offers to try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    routes({
      'GET /me/payments': () => {
        if (fail) throw new ApiError(503, 'service.unavailable', 'Service Unavailable');
        return { purchases: [purchase()], next_cursor: null };
      },
    });
    renderAccount();
    expect(await screen.findByText('Your purchase history could not be loaded.')).toBeInTheDocument();
    expect(toasts.failure).toHaveBeenCalledWith('Error', 'Failed to load your purchase history');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Creator' })).toBeInTheDocument();
  });

  it('keeps the purchases shown when an older page fails to load', async () => {
    const user = userEvent.setup();
    routes({
      'GET /me/payments': (_body, path) => {
        if (path.includes('cursor=')) throw new ApiError(503, 'service.unavailable', 'Service Unavailable');
        return { purchases: [purchase()], next_cursor: 'next-page' };
      },
    });
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Show older purchases' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', 'Failed to load your purchase history'));
    expect(screen.getByRole('cell', { name: 'Creator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show older purchases' })).toBeEnabled();
  });

  it('offers the export and the deletion of everything', async () => {
    routes();
    renderAccount();
    expect(await screen.findByRole('button', { name: 'Export My Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });
});
