import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spyOnToasts } from '../support/toasts';
import { BODY, SCRIPT_ID, V1, V2, aNewVersion, fakeRewriteNetwork, jsonAnswer, liveStream, renderWorkshop, scriptBody } from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

const toasts = spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

const REWRITTEN = BODY.replace('Pinch the suckers every week, and keep one leader.', 'Snip suckers weekly.');

const openSectionDialog = async (name = 'Rewrite section Pruning') => {
  const user = userEvent.setup();
  await scriptBody();
  await user.click(screen.getByRole('button', { name }));
  return { user, dialog: screen.getByRole('dialog') };
};

describe('/script/{id}: Rewrite', () => {
  it('puts a Rewrite beside each ## section heading and one for the whole script', async () => {
    renderWorkshop();
    const body = await scriptBody();
    expect(within(body).getAllByRole('button', { name: /^Rewrite/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Rewrite section Hook',
      'Rewrite section Pruning',
    ]);
    expect(screen.getByRole('button', { name: 'Rewrite' })).toBeInTheDocument();
  });

  it('asks for an optional instruction with quick chips, says rewrites are free, and confirms with Rewrite', async () => {
    renderWorkshop();
    const { user, dialog } = await openSectionDialog();
    expect(within(dialog).getByRole('heading', { name: 'Rewrite “Pruning”' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Rewrites are free: no credit is used.');
    const chips = within(within(dialog).getByRole('group', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Punchier hook', 'Shorter', 'More examples']);
    await user.click(chips[1]!);
    expect(within(dialog).getByLabelText('Instruction (optional)')).toHaveValue('Shorter');
    expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Rewrite' })).toBeEnabled();
  });

  it('streams the new text into the dialog (lines cut mid-way), then shows the new body and says so', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    renderWorkshop();
    const { user, dialog } = await openSectionDialog();
    await user.type(within(dialog).getByLabelText('Instruction (optional)'), 'Shorter');
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.accept).toBe('application/x-ndjson');
    expect(calls[0]!.body).toEqual({ section: 1, instruction: 'Shorter', base_version_id: V1 });

    stream.send({ type: 'start', heading: '## Pruning [0:15–0:50]', words: 6 }, { type: 'text', text: 'Snip suckers ' });
    await waitFor(() => expect(within(dialog).getByTestId('rewrite-preview')).toHaveTextContent('Snip suckers'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Rewriting… 2 / 6 words');
    expect(await scriptBody()).toHaveTextContent('Pinch the suckers every week');

    stream.send({ type: 'text', text: 'weekly.' }, { type: 'done', ...aNewVersion(REWRITTEN, { id: V2, number: 2, kind: 'rewritten', note: 'Rewrote “Pruning”: Shorter' }) });
    stream.end();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await scriptBody()).toHaveTextContent('Snip suckers weekly.');
    expect(screen.getByTestId('script-body')).not.toHaveTextContent('Pinch the suckers');
    expect(toasts.success).toHaveBeenCalledWith('Rewritten', 'Pruning was rewritten. Versions keeps the one before.');
  });

  it('rewrites the whole script with section null from the actions', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    renderWorkshop();
    const user = userEvent.setup();
    await scriptBody();
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Rewrite the whole script' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    expect(calls[0]!.body).toEqual({ section: null, base_version_id: V1 });
    stream.send({ type: 'start', heading: null, words: 16 }, { type: 'done', ...aNewVersion(REWRITTEN, { id: V2, number: 2, kind: 'rewritten' }) });
    stream.end();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rewritten', 'The whole script was rewritten. Versions keeps the one before.'));
  });

  it('on an error event shows the server message and changes nothing', async () => {
    const stream = liveStream();
    fakeRewriteNetwork(() => stream.response);
    const { api } = renderWorkshop();
    const { user, dialog } = await openSectionDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    stream.send(
      { type: 'start', heading: '## Pruning [0:15–0:50]', words: 6 },
      { type: 'text', text: 'Half a sentence' },
      { type: 'error', error: { code: 'rewrite.failed', message: 'Failed to rewrite the script. Nothing was changed.' } },
    );
    stream.end();
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Rewrite failed', 'Failed to rewrite the script. Nothing was changed.'));
    expect(within(dialog).queryByTestId('rewrite-preview')).not.toBeInTheDocument();
    expect(screen.getByTestId('script-body')).toHaveTextContent('Pinch the suckers every week');
    expect(screen.getByTestId('script-body')).not.toHaveTextContent('Half a sentence');
    expect(api.callsTo('GET', `/scripts/${SCRIPT_ID}`)).toHaveLength(1);
  });

  it('on a JSON error answer (the style guide’s word-for-word section) shows the server message', async () => {
    fakeRewriteNetwork(() =>
      jsonAnswer(400, { error: { code: 'rewrite.verbatim', message: 'This section is your style guide’s own words, kept word for word. Change it in your Style Guide.' } }),
    );
    renderWorkshop();
    const { user, dialog } = await openSectionDialog('Rewrite section Hook');
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    await waitFor(() =>
      expect(toasts.failure).toHaveBeenCalledWith('Rewrite failed', 'This section is your style guide’s own words, kept word for word. Change it in your Style Guide.'),
    );
    expect(screen.getByTestId('script-body')).toHaveTextContent('Ever lost a tomato plant');
  });
});
