import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { spyOnToasts } from '../support/toasts';
import {
  BODY,
  PROPOSAL_ID,
  SCRIPT_ID,
  V1,
  V2,
  aNewVersion,
  aProposal,
  fakeRewriteNetwork,
  jsonAnswer,
  liveStream,
  renderWorkshop,
  scriptBody,
  startEvent,
} from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

const toasts = spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

const PRUNING = 'Pinch the suckers every week, and keep one leader.';
const SECTION = { kind: 'section', index: 1, title: 'Pruning' } as const;
const REWRITTEN = BODY.replace(PRUNING, 'Snip suckers weekly.');
const ACCEPT = `POST /scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/accept`;
const STOP = `POST /scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/stop`;

const openSectionDialog = async (name = 'Rewrite section Pruning') => {
  const user = userEvent.setup();
  await scriptBody();
  await user.click(screen.getByRole('button', { name }));
  return { user, dialog: screen.getByRole('dialog') };
};

const acceptRoute = (body = REWRITTEN) => ({ [ACCEPT]: () => aNewVersion(body, { id: V2, number: 2, kind: 'rewritten', note: 'Rewrote “Pruning”' }) });

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

  it('asks for an optional instruction with quick chips, says rewrites are free and previewed, and offers Rewrite and 3 alternatives', async () => {
    renderWorkshop();
    const { user, dialog } = await openSectionDialog();
    expect(within(dialog).getByRole('heading', { name: 'Rewrite “Pruning”' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Rewrites are free: no credit is used. You see the rewrite before anything changes.');
    const chips = within(within(dialog).getByRole('group', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Punchier hook', 'Shorter', 'More examples']);
    await user.click(chips[1]!);
    expect(within(dialog).getByLabelText('Instruction (optional)')).toHaveValue('Shorter');
    expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Rewrite' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '3 alternatives' })).toBeEnabled();
  });

  it('streams the rewrite into a preview beside the original (lines cut mid-way) and changes nothing until Accept, which shows the new version and says so', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    const { api } = renderWorkshop(acceptRoute());
    const { user, dialog } = await openSectionDialog();
    await user.type(within(dialog).getByLabelText('Instruction (optional)'), 'Shorter');
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.accept).toBe('application/x-ndjson');
    expect(calls[0]!.body).toEqual({ section: 1, instruction: 'Shorter', base_version_id: V1 });

    stream.send(startEvent(SECTION, PRUNING, 6), { type: 'text', alternative: 0, text: 'Snip suckers ' });
    await waitFor(() => expect(within(dialog).getByTestId('rewrite-preview')).toHaveTextContent('Snip suckers'));
    expect(within(dialog).getByTestId('rewrite-original')).toHaveTextContent(PRUNING);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Rewriting… 2 / 6 words');
    expect(within(dialog).getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    stream.send({ type: 'text', alternative: 0, text: 'weekly.' }, { type: 'done', proposal: aProposal(SECTION, PRUNING, ['Snip suckers weekly.']) });
    stream.end();
    const accept = await within(dialog).findByRole('button', { name: 'Accept' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Accept puts it in place of the original; nothing changes until you do.');
    expect(screen.getByTestId('script-body')).toHaveTextContent(PRUNING);
    await user.click(accept);
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/accept`).map((call) => call.body)).toEqual([{ alternative: 0 }]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await scriptBody()).toHaveTextContent('Snip suckers weekly.');
    expect(screen.getByTestId('script-body')).not.toHaveTextContent('Pinch the suckers');
    expect(toasts.success).toHaveBeenCalledWith('Rewritten', 'Pruning was rewritten. Versions keeps the one before.');
  });

  it('Discard closes the preview without a word to the server: the script stays as it was', async () => {
    const stream = liveStream();
    fakeRewriteNetwork(() => stream.response);
    const { api } = renderWorkshop(acceptRoute());
    const { user, dialog } = await openSectionDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    stream.send(startEvent(SECTION, PRUNING, 6), { type: 'text', alternative: 0, text: 'Snip suckers weekly.' });
    stream.send({ type: 'done', proposal: aProposal(SECTION, PRUNING, ['Snip suckers weekly.']) });
    stream.end();
    await user.click(await within(dialog).findByRole('button', { name: 'Discard' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('script-body')).toHaveTextContent(PRUNING);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('Stop while it writes aborts the stream and asks the server to stop the writer; nothing changes and nothing can be accepted', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    const { api } = renderWorkshop({ [STOP]: () => null, ...acceptRoute() });
    const { user, dialog } = await openSectionDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    stream.send(startEvent(SECTION, PRUNING, 6), { type: 'text', alternative: 0, text: 'Snip suck' });
    await waitFor(() => expect(within(dialog).getByTestId('rewrite-preview')).toHaveTextContent('Snip suck'));

    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/stop`)).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Stopped. Nothing was changed.');
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(toasts.failure).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(screen.getByTestId('script-body')).toHaveTextContent(PRUNING);
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/accept`)).toHaveLength(0);
  });

  it('Stop before the server has named the proposal keeps the stream open until it does, then stops that proposal', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    const { api } = renderWorkshop({ [STOP]: () => null });
    const { user, dialog } = await openSectionDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Stopped. Nothing was changed.');
    expect(calls[0]!.signal?.aborted).toBe(false);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    stream.send(startEvent(SECTION, PRUNING, 6));
    await waitFor(() => expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/stop`)).toHaveLength(1));
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Stopped. Nothing was changed.');
  });

  it('3 alternatives asks once for three, streams each into its own panel, and accepts the one chosen', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    const second = BODY.replace(PRUNING, 'Every week, pinch out the suckers.');
    const { api } = renderWorkshop(acceptRoute(second));
    const { user, dialog } = await openSectionDialog();
    await user.click(within(dialog).getByRole('button', { name: '3 alternatives' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ section: 1, alternatives: 3, base_version_id: V1 });

    stream.send(startEvent(SECTION, PRUNING, 6, 3), { type: 'text', alternative: 0, text: 'Snip suckers weekly.' }, { type: 'text', alternative: 1, text: 'Every week,' });
    await waitFor(() => expect(within(dialog).getByTestId('rewrite-alternative-2')).toHaveTextContent('Every week,'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Writing alternative 2 of 3… 2 / 6 words');

    const takes = ['Snip suckers weekly.', 'Every week, pinch out the suckers.', 'Keep one leader; pinch the rest.'];
    stream.send({ type: 'text', alternative: 1, text: ' pinch out the suckers.' }, { type: 'text', alternative: 2, text: takes[2]! });
    stream.send({ type: 'done', proposal: aProposal(SECTION, PRUNING, takes) });
    stream.end();
    await within(dialog).findByRole('button', { name: 'Accept alternative 2' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 alternatives: accept one to put it in place of the original.');
    takes.forEach((take, index) => expect(within(dialog).getByTestId(`rewrite-alternative-${index + 1}`)).toHaveTextContent(take));

    await user.click(within(dialog).getByRole('button', { name: 'Accept alternative 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/accept`).map((call) => call.body)).toEqual([{ alternative: 1 }]);
    expect(await scriptBody()).toHaveTextContent('Every week, pinch out the suckers.');
  });

  it('rewrites the whole script with section null from the actions, once (no 3 alternatives), through the same preview', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    renderWorkshop(acceptRoute());
    const user = userEvent.setup();
    await scriptBody();
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Rewrite the whole script' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '3 alternatives' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    expect(calls[0]!.body).toEqual({ section: null, base_version_id: V1 });
    stream.send(startEvent({ kind: 'whole' }, BODY, 16), { type: 'done', proposal: aProposal({ kind: 'whole' }, BODY, [REWRITTEN]) });
    stream.end();
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rewritten', 'The whole script was rewritten. Versions keeps the one before.'));
  });

  it('says when the offline writer made it: it cannot follow an instruction’s wording', async () => {
    const stream = liveStream();
    fakeRewriteNetwork(() => stream.response);
    renderWorkshop();
    const { user, dialog } = await openSectionDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    stream.send(startEvent(SECTION, PRUNING, 6, 1, 'local'));
    await waitFor(() => expect(dialog).toHaveTextContent('Drafted offline from your plan and material: it cannot follow the wording of an instruction'));
  });

  it('on an error event shows the server message and changes nothing', async () => {
    const stream = liveStream();
    fakeRewriteNetwork(() => stream.response);
    const { api } = renderWorkshop();
    const { user, dialog } = await openSectionDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    stream.send(
      startEvent(SECTION, PRUNING, 6),
      { type: 'text', alternative: 0, text: 'Half a sentence' },
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

  it('when Accept is refused (the script moved on), says why and keeps the preview to discard', async () => {
    const stream = liveStream();
    fakeRewriteNetwork(() => stream.response);
    renderWorkshop({
      [ACCEPT]: () => {
        throw new ApiError(409, 'script.version_conflict', 'This script was changed since. Reload to see the latest version.');
      },
    });
    const { user, dialog } = await openSectionDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    stream.send(startEvent(SECTION, PRUNING, 6), { type: 'done', proposal: aProposal(SECTION, PRUNING, ['Snip suckers weekly.']) });
    stream.end();
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Not rewritten', 'This script was changed since. Reload to see the latest version.'));
    expect(within(dialog).getByRole('button', { name: 'Discard' })).toBeEnabled();
    expect(screen.getByTestId('script-body')).toHaveTextContent(PRUNING);
  });
});
