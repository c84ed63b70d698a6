import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import StyleGuideRoute from '@/app/routes/style-guide';
import { ApiError } from '@/lib/api-client';
import { fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const toasts = spyOnToasts();

const TWO_VOICES = {
  voices: [
    { id: 'default', name: 'My voice', created_at: null, documents: 3 },
    { id: 'podcast', name: 'The Quiet Ledger', created_at: '2026-11-26T00:00:00.000Z', documents: 1 },
  ],
  last_used_voice_id: null,
};

const openManage = async () => {
  const user = userEvent.setup();
  renderRoutes([{ path: '/style-guide', element: <StyleGuideRoute /> }], '/style-guide');
  await user.click(await screen.findByRole('button', { name: 'Manage voices' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Manage voices' }) };
};

describe('Manage voices (issue 33)', () => {
  it('offers no Delete for the only voice, and checks a new name before sending it', async () => {
    const api = fakeApi({ 'GET /style-guide': () => ({ styleGuide: null }) });
    const { user, dialog } = await openManage();
    expect(within(dialog).getByRole('list', { name: 'Your voices' })).toHaveTextContent('My voice0 documents');
    expect(within(dialog).queryByRole('button', { name: /^Delete / })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create voice' }));
    expect(await within(dialog).findByText('Voice name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New voice'), 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Create voice' }));
    expect(await within(dialog).findByText('Voice name must be 60 characters or fewer')).toBeInTheDocument();
    expect(api.callsTo('POST', '/voices')).toHaveLength(0);
  });

  it("shows the server's words when a name is taken, and keeps what was typed", async () => {
    fakeApi({
      'GET /voices': () => TWO_VOICES,
      'GET /style-guide': () => ({ styleGuide: null }),
      'PATCH /voices/podcast': () => {
        throw new ApiError(409, 'voice.name_taken', 'You already have a voice called “my voice”. Choose another name.');
      },
    });
    const { user, dialog } = await openManage();
    await user.click(within(dialog).getByRole('button', { name: 'Rename The Quiet Ledger' }));
    const field = within(dialog).getByLabelText('New name for The Quiet Ledger');
    await user.clear(field);
    await user.type(field, 'my voice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Rename failed', 'You already have a voice called “my voice”. Choose another name.'));
    expect(field).toHaveValue('my voice');
  });

  it('asks before deleting a voice, saying its documents go and its scripts stay, then deletes it', async () => {
    const api = fakeApi({ 'GET /voices': () => TWO_VOICES, 'GET /style-guide': () => ({ styleGuide: null }), 'DELETE /voices/podcast': () => undefined });
    const { user, dialog } = await openManage();
    await user.click(within(dialog).getByRole('button', { name: 'Delete The Quiet Ledger' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete The Quiet Ledger?' });
    expect(confirm).toHaveTextContent(
      'This deletes its 1 document, what was learned from it and its style guide. Its scripts stay in your library and say “voice deleted”. This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete voice' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/voices/podcast')).toHaveLength(1));
    expect(toasts.success).toHaveBeenCalledWith('Voice deleted', '“The Quiet Ledger” and its documents are gone. Its scripts stay in your library.');
  });
});
