import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserDocument } from '@contracts/documents';
import type { AddToVoiceResponse, VoiceDocumentPreview } from '@contracts/script-versions';
import DocumentsRoute from '@/app/routes/documents';
import ScriptRoute from '@/app/routes/script';
import { ApiError } from '@/lib/api-client';
import { fakeApi, renderRoutes } from '../support/app';
import { aList, aVoice } from '../documents/support/fixtures';
import { spyOnToasts } from '../support/toasts';
import { BODY, SCRIPT_ID, V3, aScript, renderWorkshop, scriptBody } from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const toasts = spyOnToasts();

const PATH = `/scripts/${SCRIPT_ID}/voice-document`;
const AT_VERSION_3 = { script: aScript({ current_version_id: V3, version_count: 3 }), body: BODY };

const aDocument = (): UserDocument => ({
  id: 'doc-1',
  user_id: 'user-1',
  file_name: 'How to prune tomatoes (version 3).txt',
  file_size: 412,
  upload_date: new Date().toISOString(),
  processed: true,
  processing_error: null,
});

const aPreview = (overrides: Partial<VoiceDocumentPreview> = {}): VoiceDocumentPreview => ({
  version_id: V3,
  version_number: 3,
  yours: 212,
  total: 540,
  left_out: 0,
  minimum: 50,
  already_added: false,
  ...overrides,
});

const CHANGES = ['Learned from 2 → 3 documents · 1,200 → 1,412 words', 'Questions: 1 sentence in 14 → 1 sentence in 12', 'New signature phrase: “little tip from me to you”'];
const added = (): AddToVoiceResponse => ({ document: aDocument(), voice_changes: CHANGES });

const openConsent = async () => {
  const user = userEvent.setup();
  await scriptBody();
  await user.click(screen.getByRole('button', { name: 'Add to my voice' }));
  return { user, consent: screen.getByRole('alertdialog', { name: 'Add this script to your voice?' }) };
};

const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add to my voice' });

describe('/script/{id}: Add to my voice', () => {
  it('says how many of the version’s words are the creator’s before anything is stored, with the storage, use and removal', async () => {
    const { api } = renderWorkshop({ [`GET ${PATH}`]: () => aPreview({ left_out: 3 }) }, AT_VERSION_3);
    const { consent } = await openConsent();
    expect(await within(consent).findByTestId('your-words')).toHaveTextContent('212 of 540 words are yours.');
    expect(consent).toHaveTextContent('Only your own sentences in the current version (version 3) become a voice document');
    expect(consent).toHaveTextContent('The model’s sentences are never added.');
    expect(consent).toHaveTextContent('3 more words you changed inside the model’s sentences stay out: a sentence is added when most of its words are yours.');
    expect(consent).toHaveTextContent('It counts toward your 100MB of storage.');
    expect(consent).toHaveTextContent('It is used to learn your style for future scripts');
    expect(consent).toHaveTextContent('You can remove it any time from Documents.');
    expect(addButton(consent)).toBeEnabled();
    expect(api.callsTo('POST', PATH)).toHaveLength(0);
  });

  it.each([
    ['too few of the creator’s words', aPreview({ yours: 12 }), 'Only 12 of 540 words are yours: edit the script in your own words first (at least 50).'],
    ['a version already added', aPreview({ already_added: true }), 'This version is already one of your voice documents.'],
  ])('refuses %s: says why and keeps Add disabled', async (_case, preview, message) => {
    const { api } = renderWorkshop({ [`GET ${PATH}`]: () => preview }, AT_VERSION_3);
    const { consent } = await openConsent();
    expect(await within(consent).findByRole('alert')).toHaveTextContent(message);
    expect(addButton(consent)).toBeDisabled();
    expect(api.callsTo('POST', PATH)).toHaveLength(0);
  });

  it('on confirm adds the version it counted, then shows what changed in the voice (focus on Done) and refreshes documents and profile', async () => {
    const { api, queryClient } = renderWorkshop({ [`GET ${PATH}`]: () => aPreview(), [`POST ${PATH}`]: () => added() }, AT_VERSION_3);
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const { user, consent } = await openConsent();
    await waitFor(() => expect(addButton(consent)).toBeEnabled());
    await user.click(addButton(consent));

    const done = await screen.findByRole('alertdialog', { name: 'Added to your voice' });
    expect(api.callsTo('POST', PATH).map((call) => call.body)).toEqual([{ version_id: V3 }]);
    expect(done).toHaveTextContent('How to prune tomatoes (version 3).txt is now one of your voice documents.');
    const changes = within(done).getByRole('list', { name: 'What changed in your voice' });
    expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CHANGES);
    expect(within(done).getByRole('link', { name: 'See Your voice' })).toHaveAttribute('href', '/documents');
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(['documents']);
    expect(keys).toContainEqual(['me']);

    expect(within(done).getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('“See Your voice” opens /documents, where the Your voice panel lists what changed', async () => {
    fakeApi({
      [`GET /scripts/${SCRIPT_ID}`]: () => AT_VERSION_3,
      [`GET ${PATH}`]: () => aPreview(),
      [`POST ${PATH}`]: () => added(),
      'GET /documents': () => aList([aDocument()], 412, aVoice()),
    });
    renderRoutes(
      [
        { path: '/script/:id', element: <ScriptRoute /> },
        { path: '/documents', element: <DocumentsRoute /> },
      ],
      `/script/${SCRIPT_ID}`,
    );
    const { user, consent } = await openConsent();
    await waitFor(() => expect(addButton(consent)).toBeEnabled());
    await user.click(addButton(consent));
    await user.click(await screen.findByRole('link', { name: 'See Your voice' }));

    const panel = await screen.findByRole('region', { name: 'Your voice' });
    const changes = await within(panel).findByRole('list', { name: 'What changed after your script was added' });
    expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CHANGES);
  });

  it.each([
    [409, 'voice_document.exists', 'This version is already one of your voice documents.'],
    [413, 'storage.quota_exceeded', 'You have 0.01MB remaining'],
  ])('a %i answer to the add shows the server message', async (status, code, message) => {
    renderWorkshop(
      {
        [`GET ${PATH}`]: () => aPreview(),
        [`POST ${PATH}`]: () => {
          throw new ApiError(status, code, message);
        },
      },
      AT_VERSION_3,
    );
    const { user, consent } = await openConsent();
    await waitFor(() => expect(addButton(consent)).toBeEnabled());
    await user.click(addButton(consent));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Not added', message));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('Cancel sends nothing', async () => {
    const { api } = renderWorkshop({ [`GET ${PATH}`]: () => aPreview() });
    const { user, consent } = await openConsent();
    await user.click(within(consent).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', PATH)).toHaveLength(0);
  });
});
