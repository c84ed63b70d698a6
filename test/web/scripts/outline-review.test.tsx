import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutlineResponse } from '@contracts/outline';
import type { GenerateScriptBody } from '@contracts/scripts';
import { fakeApi } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { aMe, aScript } from './support/fixtures';
import { fillValidForm, renderGenerate } from './support/generate-page';
import { fakeGenerateNetwork, streamOf } from './support/stream';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

/** A 3-minute YouTube plan of 450 words: hook, intro, three sections with a key point each, reminder, outro. */
const PLAN: OutlineResponse = {
  wordBudget: 450,
  targetSeconds: 180,
  wordsPerMinute: 150,
  newSection: { idPrefix: 'section', heading: 'Section', weight: 3 },
  sections: [
    { id: 'hook', kind: 'hook', heading: 'Hook', words: 36, startSecond: 0, endSecond: 14, weight: 1, verbatim: false, keyPoints: [], stories: [] },
    { id: 'intro', kind: 'intro', heading: 'Intro', words: 36, startSecond: 14, endSecond: 29, weight: 1, verbatim: false, keyPoints: [], stories: [] },
    { id: 'section-1', kind: 'body', heading: 'Section 1', words: 108, startSecond: 29, endSecond: 72, weight: 3, verbatim: false, keyPoints: ['Cut suckers small'], stories: [] },
    { id: 'section-2', kind: 'body', heading: 'Section 2', words: 108, startSecond: 72, endSecond: 115, weight: 3, verbatim: false, keyPoints: ['Keep leaves off the soil'], stories: [] },
    { id: 'section-3', kind: 'body', heading: 'Section 3', words: 108, startSecond: 115, endSecond: 158, weight: 3, verbatim: false, keyPoints: ['Stop at fruit set'], stories: [] },
    { id: 'reminder', kind: 'reminder', heading: 'Interaction Reminder', words: 18, startSecond: 158, endSecond: 166, weight: 0.5, verbatim: false, keyPoints: [], stories: [] },
    { id: 'outro', kind: 'closing', heading: 'Outro', words: 36, startSecond: 166, endSecond: 180, weight: 1, verbatim: false, keyPoints: [], stories: [] },
  ],
};

const headings = () => within(screen.getByRole('list', { name: 'Outline sections' })).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

// Many clicks and keystrokes each: on a loaded machine they take longer than the default 5 s.
describe('/generate: Review the outline first (issue 34)', { timeout: 15_000 }, () => {
  it('shows the plan for free, edits it with buttons and selects, and writes the edited outline with the form', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /me': () => aMe(1), 'POST /scripts/outline': () => PLAN });
    renderGenerate();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Review the outline first' }));

    const outline = await screen.findByRole('region', { name: 'Your outline' });
    expect(api.callsTo('POST', '/scripts/outline')[0]!.body).toMatchObject({ topic: 'How to prune tomatoes', platform: 'youtube', duration: '3m' });
    expect(headings()).toEqual(['Hook', 'Intro', 'Section 1', 'Section 2', 'Section 3', 'Interaction Reminder', 'Outro']);
    expect(within(outline).getAllByTestId('outline-section-timing')[2]).toHaveTextContent('0:29–1:12 · 108 words');
    // The hook never moves or goes.
    expect(within(outline).getByRole('button', { name: 'Move Hook up' })).toBeDisabled();
    expect(within(outline).getByRole('button', { name: 'Move Hook down' })).toBeDisabled();
    expect(within(outline).getByRole('button', { name: 'Delete Hook' })).toBeDisabled();

    await user.click(within(outline).getByRole('button', { name: 'Delete Section 3' }));
    expect(within(outline).getByRole('list', { name: 'Key points in Section 2' })).toHaveTextContent('Stop at fruit set');
    await user.selectOptions(within(outline).getByLabelText('Move “Stop at fruit set” to'), 'Move to Section 1');
    await user.click(within(outline).getByRole('button', { name: 'Move Section 2 up' }));
    await user.click(within(outline).getByRole('button', { name: 'Add section' }));
    expect(headings()).toEqual(['Hook', 'Intro', 'Section 2', 'Section 1', 'Section 3', 'Interaction Reminder', 'Outro']);
    // The removed section's time went to the others: the total is still the budget.
    expect(within(outline).getByTestId('outline-total')).toHaveTextContent(/^45\d words · about 3:0\d$/);

    const calls = fakeGenerateNetwork(() => streamOf({ type: 'done', script: aScript() }));
    await user.click(within(outline).getByRole('button', { name: 'Write this outline' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.body as GenerateScriptBody;
    expect(sent.outline!.sections.map((section) => [section.id, section.keyPoints])).toEqual([
      ['hook', []],
      ['intro', []],
      ['section-2', ['Keep leaves off the soil']],
      ['section-1', ['Cut suckers small', 'Stop at fruit set']],
      ['section-3', []],
      ['reminder', []],
      ['outro', []],
    ]);
    expect(await screen.findByRole('heading', { name: /^Script page / })).toBeInTheDocument();
  });

  it('refuses an empty heading in the contract’s words and will not write until it is fixed', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(1), 'POST /scripts/outline': () => PLAN });
    renderGenerate();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Review the outline first' }));
    const outline = await screen.findByRole('region', { name: 'Your outline' });
    await user.clear(within(outline).getByLabelText('Heading of section 3'));
    expect(within(outline).getByText('Each section needs a heading')).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: 'Write this outline' })).toBeDisabled();
  });

  it('says the outline is stale once the form changes, and makes it again on request', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /me': () => aMe(1), 'POST /scripts/outline': () => PLAN });
    renderGenerate();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Review the outline first' }));
    const outline = await screen.findByRole('region', { name: 'Your outline' });
    await user.selectOptions(screen.getByLabelText('Duration'), '5 minutes');
    expect(within(outline).queryByRole('button', { name: 'Write this outline' })).not.toBeInTheDocument();
    await user.click(within(outline).getByRole('button', { name: 'Review the outline again' }));
    await waitFor(() => expect(api.callsTo('POST', '/scripts/outline')).toHaveLength(2));
    expect(api.callsTo('POST', '/scripts/outline')[1]!.body).toMatchObject({ duration: '5m' });
    expect(await within(outline).findByRole('button', { name: 'Write this outline' })).toBeEnabled();
  });
});
