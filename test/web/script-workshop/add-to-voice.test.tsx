import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserDocument } from '@contracts/documents';
import { ApiError } from '@/lib/api-client';
import { spyOnToasts } from '../support/toasts';
import { SCRIPT_ID, aScript, renderWorkshop, scriptBody } from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const toasts = spyOnToasts();

const aDocument = (): UserDocument => ({
  id: 'doc-1',
  user_id: 'user-1',
  file_name: 'How to prune tomatoes (version 3).txt',
  file_size: 412,
  upload_date: new Date().toISOString(),
  processed: true,
  processing_error: null,
});

const openConsent = async () => {
  const user = userEvent.setup();
  await scriptBody();
  await user.click(screen.getByRole('button', { name: 'Add to my voice' }));
  return { user, consent: screen.getByRole('alertdialog', { name: 'Add this script to your voice?' }) };
};

describe('/script/{id}: Add to my voice', () => {
  it('states the consent before anything is sent: what is stored, its storage, its use, and how to remove it', async () => {
    const { api } = renderWorkshop({}, { script: aScript({ current_version_id: 'v3', version_count: 3 }), body: '## Hook\n\nHello.' });
    const { consent } = await openConsent();
    expect(consent).toHaveTextContent('The spoken words of the current version (version 3)');
    expect(consent).toHaveTextContent('become one of your voice documents');
    expect(consent).toHaveTextContent('It counts toward your 100MB of storage.');
    expect(consent).toHaveTextContent('It is used to learn your style for future scripts');
    expect(consent).toHaveTextContent('You can remove it any time from Documents.');
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/voice-document`)).toHaveLength(0);
  });

  it("on confirm adds it, says 'Added to your voice' with the document's name, and refreshes documents and profile", async () => {
    const { api, queryClient } = renderWorkshop({ [`POST /scripts/${SCRIPT_ID}/voice-document`]: () => ({ document: aDocument() }) });
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const { user, consent } = await openConsent();
    await user.click(within(consent).getByRole('button', { name: 'Add to my voice' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Added to your voice', 'How to prune tomatoes (version 3).txt is now one of your voice documents.'),
    );
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/voice-document`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(['documents']);
    expect(keys).toContainEqual(['me']);
  });

  it.each([
    [409, 'voice_document.exists', 'This version is already one of your voice documents.'],
    [413, 'storage.quota_exceeded', 'You have 0.01MB remaining'],
  ])('a %i answer shows the server message', async (status, code, message) => {
    renderWorkshop({
      [`POST /scripts/${SCRIPT_ID}/voice-document`]: () => {
        throw new ApiError(status, code, message);
      },
    });
    const { user, consent } = await openConsent();
    await user.click(within(consent).getByRole('button', { name: 'Add to my voice' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Not added', message));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('Cancel sends nothing', async () => {
    const { api } = renderWorkshop();
    const { user, consent } = await openConsent();
    await user.click(within(consent).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/voice-document`)).toHaveLength(0);
  });
});
