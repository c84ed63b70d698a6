import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fakeApi } from '../support/app';
import { expectBreadcrumbFromDashboardTo } from '../support/breadcrumb';
import { spyOnToasts } from '../support/toasts';
import { aMe, aScript, SCRIPT_ID } from './support/fixtures';
import { fillValidForm, generateButton as button, renderGenerate } from './support/generate-page';
import { aPlan, errorAnswer, fakeGenerateNetwork, liveStream, streamOf } from './support/stream';

// GET /me goes through the mocked `request`; the streamed POST /api/scripts through a stubbed fetch.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

const credits = () => screen.getByTestId('credits-remaining');

const toasts = spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

describe('/generate: the page', () => {
  it('has the title, subtitle and a breadcrumb whose home icon links to /dashboard and whose last item is plain text', async () => {
    fakeApi({ 'GET /me': () => aMe(3) });
    renderGenerate();
    expect(screen.getByRole('heading', { level: 1, name: 'Generate Script' })).toBeInTheDocument();
    expect(screen.getByText('Create content in your unique voice')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Generate Script | ScriptVoice'));
    expectBreadcrumbFromDashboardTo('Generate Script');
  });

  it('shows the Script Details card with the five fields, their labels, placeholder and select placeholders', async () => {
    fakeApi({ 'GET /me': () => aMe(3) });
    renderGenerate();
    expect(screen.getByRole('heading', { name: 'Script Details' })).toBeInTheDocument();
    const topic = screen.getByLabelText('Topic/Subject');
    expect(topic).toHaveAttribute('placeholder', 'e.g., How to prune tomatoes');
    expect(screen.getByLabelText('Additional Details (Optional)').tagName).toBe('TEXTAREA');
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
    expect(options('Platform')).toEqual(['Select platform', 'YouTube', 'TikTok', 'Instagram Reel', 'Podcast']);
    expect(options('Duration')).toEqual(['Select duration', '30 seconds', '1 minute', '3 minutes', '5 minutes', '10+ minutes']);
    expect(options('Tone')).toEqual(['Select tone', 'Conversational', 'Professional', 'Humorous', 'Educational', 'Dramatic']);
    expect(button()).toHaveTextContent('Generate Script');
  });
});

describe('/generate: credits', () => {
  it("reads 'Loading credits...' while the credits are unknown", () => {
    fakeApi({ 'GET /me': () => new Promise(() => undefined) });
    renderGenerate();
    expect(credits()).toHaveTextContent('Loading credits...');
    expect(button()).toBeEnabled();
  });

  it.each([3, 1, 2])("reads '%i script(s) remaining' word for word", async (total) => {
    fakeApi({ 'GET /me': () => aMe(total) });
    renderGenerate();
    await waitFor(() => expect(credits()).toHaveTextContent(`${total} script(s) remaining`));
    expect(credits().textContent).toBe(`${total} script(s) remaining`);
    expect(credits()).not.toHaveClass('text-warning');
    expect(screen.queryByText('No scripts left!')).not.toBeInTheDocument();
  });

  it.each([0, -1])("at %i credits: warning style, the 'No scripts left!' box above the form saying what is true (credits never expire) and a disabled button", async (total) => {
    fakeApi({ 'GET /me': () => aMe(total) });
    renderGenerate();
    await waitFor(() => expect(credits()).toHaveTextContent(`${total} script(s) remaining`));
    expect(credits()).toHaveClass('text-warning');
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent('No scripts left!');
    expect(within(box).getByText("You've used all your credits.")).toBeInTheDocument();
    expect(box).not.toHaveTextContent('this month');
    expect(within(box).getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute('href', '/pricing');
    // Above the form, so a phone shows it without scrolling past five fields.
    expect(box.compareDocumentPosition(screen.getByLabelText('Topic/Subject')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button()).toBeDisabled();
  });

  it("says 'Your writing style will be applied automatically' only with a processed document", async () => {
    fakeApi({ 'GET /me': () => aMe(3, true) });
    const first = renderGenerate();
    expect(await screen.findByText('Your writing style will be applied automatically')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Not in your voice yet' })).not.toBeInTheDocument();
    first.unmount();

    fakeApi({ 'GET /me': () => aMe(3, false) });
    renderGenerate();
    await waitFor(() => expect(credits()).toHaveTextContent('3 script(s) remaining'));
    expect(screen.queryByText('Your writing style will be applied automatically')).not.toBeInTheDocument();
  });

  it('without a processed document, says before the click that the draft cannot sound like the creator and still costs a credit, with a link to upload; it does not block', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(3, false) });
    const calls = fakeGenerateNetwork(() => streamOf({ type: 'done', script: aScript() }));
    renderGenerate();
    const note = await screen.findByRole('note', { name: 'Not in your voice yet' });
    expect(
      within(note).getByText(
        'No document of yours has been processed, so this script is written in a general voice, not yours, and it still uses a credit. Upload a past script or transcript first to have it written the way you talk.',
      ),
    ).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'Upload a document' })).toHaveAttribute('href', '/documents');
    expect(note.compareDocumentPosition(button()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await fillValidForm(user);
    await user.click(button());
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('says nothing about the voice while the profile is loading', () => {
    fakeApi({ 'GET /me': () => new Promise(() => undefined) });
    renderGenerate();
    expect(screen.queryByRole('note', { name: 'Not in your voice yet' })).not.toBeInTheDocument();
  });

  it("blocks a submit while credits are unknown with 'Insufficient Credits'", async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => new Promise(() => undefined) });
    const calls = fakeGenerateNetwork(() => streamOf({ type: 'done', script: aScript() }));
    renderGenerate();
    await fillValidForm(user);
    await user.click(button());
    expect(toasts.failure).toHaveBeenCalledWith('Insufficient Credits', 'You need at least 1 credit to generate a script.');
    expect(calls).toHaveLength(0);
  });

  it("blocks a submit at 0 credits (Enter in a field) with 'Insufficient Credits'", async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(0) });
    const calls = fakeGenerateNetwork(() => streamOf({ type: 'done', script: aScript() }));
    renderGenerate();
    await waitFor(() => expect(button()).toBeDisabled());
    await fillValidForm(user);
    const form = screen.getByRole('form', { name: 'Generate Script' }) as HTMLFormElement;
    await act(async () => form.requestSubmit());
    expect(toasts.failure).toHaveBeenCalledWith('Insufficient Credits', 'You need at least 1 credit to generate a script.');
    expect(calls).toHaveLength(0);
  });
});

