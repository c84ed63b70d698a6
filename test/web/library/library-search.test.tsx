import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLibrary, renderLibrary, summary } from './support/library';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const TOPICS = ['Tomato pruning', 'Balcony herbs', 'Tomato soup'];

/** Answers by topic search, so the screen shows what the API was asked for. */
const searchableLibrary = () =>
  fakeLibrary({
    '': (query) => ({
      scripts: TOPICS.filter((topic) => topic.toLowerCase().includes(query.get('q') ?? '')).map((topic, index) => summary(index + 1, { topic })),
      next_cursor: null,
    }),
  });

const shownTopics = () =>
  within(screen.getByRole('list', { name: 'Your scripts' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('span > span')!.textContent);

afterEach(() => vi.restoreAllMocks());

describe('/scripts: search and filters', () => {
  it('searches by topic a moment after typing stops, with the search in the URL', async () => {
    const api = searchableLibrary();
    const { router } = renderLibrary();
    await waitFor(() => expect(shownTopics()).toEqual(TOPICS));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search topics and text' }), 'tomato');
    await waitFor(() => expect(shownTopics()).toEqual(['Tomato pruning', 'Tomato soup']));
    expect(api.queries()).toEqual([{ limit: '20' }, { limit: '20', q: 'tomato' }]);
    expect(router.state.location.search).toBe('?q=tomato');
  });

  it('searches at once on Enter', async () => {
    const api = searchableLibrary();
    renderLibrary();
    await waitFor(() => expect(shownTopics()).toEqual(TOPICS));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search topics and text' }), 'herbs{Enter}');
    await waitFor(() => expect(api.queries().at(-1)).toEqual({ limit: '20', q: 'herbs' }), { timeout: 200 });
  });

  it('sends each filter to the API and keeps it in the URL, so Back undoes it', async () => {
    const api = searchableLibrary();
    const { router } = renderLibrary('/scripts?q=tomato');
    await waitFor(() => expect(shownTopics()).toHaveLength(2));

    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'YouTube');
    await userEvent.selectOptions(screen.getByLabelText('Duration'), '3 minutes');
    await userEvent.selectOptions(screen.getByLabelText('Tone'), 'Humorous');
    await waitFor(() => expect(api.queries().at(-1)).toEqual({ limit: '20', q: 'tomato', platform: 'youtube', duration: '3m', tone: 'humorous' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'tomato',
      platform: 'youtube',
      duration: '3m',
      tone: 'humorous',
    });

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Tone')).toHaveValue(''));
    expect(screen.getByLabelText('Duration')).toHaveValue('3m');
  });

  it('offers the app’s labels for every platform, duration and tone, each with an "All" choice', async () => {
    searchableLibrary();
    renderLibrary();
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
    expect(options('Platform')).toEqual(['All platforms', 'YouTube', 'TikTok', 'Instagram Reel', 'Podcast']);
    expect(options('Duration')[0]).toBe('All durations');
    expect(options('Duration')).toContain('3 minutes');
    expect(options('Tone')).toEqual(['All tones', 'Conversational', 'Professional', 'Humorous', 'Educational', 'Dramatic']);
  });

  it('starts from the search and filters in the URL, ignoring a value that is not a choice', async () => {
    const api = searchableLibrary();
    renderLibrary('/scripts?q=%20herbs%20&platform=myspace&tone=dramatic');
    await waitFor(() => expect(api.queries()).toEqual([{ limit: '20', q: 'herbs', tone: 'dramatic' }]));
    expect(screen.getByRole('searchbox', { name: 'Search topics and text' })).toHaveValue('herbs');
    expect(screen.getByLabelText('Platform')).toHaveValue('');
    expect(screen.getByLabelText('Tone')).toHaveValue('dramatic');
  });
});
