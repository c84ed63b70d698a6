import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MATERIAL_MESSAGES } from '@contracts/material';
import { SOURCE_UNREADABLE_MESSAGES, SOURCE_URL_MESSAGES, type ReadSourceResponse } from '@contracts/source-link';
import { ApiError } from '@/lib/api-client';
import { deferred, fakeApi } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { aMe, aScript, SCRIPT_ID } from './support/fixtures';
import { fillValidForm, generateButton, renderGenerate } from './support/generate-page';
import { aPlan, fakeGenerateNetwork, streamOf } from './support/stream';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

const ARTICLE: ReadSourceResponse = {
  url: 'https://news.example/bridges',
  title: 'Why the river town counts its bridges',
  text: 'This year the count found 1,284 cyclists a day on the old timber bridge alone.',
  words: 16,
  truncated: false,
};

type User = ReturnType<typeof userEvent.setup>;
type ReadAnswer = (body: unknown) => unknown;

/** /generate with 3 credits; POST /sources/read answered by `read`, the generate request recorded. */
const renderForm = async (read: ReadAnswer = () => ARTICLE) => {
  const user = userEvent.setup();
  const api = fakeApi({ 'GET /me': () => aMe(3), 'POST /sources/read': read });
  const calls = fakeGenerateNetwork(() => streamOf(aPlan(), { type: 'done', script: aScript() }));
  renderGenerate();
  await waitFor(() => expect(screen.getByTestId('credits-remaining')).toHaveTextContent('3 script(s) remaining'));
  return { user, api, calls };
};

const disclosure = () => screen.getByRole('button', { name: 'Add your material (optional)' });
const material = () => screen.getByRole('region', { name: 'Your material' });
const openMaterial = async (user: User) => user.click(disclosure());
const sources = () => within(material()).queryByRole('list', { name: 'Your sources' });
const linkField = () => screen.getByLabelText('Add a link');

const addLink = async (user: User, url: string) => {
  await user.clear(linkField());
  await user.click(linkField());
  await user.paste(url);
  await user.click(screen.getByRole('button', { name: 'Read page' }));
};

