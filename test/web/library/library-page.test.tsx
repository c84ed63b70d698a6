import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deferred } from '../support/app';
import { fakeLibrary, minutesAgo, renderLibrary, scriptsNumbered, summary } from './support/library';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const rows = () => within(screen.getByRole('list', { name: 'Your scripts' })).getAllByRole('link');

afterEach(() => vi.restoreAllMocks());

describe('/scripts: the library', () => {
  it('shows a spinner with a name until the first page has loaded', () => {
    fakeLibrary({ '': () => deferred<never>().promise as never });
    renderLibrary();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Scripts' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading scripts' })).toBeInTheDocument();
  });

  it('asks for 20 newest first and shows each with topic, platform, length, voice match and age, linking to its page', async () => {
    const scripts = [
      summary(1, { topic: 'Tomato pruning', platform: 'youtube', word_count: 412, estimated_seconds: 171, voice_match: 83.4, created_at: minutesAgo(3) }),
      summary(2, { topic: 'Balcony herbs', platform: 'instagram', word_count: 1, estimated_seconds: 5, voice_match: null, created_at: minutesAgo(120) }),
    ];
    const api = fakeLibrary({ '': { scripts, next_cursor: null } });
    renderLibrary();
    await screen.findByRole('list', { name: 'Your scripts' });
    expect(api.queries()).toEqual([{ limit: '20' }]);
    expect(document.title).toBe('Your Scripts | ScriptVoice');
    const [first, second] = rows();
    expect(first).toHaveAttribute('href', `/script/${scripts[0]!.id}`);
    expect(first).toHaveTextContent('Tomato pruning');
    expect(first).toHaveTextContent('YouTube · 412 words · about 2:51 · Voice match 83% · 3 minutes ago');
    expect(second).toHaveTextContent('Instagram Reel · 1 word · about 0:05 · about 2 hours ago');
    expect(second).not.toHaveTextContent(/Voice match/);
    expect(screen.getByRole('status')).toHaveTextContent('All 2 scripts shown');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(first!);
    expect(await screen.findByRole('heading', { name: 'Script page' })).toBeInTheDocument();
  });

  it('appends the next page, asked for with the cursor, on Load more and moves focus to the first new script', async () => {
    const api = fakeLibrary({
      '': { scripts: scriptsNumbered(1, 20), next_cursor: 'after-20' },
      'after-20': { scripts: scriptsNumbered(21, 40), next_cursor: 'after-40' },
      'after-40': { scripts: scriptsNumbered(41, 45), next_cursor: null },
    });
    renderLibrary();
    await screen.findByRole('list', { name: 'Your scripts' });
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole('status')).toHaveTextContent('20 scripts shown, more to load');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(rows()[20]).toHaveTextContent('Topic 21');
    await waitFor(() => expect(rows()[20]).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(rows().map((row) => row.querySelector('span > span')!.textContent)).toEqual(scriptsNumbered(1, 45).map(({ topic }) => topic));
    expect(api.queries()).toEqual([{ limit: '20' }, { limit: '20', cursor: 'after-20' }, { limit: '20', cursor: 'after-40' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All 45 scripts shown');
  });

  it('keeps reading while pages come back empty with a cursor, until it finds scripts, never saying there are none', async () => {
    const held = deferred<{ scripts: ReturnType<typeof summary>[]; next_cursor: string | null }>();
    const api = fakeLibrary({
      '': { scripts: [], next_cursor: 'c1' },
      c1: () => held.promise as never,
      c2: { scripts: [summary(1, { topic: 'Rare tomatoes' })], next_cursor: null },
    });
    renderLibrary('/scripts?q=rare');
    expect(await screen.findByRole('status', { name: 'Searching older scripts' })).toBeInTheDocument();
    expect(screen.queryByText(/No scripts/)).not.toBeInTheDocument();
    held.resolve({ scripts: [], next_cursor: 'c2' });
    expect(await screen.findByRole('link', { name: /Rare tomatoes/ })).toBeInTheDocument();
    expect(api.queries().map(({ cursor }) => cursor)).toEqual([undefined, 'c1', 'c2']);
    expect(api.queries().every(({ q }) => q === 'rare')).toBe(true);
  });

  it('reads on after a short page with a cursor, so a load ends with a full page or the end', async () => {
    fakeLibrary({
      '': { scripts: scriptsNumbered(1, 3), next_cursor: 'c1' },
      c1: { scripts: scriptsNumbered(4, 23), next_cursor: 'c2' },
      c2: { scripts: scriptsNumbered(24, 24), next_cursor: null },
    });
    renderLibrary('/scripts?platform=tiktok');
    await waitFor(() => expect(screen.queryAllByRole('link', { name: /Topic/ })).toHaveLength(23));
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('23 matching scripts shown, more to load');
  });

  it('says no scripts match, with a Clear filters button, when the last page is read and nothing matched', async () => {
    const api = fakeLibrary({
      '': (query) => (query.get('q') ? { scripts: [], next_cursor: 'c1' } : { scripts: scriptsNumbered(1, 2), next_cursor: null }),
      c1: { scripts: [], next_cursor: null },
    });
    const { router } = renderLibrary('/scripts?q=zebra&tone=dramatic');
    expect(await screen.findByText('No scripts match your search')).toBeInTheDocument();
    expect(screen.getByLabelText('Search topics and text')).toHaveValue('zebra');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search topics and text')).toHaveValue('');
    expect(screen.getByLabelText('Tone')).toHaveValue('');
    expect(api.queries().at(-1)).toEqual({ limit: '20' });
  });

  it('shows the empty library with a way to the first script', async () => {
    fakeLibrary({ '': { scripts: [], next_cursor: null } });
    renderLibrary();
    expect(await screen.findByText('No scripts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate your first script' })).toHaveAttribute('href', '/generate');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers a retry when the library cannot be loaded', async () => {
    let fail = true;
    fakeLibrary({
      '': () => {
        if (fail) throw new ApiError(500, 'internal', 'Internal error');
        return { scripts: [summary(1)], next_cursor: null };
      },
    });
    renderLibrary();
    expect(await screen.findByText('Your scripts could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Topic 1/ })).toBeInTheDocument();
  });

  it('keeps the scripts shown and offers to try again when the next page cannot be loaded', async () => {
    let fail = true;
    fakeLibrary({
      '': { scripts: scriptsNumbered(1, 20), next_cursor: 'c1' },
      c1: () => {
        if (fail) throw new ApiError(500, 'internal', 'Internal error');
        return { scripts: scriptsNumbered(21, 22), next_cursor: null };
      },
    });
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older scripts could not be loaded.')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(22));
    expect(screen.queryByText('Older scripts could not be loaded.')).not.toBeInTheDocument();
  });
});
