import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Material } from '@contracts/material';
import type { StyleGuide } from '@contracts/style-guide';
import { spyOnToasts } from '../support/toasts';
import { SCRIPT_ID, V2, aNewVersion, aScript, renderWorkshop, scriptBody } from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const toasts = spyOnToasts();
afterEach(() => sessionStorage.clear());

const MATERIAL: Material = {
  key_points: ['More people cross the timber bridge than the road bridges'],
  stories: 'I have ridden over it for twelve years.',
  sources: [
    {
      kind: 'link',
      url: 'https://news.example/bridges/count',
      title: 'Why the river town counts its bridges',
      text: 'This year the count found 1,284 cyclists a day on the old timber bridge. It was built in 1911.',
    },
    { kind: 'text', title: '', text: 'Council notes: the deck has 40 boards.' },
  ],
};

const BODY = [
  '# Why our town loves its timber bridge',
  '',
  '> YouTube · 3 minutes · about 450 words at 150 words per minute.',
  '',
  '## Hook [0:00–0:14]',
  '',
  'Welcome to 5 Minute Towns. [[fill in: your hook, about 28 words]]',
  '',
  '## Section 1 [0:14–1:12]',
  '',
  'More people cross the timber bridge than the road bridges. The count found 1,284 cyclists a day [1]. I have ridden over it for 12 years. About 73% of them ride to work.',
  '',
  '[[fill in: an example for the deck, about 26 words]]',
].join('\n');

const STYLE_GUIDE: StyleGuide = { id: 'sg', user_id: 'user-1', intro_template: 'Welcome to 5 Minute Towns.', outro_template: null, interaction_reminders: null, general_guidance: null };

/** The script with its material; the style guide's intro says "5 Minute Towns". */
const renderChecked = (routes: Parameters<typeof renderWorkshop>[0] = {}, body = BODY) =>
  renderWorkshop({ 'GET /style-guide': () => ({ styleGuide: STYLE_GUIDE }), ...routes }, { script: aScript({ topic: 'Why our town loves its timber bridge' }), body, material: MATERIAL });

const marked = (within: HTMLElement) => [...within.querySelectorAll('mark[data-unsourced]')].map((mark) => mark.firstChild?.textContent);
const counts = () => screen.getByTestId('script-check-counts');

describe('/script/{id}: figures not in the material, and placeholders', { timeout: 15_000 }, () => {
  it('marks only the figures none of the creator’s words hold, accessibly; not those of the material, the style guide, headings or notes', async () => {
    renderChecked();
    const body = await scriptBody();
    await waitFor(() => expect(marked(body)).toEqual(['12', '73%']));
    const mark = body.querySelector('mark[data-unsourced]')!;
    expect(mark).toHaveAttribute('title', 'not in your material');
    expect(mark).toHaveTextContent('12 (not in your material)');
    expect(counts()).toHaveTextContent('2 placeholders left to fill in · 2 figures not in your material');
  });

  it('shows each placeholder as a chip to fill in, and each source marker as a link to its source below', async () => {
    renderChecked();
    const body = await scriptBody();
    expect([...body.querySelectorAll('[data-placeholder]')].map((chip) => chip.textContent)).toEqual([
      'fill in: your hook, about 28 words',
      'fill in: an example for the deck, about 26 words',
    ]);
    expect(body).not.toHaveTextContent('[[');
    const marker = within(body).getByRole('link', { name: 'Source 1' });
    expect(marker).toHaveAttribute('href', '#source-1');
    expect(marker.closest('sup')).toHaveTextContent('[1]');
    expect(document.getElementById('source-1')).toHaveTextContent('Why the river town counts its bridges');
  });

  it('says nothing when no placeholder is left and every figure is the creator’s', async () => {
    renderChecked({}, '## Hook [0:00–0:10]\n\nThe count found 1,284 cyclists a day [1].');
    await scriptBody();
    await waitFor(() => expect(screen.queryByTestId('script-checks')).not.toBeInTheDocument());
  });

  it('marks a figure of a script written from its topic alone: no material holds it', async () => {
    renderWorkshop({}, { script: aScript(), body: '## Hook [0:00–0:10]\n\nMost gardeners prune 3 times a season.' });
    const body = await scriptBody();
    expect(marked(body)).toEqual(['3']);
    expect(screen.queryByRole('region', { name: 'Built from your material' })).not.toBeInTheDocument();
  });
});

