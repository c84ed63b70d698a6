import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '@contracts/account-export';
import { AccountCard } from '@/features/account/components/account-card';
import { ApiError } from '@/lib/api-client';
import { fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => ({ signOut: vi.fn(async () => undefined) }));

const toasts = spyOnToasts();

const job = (overrides: Partial<ExportJob> = {}): ExportJob => ({
  id: '01JEXPORT00000000000000000',
  state: 'preparing',
  done: 0,
  total: 0,
  created_at: '2026-11-25T10:00:00.000Z',
  finished_at: null,
  size_bytes: null,
  download_url: null,
  download_expires_at: null,
  ...overrides,
});

const ready = job({
  state: 'ready',
  done: 2_010,
  total: 2_010,
  finished_at: '2026-11-25T10:01:00.000Z',
  size_bytes: 12_900_000,
  download_url: 'https://s3.example/exports/u/e.zip?X-Amz-Signature=abc',
  download_expires_at: '2026-11-25T10:16:00.000Z',
});

const renderCard = (onDeleted = vi.fn()) => {
  renderRoutes([{ path: '/dashboard', element: <AccountCard onDeleted={onDeleted} /> }], '/dashboard');
  return onDeleted;
};

describe('Your Account card: export', () => {
  it('starts an export, shows its progress in files, then the download link with its size and says it is ready', async () => {
    const answers = [job({ done: 120, total: 2_010 }), job({ done: 1_500, total: 2_010 }), ready];
    const api = fakeApi({
      'GET /me/export': () => (api.callsTo('POST', '/me/export').length ? { export: answers.shift() ?? ready } : { export: null }),
      'POST /me/export': () => ({ export: job() }),
    });
    renderCard();
    await waitFor(() => expect(api.callsTo('GET', '/me/export')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Download export/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    expect(await screen.findByText(/Preparing your export/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(await screen.findByText('Preparing your export… 120 of 2,010 files', undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '6');

    const link = await screen.findByRole('link', { name: 'Download export (12.3 MB)' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', ready.download_url);
    expect(toasts.success).toHaveBeenCalledWith('Export ready', 'Your data is ready to download');
    expect(screen.getByRole('button', { name: 'Export My Data' })).toBeEnabled();
  }, 10_000);

  it('offers the last ready export on arrival without toasting again', async () => {
    fakeApi({ 'GET /me/export': () => ({ export: ready }) });
    renderCard();
    expect(await screen.findByRole('link', { name: 'Download export (12.3 MB)' })).toBeInTheDocument();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('says a failed export could not be finished and lets the user try again', async () => {
    let state: ExportJob = job({ done: 3, total: 20 });
    const api = fakeApi({ 'GET /me/export': () => ({ export: state }), 'POST /me/export': () => ({ export: job({ id: 'second' }) }) });
    renderCard();
    await screen.findByText(/3 of 20 files/);
    state = job({ state: 'failed', finished_at: '2026-11-25T10:02:00.000Z' });
    expect(await screen.findByText('The last export could not be finished. Please try again.', undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(toasts.failure).toHaveBeenCalledWith('Export failed', 'Failed to export your data');
    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    expect(api.callsTo('POST', '/me/export')).toHaveLength(1);
  });

  it('toasts the error in words when the export cannot start', async () => {
    fakeApi({
      'GET /me/export': () => ({ export: null }),
      'POST /me/export': () => {
        throw new ApiError(410, 'account.deleted', 'This account has been deleted.');
      },
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Export failed', 'This account has been deleted.'));
  });
});

describe('Your Account card: deletion', () => {
  it.each([
    ['204, everything removed at once', () => undefined],
    ['202, the rest removed in the background', () => ({ status: 'continuing' })],
  ])('asks for the email, then deletes and signs out on %s', async (_answer, answer) => {
    const api = fakeApi({ 'GET /me/export': () => ({ export: null }), 'DELETE /me': answer });
    const onDeleted = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.type(within(confirm).getByLabelText('Type your email to confirm'), 'creator@example.com');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.callsTo('DELETE', '/me')).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledWith('Account deleted', 'Your account and content have been deleted');
  });

  it('keeps Delete Account disabled until the typed email is the account’s (any case, spaces around ignored)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /me/export': () => ({ export: null }), 'DELETE /me': () => undefined });
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    const field = within(confirm).getByLabelText('Type your email to confirm');
    const action = within(confirm).getByRole('button', { name: 'Delete Account' });
    expect(field).toHaveAccessibleDescription(/creator@example\.com/);
    expect(action).toBeDisabled();
    await user.type(field, 'creator@example.co');
    expect(action).toBeDisabled();
    await user.click(action);
    expect(api.callsTo('DELETE', '/me')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, ' Creator@Example.com ');
    expect(action).toBeEnabled();
  });

  it('forgets what was typed when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me/export': () => ({ export: null }) });
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(within(screen.getByRole('alertdialog')).getByLabelText('Type your email to confirm'), 'creator@example.com');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(within(screen.getByRole('alertdialog')).getByLabelText('Type your email to confirm')).toHaveValue('');
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  });
});