describe('/generate: validation messages show under their fields', () => {
  const submitWith = async (fill: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(3) });
    const calls = fakeGenerateNetwork(() => streamOf({ type: 'done', script: aScript() }));
    renderGenerate();
    await waitFor(() => expect(credits()).toHaveTextContent('3 script(s) remaining'));
    await fill(user);
    await user.click(button());
    return calls;
  };

  it('shows every required-field message at once, each tied to its field', async () => {
    const calls = await submitWith(async () => undefined);
    for (const [label, message] of [
      ['Topic/Subject', 'Topic is required'],
      ['Platform', 'Platform is required'],
      ['Duration', 'Duration is required'],
      ['Tone', 'Tone is required'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(calls).toHaveLength(0);
    expect(toasts.failure).not.toHaveBeenCalled();
  });

  it("treats a topic of spaces as missing: 'Topic is required'", async () => {
    await submitWith(async (user) => fillValidForm(user, '    '));
    expect(screen.getByLabelText('Topic/Subject')).toHaveAccessibleDescription('Topic is required');
  });

  it("refuses a 201-character topic: 'Topic must be less than 200 characters'", async () => {
    await submitWith(async (user) => {
      await fillValidForm(user, 'x');
      await user.clear(screen.getByLabelText('Topic/Subject'));
      await user.click(screen.getByLabelText('Topic/Subject'));
      await user.paste('t'.repeat(201));
    });
    expect(screen.getByText('Topic must be less than 200 characters')).toBeInTheDocument();
  });

  it("refuses 1001 characters of details: 'Details must be less than 1000 characters'", async () => {
    await submitWith(async (user) => {
      await fillValidForm(user);
      await user.click(screen.getByLabelText('Additional Details (Optional)'));
      await user.paste('d'.repeat(1001));
    });
    expect(screen.getByLabelText('Additional Details (Optional)')).toHaveAccessibleDescription('Details must be less than 1000 characters');
  });

  it('clears a message once the field is fixed', async () => {
    await submitWith(async () => undefined);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Topic/Subject'), 'Tomatoes');
    await waitFor(() => expect(screen.queryByText('Topic is required')).not.toBeInTheDocument());
    expect(screen.getByText('Platform is required')).toBeInTheDocument();
  });
});

describe('/generate: submitting', () => {
  it('locks the form while generating, then toasts, reloads credits and opens the new script', async () => {
    const user = userEvent.setup();
    const stream = liveStream();
    const calls = fakeGenerateNetwork(() => stream.response);
    let credits = 3;
    const api = fakeApi({ 'GET /me': () => aMe(credits) });
    const { router, queryClient } = renderGenerate();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(screen.getByTestId('credits-remaining')).toHaveTextContent('3 script(s) remaining'));
    await fillValidForm(user, '  How to prune tomatoes  ');
    await user.type(screen.getByLabelText('Additional Details (Optional)'), '  for balconies ');
    await user.click(button());

    await waitFor(() => expect(button()).toHaveTextContent('Generating your script...'));
    expect(button()).toBeDisabled();
    expect(within(button()).getByTestId('generating-spinner')).toHaveClass('animate-spin');
    for (const label of ['Topic/Subject', 'Additional Details (Optional)', 'Platform', 'Duration', 'Tone']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(calls[0]!.body).toEqual({
      topic: 'How to prune tomatoes',
      details: 'for balconies',
      platform: 'youtube',
      duration: '3m',
      tone: 'educational',
    });
    expect(calls[0]!.headers).toMatchObject({ accept: 'application/x-ndjson', authorization: 'id-token' });

    credits = 2;
    stream.send(aPlan(), { type: 'done', script: aScript() });
    stream.end();
    expect(await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/script/${SCRIPT_ID}`);
    expect(toasts.success).toHaveBeenCalledWith('Script Generated!', 'Your script has been created successfully.');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
    await waitFor(() => expect(api.callsTo('GET', '/me')).toHaveLength(2));
    expect(queryClient.getQueryData(['me'])).toMatchObject({ credits: { total: 2 } });
  });

  it('leaves out empty details', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(3) });
    const calls = fakeGenerateNetwork(() => streamOf(aPlan(), { type: 'done', script: aScript() }));
    renderGenerate();
    await waitFor(() => expect(credits()).toHaveTextContent('3 script(s) remaining'));
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Additional Details (Optional)'), '   ');
    await user.click(button());
    await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` });
    expect(calls[0]!.body).not.toHaveProperty('details', expect.anything());
  });

  it.each([
    ['a 502 with the server message', new ApiError(502, 'generation.failed', 'Failed to generate script'), 'Failed to generate script'],
    ['a 400 with the first validation message', new ApiError(400, 'validation.failed', 'Topic is required'), 'Topic is required'],
    ['an answer without a usable error body', new ApiError(500, 'http.error', 'Request failed (500)'), 'Failed to generate script'],
    ['a network failure', new TypeError('Failed to fetch'), 'Failed to generate script'],
  ])("on %s: 'Error' toast, the form unlocks and stays on /generate", async (_case, error, message) => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(3) });
    fakeGenerateNetwork(() => {
      if (error instanceof ApiError) return errorAnswer(error);
      throw error;
    });
    const { router } = renderGenerate();
    await waitFor(() => expect(credits()).toHaveTextContent('3 script(s) remaining'));
    await fillValidForm(user);
    await user.click(button());
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', message));
    expect(button()).toHaveTextContent('Generate Script');
    expect(button()).toBeEnabled();
    expect(screen.getByLabelText('Topic/Subject')).toBeEnabled();
    expect(screen.getByLabelText('Topic/Subject')).toHaveValue('How to prune tomatoes');
    expect(router.state.location.pathname).toBe('/generate');
  });

  it('sends one Idempotency-Key per submission and retries a dropped connection once with the same key', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': () => aMe(3) });
    const calls = fakeGenerateNetwork((_call, attempt) => {
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return streamOf({ type: 'done', script: aScript() });
    });
    renderGenerate();
    await waitFor(() => expect(credits()).toHaveTextContent('3 script(s) remaining'));
    await fillValidForm(user);
    await user.click(button());
    await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` }, { timeout: 5_000 });
    const keys = calls.map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("on a 402 from the server: 'Insufficient Credits' and the credits reload", async () => {
    const user = userEvent.setup();
    let credits = 1;
    const api = fakeApi({ 'GET /me': () => aMe(credits) });
    fakeGenerateNetwork(() => {
      credits = 0;
      return errorAnswer(new ApiError(402, 'credits.insufficient', 'You need at least 1 credit to generate a script.'));
    });
    renderGenerate();
    await waitFor(() => expect(screen.getByTestId('credits-remaining')).toHaveTextContent('1 script(s) remaining'));
    await fillValidForm(user);
    await user.click(button());
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Insufficient Credits', 'You need at least 1 credit to generate a script.'));
    await waitFor(() => expect(screen.getByTestId('credits-remaining')).toHaveTextContent('0 script(s) remaining'));
    expect(screen.getByText('No scripts left!')).toBeInTheDocument();
    expect(api.callsTo('GET', '/me')).toHaveLength(2);
  });
});