describe('/script/{id}: what it was built from', { timeout: 15_000 }, () => {
  it('lists the key points, the stories and the sources, numbered, a link opening its page', async () => {
    renderChecked();
    const section = await screen.findByRole('region', { name: 'Built from your material' });
    expect(within(section).getByRole('list', { name: 'Key points' })).toHaveTextContent('More people cross the timber bridge than the road bridges');
    expect(section).toHaveTextContent('I have ridden over it for twelve years.');
    const sources = within(section).getAllByRole('listitem').filter((item) => item.id.startsWith('source-'));
    expect(sources.map((item) => item.textContent)).toEqual([
      '[1] Why the river town counts its bridgesnews.example/bridges/count · 20 words',
      '[2] Pasted text7 words',
    ]);
    const link = within(sources[0]!).getByRole('link', { name: 'Why the river town counts its bridges' });
    expect(link).toHaveAttribute('href', 'https://news.example/bridges/count');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});

describe('/script/{id}: the editor checks as the creator types', { timeout: 15_000 }, () => {
  it('lists each figure not in the material with its sentence and counts the placeholders left, live; Done shows the marks on the saved text', async () => {
    const user = userEvent.setup();
    renderChecked({ [`PUT /scripts/${SCRIPT_ID}`]: (body) => aNewVersion((body as { body: string }).body, { id: V2, number: 2, kind: 'edited' }) });
    await scriptBody();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const figures = () => screen.getByRole('list', { name: /not in your material$/ });
    await waitFor(() => expect(within(figures()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“12” in “I have ridden over it for 12 years.”',
      '“73%” in “About 73% of them ride to work.”',
    ]));
    expect(counts()).toHaveTextContent('2 placeholders left to fill in · 2 figures not in your material');

    const editor = screen.getByLabelText('Script (markdown)');
    await user.click(editor);
    await user.clear(editor);
    await user.paste(BODY.replace('for 12 years', 'for twelve years').replace('[[fill in: your hook, about 28 words]]', 'Tickets cost $4 now.'));
    await waitFor(() => expect(within(figures()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“$4” in “Tickets cost $4 now.”',
      '“73%” in “About 73% of them ride to work.”',
    ]));
    expect(counts()).toHaveTextContent('1 placeholder left to fill in · 2 figures not in your material');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const body = await scriptBody();
    await waitFor(() => expect(marked(body)).toEqual(['$4', '73%']));
  });

  it('says when nothing is left to fill in and every figure is the creator’s', async () => {
    const user = userEvent.setup();
    renderChecked();
    await scriptBody();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByLabelText('Script (markdown)');
    await user.clear(editor);
    await user.paste('## Hook [0:00–0:10]\n\nThe count found 1,284 cyclists a day [1].');
    await waitFor(() => expect(counts()).toHaveTextContent('Nothing left to fill in, and every figure is in your material.'));
    expect(screen.queryByRole('list', { name: /not in your material$/ })).not.toBeInTheDocument();
  });
});

describe('/script/{id}: placeholders left are said before Copy, Download and the teleprompter', { timeout: 15_000 }, () => {
  it('Copy asks first ("2 placeholders still to fill in"); Cancel copies nothing, "Copy anyway" copies at one click', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderChecked();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    const ask = screen.getByRole('alertdialog', { name: '2 placeholders still to fill in' });
    expect(ask).toHaveTextContent('The copied text still has them, in brackets.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await user.click(screen.getByRole('button', { name: 'Copy anyway' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Copied!', 'Script copied to clipboard'));
    expect(writeText).toHaveBeenCalledOnce();
    expect(writeText.mock.calls[0]).toEqual([expect.stringContaining('[[fill in: your hook, about 28 words]]')]);
  });

  it('Download asks first too, and "Download anyway" downloads', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:script');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderChecked();
    await user.click(await screen.findByRole('button', { name: 'Download Markdown' }));
    expect(screen.getByRole('alertdialog', { name: '2 placeholders still to fill in' })).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download anyway' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Downloaded!', 'Script downloaded successfully'));
    expect(click).toHaveBeenCalledOnce();
  });

  it('the teleprompter asks first; "Open teleprompter anyway" opens it with focus, its text without placeholders or markers', async () => {
    const user = userEvent.setup();
    renderChecked();
    await scriptBody();
    await user.click(screen.getByRole('button', { name: 'Teleprompter' }));
    const ask = screen.getByRole('alertdialog', { name: '2 placeholders still to fill in' });
    expect(ask).toHaveTextContent('The teleprompter skips them, so those parts are missing as you read.');
    expect(screen.queryByRole('dialog', { name: 'Teleprompter' })).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Open teleprompter anyway' }));
    const prompter = await screen.findByRole('dialog', { name: 'Teleprompter' });
    await waitFor(() => expect(prompter).toHaveFocus());
    const text = within(prompter).getByTestId('teleprompter-text');
    expect(text).toHaveTextContent('The count found 1,284 cyclists a day. I have ridden');
    expect(text).not.toHaveTextContent(/fill in|\[1\]/);
  });

  it('goes straight on when no placeholder is left', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderChecked({}, '## Hook [0:00–0:10]\n\nThe count found 1,284 cyclists a day [1].');
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Teleprompter' }));
    expect(screen.getByRole('dialog', { name: 'Teleprompter' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
