import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { spyOnToasts } from '../support/toasts';
import { BODY, SCRIPT_ID, V1, V2, V3, aNewVersion, aScript, aVersion, renderWorkshop, scriptBody } from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const toasts = spyOnToasts();

const EDITED = BODY.replace('Pinch the suckers every week', 'Snip the suckers each Sunday');
const VERSIONS = [
  aVersion({ id: V2, number: 2, kind: 'edited', created_at: new Date(Date.now() - 3 * 60_000).toISOString(), word_count: 17 }),
  aVersion({ id: V1, number: 1, kind: 'generated', note: null }),
];

/** The script at version 2 (an edit of version 1), with both versions listed. */
const renderAtVersion2 = (routes: Parameters<typeof renderWorkshop>[0] = {}) =>
  renderWorkshop(
    {
      [`GET /scripts/${SCRIPT_ID}/versions`]: () => ({ versions: VERSIONS }),
      [`GET /scripts/${SCRIPT_ID}/versions/${V1}`]: () => ({ version: VERSIONS[1], body: BODY }),
      [`GET /scripts/${SCRIPT_ID}/versions/${V2}`]: () => ({ version: VERSIONS[0], body: EDITED }),
      ...routes,
    },
    { script: aScript({ current_version_id: V2, version_count: 2 }), body: EDITED },
  );

const openVersions = async () => {
  const user = userEvent.setup();
  await scriptBody();
  await user.click(screen.getByRole('button', { name: 'Versions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Versions' });
  return { user, dialog, item: (name: string) => within(dialog).getByRole('listitem', { name }) };
};

describe('/script/{id}: Versions', () => {
  it('reads the versions only when asked', async () => {
    const { api } = renderAtVersion2();
    await scriptBody();
    expect(api.callsTo('GET', `/scripts/${SCRIPT_ID}/versions`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Versions' })).toHaveAccessibleDescription('2 versions');
  });

  it('lists every version newest first with kind, relative time, words and note, the current one marked', async () => {
    renderAtVersion2();
    const { dialog, item } = await openVersions();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((entry) => within(entry).getByRole('heading').textContent)).toEqual(['Version 2', 'Version 1']);
    expect(item('Version 2')).toHaveAttribute('aria-current', 'true');
    expect(item('Version 2')).toHaveTextContent('Current');
    expect(item('Version 2')).toHaveTextContent('Edited');
    expect(item('Version 2')).toHaveTextContent('3 minutes ago · 17 words');
    expect(item('Version 2').querySelector('time')).toHaveAttribute('datetime', VERSIONS[0]!.created_at);
    expect(item('Version 1')).not.toHaveAttribute('aria-current');
    expect(item('Version 1')).toHaveTextContent('Generated');
    expect(item('Version 1')).toHaveTextContent('about 1 hour ago · 16 words');
    expect(within(item('Version 2')).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });

  it("names each version's buttons with its number: 'View version 1', 'Compare version 1', 'Restore version 1'", async () => {
    renderAtVersion2();
    const { dialog } = await openVersions();
    await within(dialog).findAllByRole('listitem');
    const list = within(dialog).getByRole('list', { name: 'Versions' });
    for (const name of ['View version 2', 'View version 1', 'Compare version 1', 'Restore version 1']) {
      expect(within(list).getByRole('button', { name })).toBeVisible();
    }
    expect(within(list).queryAllByRole('button', { name: /^(View|Compare|Restore)$/ })).toEqual([]);
  });

  it('shows the note a version was made with', async () => {
    renderWorkshop({
      [`GET /scripts/${SCRIPT_ID}/versions`]: () => ({ versions: [aVersion({ id: V3, number: 3, kind: 'restored', note: 'Restored version 1' }), ...VERSIONS] }),
    });
    const { item } = await openVersions();
    await waitFor(() => expect(item('Version 3')).toHaveTextContent('Restored version 1'));
    expect(item('Version 3')).toHaveTextContent('Restored');
  });

  it("View shows a version's markdown", async () => {
    renderAtVersion2();
    const { user, dialog, item } = await openVersions();
    await user.click(within(await waitFor(() => item('Version 1'))).getByRole('button', { name: 'View version 1' }));
    expect(await within(dialog).findByTestId('version-text')).toHaveTextContent('Pinch the suckers every week');
    expect(within(dialog).getByRole('heading', { name: 'Version 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'All versions' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  });

  it('Compare shows a word diff from the version to the current text: new words in <ins>, gone ones in <del>', async () => {
    renderAtVersion2();
    const { user, dialog, item } = await openVersions();
    await user.click(within(await waitFor(() => item('Version 1'))).getByRole('button', { name: 'Compare version 1' }));
    const diff = await within(dialog).findByTestId('version-diff');
    expect([...diff.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['Snip', 'each Sunday']);
    expect([...diff.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['Pinch', 'every week']);
    expect(diff).toHaveTextContent('Ever lost a tomato plant to overgrowth?');
    expect(dialog).toHaveTextContent('From version 1 to the current version: 3 words added, 3 removed.');
  });

  it("Restore asks first, then makes a new version with that text, shows it and says 'Version restored'", async () => {
    const restored = aNewVersion(BODY, { id: V3, number: 3, kind: 'restored', note: 'Restored version 1' });
    const { api } = renderAtVersion2({ [`POST /scripts/${SCRIPT_ID}/versions/${V1}/restore`]: () => restored });
    const { user, item } = await openVersions();
    expect(await scriptBody()).toHaveTextContent('Snip the suckers');
    await user.click(within(await waitFor(() => item('Version 1'))).getByRole('button', { name: 'Restore version 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore version 1?' });
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/versions/${V1}/restore`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Version restored', 'Version 1’s text is the current script again (as version 3).'));
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/versions/${V1}/restore`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await scriptBody()).toHaveTextContent('Pinch the suckers every week');
    expect(screen.getByRole('button', { name: 'Versions' })).toHaveAccessibleDescription('3 versions');
  });

  it('a refused restore shows the server message and keeps the text', async () => {
    renderAtVersion2({
      [`POST /scripts/${SCRIPT_ID}/versions/${V1}/restore`]: () => {
        throw new ApiError(409, 'script.version_conflict', 'This script was changed in another tab. Reload to see the latest version.');
      },
    });
    const { user, item } = await openVersions();
    await user.click(within(await waitFor(() => item('Version 1'))).getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Restore failed', 'This script was changed in another tab. Reload to see the latest version.'));
    expect(screen.getByTestId('script-body')).toHaveTextContent('Snip the suckers');
  });
});
