import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { aMe, aScript } from './support/fixtures';
import { fillValidForm, generateButton, renderGenerate } from './support/generate-page';
import { fakeGenerateNetwork, streamOf } from './support/stream';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

const TWO_VOICES = {
  voices: [
    { id: 'default', name: 'My voice', created_at: null, documents: 2, processed_documents: 2 },
    { id: 'podcast', name: 'The Quiet Ledger', created_at: '2026-11-26T00:00:00.000Z', documents: 0, processed_documents: 0 },
  ],
  last_used_voice_id: 'podcast',
};

describe('/generate: the voice (issue 33)', () => {
  it('has no voice picker and sends no voice while there is one voice', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(3, true) });
    const calls = fakeGenerateNetwork(() => streamOf({ type: 'done', script: aScript() }));
    renderGenerate();
    await fillValidForm(user);
    expect(screen.queryByLabelText('Voice')).not.toBeInTheDocument();
    await user.click(generateButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty('voiceId');
  });

  it('starts at the last voice used, says when the picked voice has learned nothing yet, and sends the voice picked', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(3, true), 'GET /voices': () => TWO_VOICES });
    const calls = fakeGenerateNetwork(() => streamOf({ type: 'done', script: aScript() }));
    renderGenerate();
    const picker = await screen.findByLabelText('Voice');
    expect(picker).toHaveValue('podcast');
    // The account has a processed document, but not in this voice.
    expect(await screen.findByRole('note', { name: 'Not in your voice yet' })).toBeInTheDocument();
    await user.selectOptions(picker, 'My voice');
    expect(screen.queryByRole('note', { name: 'Not in your voice yet' })).not.toBeInTheDocument();
    expect(screen.getByText('Your writing style will be applied automatically')).toBeInTheDocument();
    await fillValidForm(user);
    await user.click(generateButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ voiceId: 'default' });
  });
});
