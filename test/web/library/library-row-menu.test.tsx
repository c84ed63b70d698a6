import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Script } from '@contracts/scripts';
import { ApiError } from '@/lib/api-client';
import { fakeApi } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { renderLibrary, summary } from './support/library';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

// jsdom has no ResizeObserver; the menu's positioning asks for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const toasts = spyOnToasts();

const script = summary(1, { topic: 'Balcony herbs' });
const row = (topic: string): Script => ({
  ...summary(1, { topic }),
  user_id: 'u',
  details: null,
  file_path: 'scripts/u/x.md',
  writer: 'local',
  current_version_id: script.id,
  version_count: 1,
});

const openMenuItem = async (item: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Balcony herbs' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('/scripts: a row’s menu', () => {
  it('renames with the generate form’s topic rules: a blank topic is refused in the dialog, a new one is sent trimmed and the list is read again', async () => {
    const api = fakeApi({
      'GET /scripts': () => ({ scripts: [script], next_cursor: null }),
      [`PATCH /scripts/${script.id}`]: (body) => ({ script: row((body as { topic: string }).topic) }),
    });
    renderLibrary();
    await openMenuItem('Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename script' });
    const topic = within(dialog).getByLabelText('Topic');
    await userEvent.clear(topic);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Topic is required')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/scripts/${script.id}`)).toHaveLength(0);

    await userEvent.type(topic, '  Windowsill herbs ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Script renamed', 'It is now called “Windowsill herbs”'));
    expect(api.callsTo('PATCH', `/scripts/${script.id}`).map((call) => call.body)).toEqual([{ topic: 'Windowsill herbs' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', '/scripts')).toHaveLength(2));
  });

  it('keeps the dialog and the name typed when the rename is refused, saying why in a failure toast', async () => {
    fakeApi({
      'GET /scripts': () => ({ scripts: [script], next_cursor: null }),
      [`PATCH /scripts/${script.id}`]: () => {
        throw new ApiError(403, 'script.forbidden', 'You do not have permission to view this script');
      },
    });
    renderLibrary();
    await openMenuItem('Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename script' });
    await userEvent.clear(within(dialog).getByLabelText('Topic'));
    await userEvent.type(within(dialog).getByLabelText('Topic'), 'Mine now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Rename failed', 'You do not have permission to view this script'));
    expect(within(dialog).getByLabelText('Topic')).toHaveValue('Mine now');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('duplicates for free and says so; a failure says "Failed to duplicate script"', async () => {
    let fail = false;
    const api = fakeApi({
      'GET /scripts': () => ({ scripts: [script], next_cursor: null }),
      [`POST /scripts/${script.id}/duplicate`]: () => {
        if (fail) throw new ApiError(500, 'internal', 'Internal server error');
        return { script: row('Copy of Balcony herbs') };
      },
    });
    renderLibrary();
    await openMenuItem('Duplicate');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Script duplicated', '“Copy of Balcony herbs” has been created'));
    fail = true;
    await openMenuItem('Duplicate');
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Duplicate failed', 'Failed to duplicate script'));
    expect(api.callsTo('POST', `/scripts/${script.id}/duplicate`)).toHaveLength(2);
  });

  it('deletes only after a confirmation naming the topic; a failure keeps the script and says "Failed to delete script"', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /scripts': () => ({ scripts: fail ? [script] : [], next_cursor: null }),
      [`DELETE /scripts/${script.id}`]: () => {
        if (fail) throw new ApiError(500, 'internal', 'Internal server error');
        return undefined;
      },
    });
    renderLibrary();
    await openMenuItem('Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Balcony herbs?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Delete failed', 'Failed to delete script'));
    expect(screen.getByRole('link', { name: /Balcony herbs/ })).toBeInTheDocument();

    fail = false;
    await openMenuItem('Delete');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete Balcony herbs?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Script deleted', '“Balcony herbs” has been removed'));
    expect(await screen.findByText('No scripts yet')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/scripts/${script.id}`)).toHaveLength(2);
  });
});