const pasteSource = async (user: User, text: string, title = '') => {
  await user.click(screen.getByRole('button', { name: 'Paste text instead' }));
  if (title) {
    await user.click(screen.getByLabelText('Title (optional)'));
    await user.paste(title);
  }
  await user.click(screen.getByLabelText('Source text'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Add text' }));
};

const generate = async (user: User, calls: ReturnType<typeof fakeGenerateNetwork>) => {
  await user.click(generateButton());
  await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` });
  return calls[0]!.body as { material?: unknown };
};

describe('/generate: your material, closed', { timeout: 15_000 }, () => {
  it('is one closed button under the five fields, so the simple form stays simple, and sends no material when left empty', async () => {
    const { user, calls } = await renderForm();
    expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Key points')).not.toBeVisible();
    expect(screen.getByLabelText('Tone').compareDocumentPosition(disclosure()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await fillValidForm(user);
    expect(await generate(user, calls)).not.toHaveProperty('material');
  });

  it('sends no material when it was opened and left blank (blank lines and spaces only)', async () => {
    const { user, calls } = await renderForm();
    await openMaterial(user);
    await user.type(screen.getByLabelText('Key points'), '  {enter}{enter}  ');
    await user.type(screen.getByLabelText('Your stories and examples'), '   ');
    await fillValidForm(user);
    expect(await generate(user, calls)).not.toHaveProperty('material');
  });
});

describe('/generate: your material, filled in', { timeout: 15_000 }, () => {
  it('sends the key points one per line (blank lines dropped), the stories and the sources in the order added; closed, it says what it holds', async () => {
    const { user, calls, api } = await renderForm();
    await openMaterial(user);
    expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByLabelText('Key points'));
    await user.paste('More people cross the timber bridge\n\n  The deck can be replaced in stages  \nKeep it open to bikes');
    expect(screen.getByLabelText('Key points')).toHaveAccessibleDescription(/3 key points\.$/);
    await user.click(screen.getByLabelText('Your stories and examples'));
    await user.paste('I ride over it every morning.');
    await addLink(user, 'news.example/bridges');
    await pasteSource(user, 'The council counted 900 walkers.', 'Council notes');

    expect(api.callsTo('POST', '/sources/read')[0]!.body).toEqual({ url: 'https://news.example/bridges' });
    const listed = within(sources()!).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      '[1] Why the river town counts its bridgesnews.example/bridges · 16 words',
      '[2] Council notesPasted text · 5 words',
    ]);
    expect(linkField()).toHaveValue('');

    await user.click(disclosure());
    expect(disclosure()).toHaveAccessibleDescription('3 key points · stories · 2 sources');
    await fillValidForm(user);
    expect((await generate(user, calls)).material).toEqual({
      key_points: ['More people cross the timber bridge', 'The deck can be replaced in stages', 'Keep it open to bikes'],
      stories: 'I ride over it every morning.',
      sources: [
        { kind: 'link', url: ARTICLE.url, title: ARTICLE.title, text: ARTICLE.text },
        { kind: 'text', title: 'Council notes', text: 'The council counted 900 walkers.' },
      ],
    });
  });

  it('reads a link while saying so, with the button disabled, and says when only the beginning of a long page was kept', async () => {
    const answer = deferred<ReadSourceResponse>();
    const { user } = await renderForm(() => answer.promise);
    await openMaterial(user);
    await addLink(user, 'https://news.example/bridges');
    expect(await screen.findByRole('button', { name: 'Reading page...' })).toBeDisabled();
    answer.resolve({ ...ARTICLE, truncated: true });
    await waitFor(() => expect(sources()).toHaveTextContent('only the beginning was kept'));
    expect(screen.getByRole('button', { name: 'Read page' })).toBeEnabled();
  });

  it('reads the link on Enter in its field instead of generating the script', async () => {
    const { user, api, calls } = await renderForm();
    await openMaterial(user);
    await user.type(linkField(), 'https://news.example/bridges{enter}');
    await waitFor(() => expect(sources()).toHaveTextContent(ARTICLE.title));
    expect(api.callsTo('POST', '/sources/read')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('removes a source: the others move up a number and only they are sent', async () => {
    const { user, calls } = await renderForm();
    await openMaterial(user);
    await pasteSource(user, 'First notes.', 'First');
    await pasteSource(user, 'Second notes.', 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove source 1: First' }));
    expect(within(sources()!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['[1] SecondPasted text · 2 words']);
    expect(linkField()).toHaveFocus();
    await fillValidForm(user);
    expect((await generate(user, calls)).material).toMatchObject({ sources: [{ kind: 'text', title: 'Second', text: 'Second notes.' }] });
  });

  it('takes at most 5 sources: with 5 the link and paste fields give way to a note, and come back when one is removed', async () => {
    const { user } = await renderForm();
    await openMaterial(user);
    for (const n of [1, 2, 3, 4, 5]) await pasteSource(user, `Notes ${n}.`);
    expect(within(sources()!).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByLabelText('Add a link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paste text instead' })).not.toBeInTheDocument();
    expect(material()).toHaveTextContent('That is 5 sources, the most a script takes: remove one to add another.');
    await user.click(screen.getByRole('button', { name: 'Remove source 5: Pasted text' }));
    expect(linkField()).toBeInTheDocument();
  });
});

describe('/generate: your material, refused', { timeout: 15_000 }, () => {
  it.each([
    ['a login', SOURCE_UNREADABLE_MESSAGES.needsLogin],
    ['no text', SOURCE_UNREADABLE_MESSAGES.noText],
    ['a private address', SOURCE_UNREADABLE_MESSAGES.privateAddress],
  ])('a page that needs %s: the server’s words beside the link field, the link kept as typed, nothing added', async (_case, message) => {
    const { user } = await renderForm(() => {
      throw new ApiError(422, 'source.unreadable', message);
    });
    await openMaterial(user);
    await addLink(user, 'https://members.example/post');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(linkField()).toHaveAccessibleDescription(message);
    expect(linkField()).toHaveAttribute('aria-invalid', 'true');
    expect(linkField()).toHaveValue('https://members.example/post');
    expect(sources()).not.toBeInTheDocument();
  });

  it('a link that is not a web address is refused before the server is asked', async () => {
    const { user, api } = await renderForm();
    await openMaterial(user);
    await addLink(user, 'not a link');
    expect(linkField()).toHaveAccessibleDescription(SOURCE_URL_MESSAGES.malformed);
    expect(api.callsTo('POST', '/sources/read')).toHaveLength(0);
  });

  it('a failed request (no answer from the server) says to try again, and the message goes once the link is read', async () => {
    let fail = true;
    const { user } = await renderForm(() => {
      if (fail) throw new ApiError(502, 'http.error', 'Request failed (502)');
      return ARTICLE;
    });
    await openMaterial(user);
    await addLink(user, 'https://news.example/bridges');
    expect(linkField()).toHaveAccessibleDescription('The page could not be read. Check your connection and try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Read page' }));
    await waitFor(() => expect(sources()).toHaveTextContent(ARTICLE.title));
    expect(linkField()).not.toHaveAccessibleDescription();
  });

  it('the same page twice is refused: it is one source already', async () => {
    const { user, api } = await renderForm();
    await openMaterial(user);
    await addLink(user, 'https://news.example/bridges');
    await waitFor(() => expect(sources()).toHaveTextContent(ARTICLE.title));
    await addLink(user, 'https://news.example/bridges');
    expect(linkField()).toHaveAccessibleDescription('This page is already one of your sources');
    expect(api.callsTo('POST', '/sources/read')).toHaveLength(1);
  });

  it.each([
    ['empty pasted text', '', MATERIAL_MESSAGES.sourceTextRequired],
    ['20,001 characters of pasted text', 'x'.repeat(20_001), MATERIAL_MESSAGES.sourceTextTooLong],
  ])('%s is not added, with the message', async (_case, text, message) => {
    const { user } = await renderForm();
    await openMaterial(user);
    await pasteSource(user, text);
    expect(screen.getByLabelText('Source text')).toHaveAccessibleDescription(message);
    expect(sources()).not.toBeInTheDocument();
  });

  it('Cancel closes the paste fields and keeps nothing of them', async () => {
    const { user } = await renderForm();
    await openMaterial(user);
    await user.click(screen.getByRole('button', { name: 'Paste text instead' }));
    await user.type(screen.getByLabelText('Source text'), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Paste text instead' }));
    expect(screen.getByLabelText('Source text')).toHaveValue('');
  });

  it.each([
    ['21 key points', 'Key points', Array.from({ length: 21 }, (_, i) => `Point ${i + 1}`).join('\n'), MATERIAL_MESSAGES.tooManyKeyPoints],
    ['a 301-character key point', 'Key points', `Short point\n${'k'.repeat(301)}`, MATERIAL_MESSAGES.keyPointTooLong],
    ['2,001 characters of stories', 'Your stories and examples', 's'.repeat(2001), MATERIAL_MESSAGES.storiesTooLong],
  ])('refuses %s with the message on the field, and generates nothing', async (_case, label, value, message) => {
    const { user, calls } = await renderForm();
    await openMaterial(user);
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
    await fillValidForm(user);
    await user.click(generateButton());
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('opens by itself when a field in it is refused while it is closed', async () => {
    const { user, calls } = await renderForm();
    await openMaterial(user);
    await user.click(screen.getByLabelText('Key points'));
    await user.paste(Array.from({ length: 21 }, (_, i) => `Point ${i + 1}`).join('\n'));
    await user.click(disclosure());
    expect(screen.getByLabelText('Key points')).not.toBeVisible();
    await fillValidForm(user);
    await user.click(generateButton());
    await waitFor(() => expect(screen.getByLabelText('Key points')).toBeVisible());
    expect(screen.getByText(MATERIAL_MESSAGES.tooManyKeyPoints)).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
