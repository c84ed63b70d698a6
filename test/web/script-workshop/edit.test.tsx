import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deferred } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { BODY, SCRIPT_ID, V1, V2, V3, aNewVersion, aScript, renderWorkshop, scriptBody } from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const toasts = spyOnToasts();
afterEach(() => sessionStorage.clear());

const EDITED = BODY.replace('Ever lost', 'Have you ever lost');
const status = () => screen.getByTestId('save-status');
const editor = () => screen.getByLabelText('Script (markdown)');
const AUTOSAVE = { timeout: 5000 };

const startEditing = async () => {
  const user = userEvent.setup();
  await scriptBody();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return user;
};

const typeEdit = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(editor());
  await user.clear(editor());
  await user.paste(EDITED);
};

// Autosave waits a real second after typing; with the other test files running alongside, a test takes a few.
describe('/script/{id}: Edit', { timeout: 15_000 }, () => {
  it('turns the body into the whole markdown in a textarea, saved', async () => {
    renderWorkshop();
    await startEditing();
    expect(editor()).toHaveValue(BODY);
    expect(editor()).toHaveFocus();
    expect(status()).toHaveTextContent('Saved');
    expect(screen.queryByTestId('script-body')).not.toBeInTheDocument();
  });

  it("says 'Unsaved changes', then 'Saving…' about a second after typing stops, then 'Saved': one PUT with the text and the current version as base", async () => {
    const saving = deferred<unknown>();
    const { api } = renderWorkshop({ [`PUT /scripts/${SCRIPT_ID}`]: () => saving.promise });
    const user = await startEditing();
    await typeEdit(user);
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`)).toHaveLength(0);

    await waitFor(() => expect(status()).toHaveTextContent('Saving…'), AUTOSAVE);
    expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`).map((call) => call.body)).toEqual([{ body: EDITED, base_version_id: V1 }]);
    saving.resolve(aNewVersion(EDITED, { id: V2, number: 2, kind: 'edited' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(sessionStorage.length).toBe(0);
  });

  it('saves the next edit on top of the version the last save made, and Done shows the saved text (what Copy uses)', async () => {
    let saves = 0;
    const { api } = renderWorkshop({
      [`PUT /scripts/${SCRIPT_ID}`]: (body) => {
        saves += 1;
        const { body: text } = body as { body: string };
        return aNewVersion(text, saves === 1 ? { id: V2, number: 2, kind: 'edited' } : { id: V3, number: 3, kind: 'edited' });
      },
    });
    const user = await startEditing();
    await typeEdit(user);
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved$/), AUTOSAVE);
    await user.click(editor());
    await user.keyboard('{Control>}{End}{/Control}');
    await user.paste(' Really.');
    await waitFor(() => expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`)).toHaveLength(2), AUTOSAVE);
    expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`)[1]!.body).toEqual({ body: `${EDITED} Really.`, base_version_id: V2 });
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved$/));

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await scriptBody()).toHaveTextContent('Have you ever lost a tomato plant');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Markdown' }));
    expect(writeText).toHaveBeenCalledWith(`${EDITED} Really.`);
  });

  it('counts a save the server answered with recomputed timing marks as saved: one PUT, and Done shows the new marks', async () => {
    const retimed = EDITED.replace('## Hook [0:00–0:15]', '## Hook [0:00–0:03]').replace('## Pruning [0:15–0:50]', '## Pruning [0:03–0:07]');
    const { api } = renderWorkshop({ [`PUT /scripts/${SCRIPT_ID}`]: () => aNewVersion(retimed, { id: V2, number: 2, kind: 'edited' }) });
    const user = await startEditing();
    await typeEdit(user);
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved$/), AUTOSAVE);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`)).toHaveLength(1);
    expect(status()).toHaveTextContent(/^Saved$/);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(within(await scriptBody()).getByRole('heading', { name: /Pruning/ })).toHaveTextContent('Pruning [0:03–0:07]');
    expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`)).toHaveLength(1);
  });

  it('Done saves what is pending at once, then leaves edit mode', async () => {
    const { api } = renderWorkshop({ [`PUT /scripts/${SCRIPT_ID}`]: () => aNewVersion(EDITED, { id: V2, number: 2, kind: 'edited' }) });
    const user = await startEditing();
    await typeEdit(user);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await scriptBody()).toHaveTextContent('Have you ever lost');
    expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('on 409 shows the server message, keeps the text, and Reload saves it on top of the newer version', async () => {
    let conflict = true;
    const { api, state } = renderWorkshop({
      [`PUT /scripts/${SCRIPT_ID}`]: () => {
        if (conflict) throw new ApiError(409, 'script.version_conflict', 'This script was changed in another tab. Reload to see the latest version.');
        return aNewVersion(EDITED, { id: V3, number: 3, kind: 'edited' });
      },
    });
    const user = await startEditing();
    await typeEdit(user);
    await waitFor(() => expect(status()).toHaveTextContent('Not saved: a newer version exists'), AUTOSAVE);
    expect(toasts.failure).toHaveBeenCalledWith('Not saved', 'This script was changed in another tab. Reload to see the latest version.');
    expect(editor()).toHaveValue(EDITED);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(editor()).toHaveValue(EDITED);

    conflict = false;
    state.script = aScript({ current_version_id: V2, version_count: 2 });
    state.body = BODY.replace('Pinch', 'Snip');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved$/), AUTOSAVE);
    expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`).at(-1)!.body).toEqual({ body: EDITED, base_version_id: V2 });
    expect(editor()).toHaveValue(EDITED);
  });

  it("does not send an empty script: says 'Script cannot be empty' and keeps the saved version", async () => {
    const { api } = renderWorkshop();
    const user = await startEditing();
    await user.clear(editor());
    await waitFor(() => expect(status()).toHaveTextContent('Script cannot be empty'), AUTOSAVE);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(editor()).toBeInTheDocument();
    expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`)).toHaveLength(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('warns before the page unloads while there is unsaved text, and not once it is saved', async () => {
    renderWorkshop({ [`PUT /scripts/${SCRIPT_ID}`]: () => aNewVersion(EDITED, { id: V2, number: 2, kind: 'edited' }) });
    const user = await startEditing();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await typeEdit(user);
    expect(unload()).toBe(true);
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved$/), AUTOSAVE);
    expect(unload()).toBe(false);
  });

  it('leaving the page in the app sends the pending save instead of dropping it', async () => {
    const { api, router } = renderWorkshop({ [`PUT /scripts/${SCRIPT_ID}`]: () => aNewVersion(EDITED, { id: V2, number: 2, kind: 'edited' }) });
    const user = await startEditing();
    await typeEdit(user);
    await act(() => router.navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(api.callsTo('PUT', `/scripts/${SCRIPT_ID}`).map((call) => call.body)).toEqual([{ body: EDITED, base_version_id: V1 }]));
  });

  it('keeps an unsaved draft in sessionStorage and offers it back after a reload', async () => {
    const first = renderWorkshop({ [`PUT /scripts/${SCRIPT_ID}`]: () => new Promise(() => undefined) });
    const user = await startEditing();
    await typeEdit(user);
    expect(JSON.parse(sessionStorage.getItem(`scriptvoice:script-draft:${SCRIPT_ID}`)!)).toEqual({ body: EDITED, baseVersionId: V1 });
    first.unmount();

    renderWorkshop({ [`PUT /scripts/${SCRIPT_ID}`]: () => aNewVersion(EDITED, { id: V2, number: 2, kind: 'edited' }) });
    const offer = await screen.findByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(editor()).toHaveValue(EDITED);
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved$/), AUTOSAVE);
    expect(sessionStorage.length).toBe(0);
  });

  it("a section's Edit opens the editor with the caret at that section's text", async () => {
    renderWorkshop();
    const user = userEvent.setup();
    await scriptBody();
    await user.click(screen.getByRole('button', { name: 'Edit section Pruning' }));
    expect(editor()).toHaveFocus();
    const at = BODY.indexOf('Pinch the suckers');
    expect((editor() as HTMLTextAreaElement).selectionStart).toBe(at);
    expect((editor() as HTMLTextAreaElement).selectionEnd).toBe(at);
  });

  it('Discard drops the kept draft', async () => {
    sessionStorage.setItem(`scriptvoice:script-draft:${SCRIPT_ID}`, JSON.stringify({ body: EDITED, baseVersionId: V1 }));
    renderWorkshop();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('region', { name: 'Unsaved draft' })).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
