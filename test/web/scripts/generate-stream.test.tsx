import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deferred, fakeApi } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { aMe, aScript, SCRIPT_ID } from './support/fixtures';
import { fillValidForm, generateButton, renderGenerate } from './support/generate-page';
import { aPlan, errorAnswer, fakeGenerateNetwork, jsonAnswer, liveStream, streamOf, text } from './support/stream';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

const toasts = spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

const HOOK = '## Hook [0:00–0:15]\n\nTomatoes grow fast. Prune them well.\n\n';
const SECTION_1 = '## Section 1 [0:15–0:50]\n\nCut the suckers between stem and branch, every week.\n\n';

const panel = () => screen.getByRole('region', { name: 'Writing your script' });
const plan = () => within(panel()).getByRole('list', { name: 'Script plan' });
const sectionItem = (heading: string) => within(plan()).getByRole('heading', { name: new RegExp(`^${heading}`) }).closest('li')!;
const count = () => screen.getByTestId('live-word-count');
const keysOf = (calls: ReturnType<typeof fakeGenerateNetwork>) => calls.map((call) => call.headers['idempotency-key']);

/** /generate with 3 credits, the form filled in and sent; the streamed answer is the test's. */
const startGenerating = async (answer: Parameters<typeof fakeGenerateNetwork>[0], routes: Parameters<typeof fakeApi>[0] = {}) => {
  const user = userEvent.setup();
  const api = fakeApi({ 'GET /me': () => aMe(3), ...routes });
  const calls = fakeGenerateNetwork(answer);
  const view = renderGenerate();
  await waitFor(() => expect(screen.getByTestId('credits-remaining')).toHaveTextContent('3 script(s) remaining'));
  await fillValidForm(user);
  await user.click(generateButton());
  return { ...view, user, api, calls };
};

describe('/generate: the script shows itself being written', () => {
  it('shows the plan at once, each section with its timing and planned words, before any text arrives', async () => {
    const stream = liveStream();
    await startGenerating(() => stream.response);
    stream.send(aPlan());

    expect(await screen.findByRole('region', { name: 'Writing your script' })).toBeInTheDocument();
    const headings = within(plan()).getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Hook0:00–0:15 · 5 words', 'Section 10:15–0:50 · 12 words', 'Outro0:50–1:00 · 3 words']);
    expect(count()).toHaveTextContent('0 / 20 words');
    expect(within(plan()).queryByText(/Tomatoes/)).not.toBeInTheDocument();
    expect(generateButton()).toHaveTextContent('Generating your script...');
  });

  it('puts the words under the section they belong to as they arrive, and counts the spoken words against the budget', async () => {
    const stream = liveStream();
    await startGenerating(() => stream.response);
    stream.send(aPlan(), text('# How to prune tomatoes\n\n'), text(HOOK.slice(0, 34)));
    await waitFor(() => expect(within(sectionItem('Hook')).getByText(/Tomatoes grow/)).toBeInTheDocument());
    expect(count()).toHaveTextContent('2 / 20 words');

    stream.send(text(HOOK.slice(34)), text(SECTION_1));
    await waitFor(() => expect(count()).toHaveTextContent('15 / 20 words'));
    expect(within(sectionItem('Hook')).getByText('Tomatoes grow fast. Prune them well.')).toBeInTheDocument();
    expect(within(sectionItem('Section 1')).getByText('Cut the suckers between stem and branch, every week.')).toBeInTheDocument();
    expect(within(sectionItem('Section 1')).queryByText(/Tomatoes/)).not.toBeInTheDocument();
    expect(sectionItem('Outro').querySelector('p')).toBeNull();

    const progress = screen.getByRole('progressbar', { name: 'Words written' });
    expect(progress).toHaveAttribute('aria-valuemax', '20');
    expect(progress).toHaveAttribute('aria-valuenow', '15');
  });

  it("shows under each planned section the creator's key points placed there and the story told there; the word count skips placeholders and source markers", async () => {
    const stream = liveStream();
    await startGenerating(() => stream.response);
    const [hook, section, outro] = aPlan().sections;
    stream.send(
      aPlan({
        sections: [
          hook!,
          { ...section!, keyPoints: ['Cut suckers when they are small', 'Stop pruning once fruit sets'], stories: ['Last summer I let one plant grow wild.'] },
          outro!,
        ],
      }),
      text('## Hook [0:00–0:15]\n\nSuckers steal water [1]. [[fill in: your hook, about 9 words]]\n\n'),
    );
    await screen.findByRole('region', { name: 'Writing your script' });
    const points = within(sectionItem('Section 1')).getByRole('list', { name: 'Key points in Section 1' });
    expect(within(points).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cut suckers when they are small', 'Stop pruning once fruit sets']);
    expect(sectionItem('Section 1')).toHaveTextContent('Your story: “Last summer I let one plant grow wild.”');
    expect(within(sectionItem('Hook')).queryByRole('list')).not.toBeInTheDocument();
    await waitFor(() => expect(count()).toHaveTextContent('3 / 20 words'));
    const hookText = within(sectionItem('Hook')).getByTestId('live-section-text');
    expect(hookText.querySelector('[data-placeholder]')).toHaveTextContent('fill in: your hook, about 9 words');
    expect(hookText.querySelector('[data-source-marker]')).toHaveTextContent('[1]');
  });

  it('announces the count politely, and only the count: the text itself is not live', async () => {
    const stream = liveStream();
    await startGenerating(() => stream.response);
    stream.send(aPlan(), text(HOOK));
    await waitFor(() => expect(count()).toHaveTextContent('6 / 20 words'));
    expect(count()).toHaveAttribute('aria-live', 'polite');
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(within(sectionItem('Hook')).getByText(/Tomatoes grow/).closest('[aria-live]')).toBeNull();
  });

  it('on done: the success toast, the script lists marked stale and the new script opened', async () => {
    const stream = liveStream();
    const { router, queryClient } = await startGenerating(() => stream.response);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stream.send(aPlan(), text(HOOK), text(SECTION_1));
    await waitFor(() => expect(count()).toHaveTextContent('15 / 20 words'));
    expect(toasts.success).not.toHaveBeenCalled();

    stream.send({ type: 'done', script: aScript() });
    stream.end();
    expect(await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/script/${SCRIPT_ID}`);
    expect(toasts.success).toHaveBeenCalledWith('Script Generated!', 'Your script has been created successfully.');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['scripts'] });
  });

  it("on an error event: an 'Error' toast with the server's message, the draft gone and the form usable with its values", async () => {
    const stream = liveStream();
    const { router } = await startGenerating(() => stream.response);
    stream.send(aPlan(), text(HOOK));
    await screen.findByRole('region', { name: 'Writing your script' });
    stream.send({ type: 'error', error: { code: 'generation.failed', message: 'The model stopped halfway: your credit is back.' } });
    stream.end();

    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', 'The model stopped halfway: your credit is back.'));
    expect(screen.queryByRole('region', { name: 'Writing your script' })).not.toBeInTheDocument();
    expect(generateButton()).toHaveTextContent('Generate Script');
    expect(generateButton()).toBeEnabled();
    expect(screen.getByLabelText('Topic/Subject')).toHaveValue('How to prune tomatoes');
    expect(router.state.location.pathname).toBe('/generate');
  });
});

describe('/generate: Stop', () => {
  it("sends the stop for the plan's script; when the stream ends stopped: 'Generation stopped', the form back with its values, credits reloaded", async () => {
    const stream = liveStream();
    const stopAnswer = deferred<unknown>();
    const { api, user, router } = await startGenerating(() => stream.response, {
      [`POST /scripts/${SCRIPT_ID}/stop`]: () => stopAnswer.promise,
    });
    stream.send(aPlan(), text(HOOK));
    const stop = await screen.findByRole('button', { name: 'Stop' });
    await user.click(stop);

    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/stop`)).toHaveLength(1);
    expect(stop).toBeDisabled();
    expect(api.callsTo('GET', '/me')).toHaveLength(1);
    stopAnswer.resolve(undefined);
    stream.send({ type: 'error', error: { code: 'generation.stopped', message: 'Generation stopped: nothing was kept and your credit is back.' } });
    stream.end();

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Generation stopped', 'Nothing was kept and your credit is back.'));
    expect(toasts.failure).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Writing your script' })).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
    for (const [label, value] of [
      ['Topic/Subject', 'How to prune tomatoes'],
      ['Platform', 'youtube'],
      ['Duration', '3m'],
      ['Tone', 'educational'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    await waitFor(() => expect(api.callsTo('GET', '/me')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/generate');
  });

  it('a stop that comes too late (409 generation.finished) lets the done event open the script, without an error toast', async () => {
    const stream = liveStream();
    const { user } = await startGenerating(() => stream.response, {
      [`POST /scripts/${SCRIPT_ID}/stop`]: () => {
        throw new ApiError(409, 'generation.finished', 'This script is already finished.');
      },
    });
    stream.send(aPlan(), text(HOOK));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    stream.send({ type: 'done', script: aScript() });
    stream.end();

    expect(await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` })).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Script Generated!', 'Your script has been created successfully.');
    expect(toasts.failure).not.toHaveBeenCalled();
  });
});

describe('/generate: a lost connection', () => {
  it('is retried once with the same Idempotency-Key when it drops mid-stream; the replayed done opens the script', async () => {
    const first = liveStream();
    const { calls } = await startGenerating((_call, attempt) => (attempt === 1 ? first.response : streamOf({ type: 'done', script: aScript() })));
    first.send(aPlan(), text(HOOK));
    await waitFor(() => expect(count()).toHaveTextContent('6 / 20 words'));
    first.drop();

    expect(await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` })).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Script Generated!', 'Your script has been created successfully.');
    expect(calls).toHaveLength(2);
    expect(keysOf(calls)[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keysOf(calls)[1]).toBe(keysOf(calls)[0]);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
  });

  it('is retried when the stream ends without done or error', async () => {
    const { calls } = await startGenerating((_call, attempt) =>
      attempt === 1 ? streamOf(aPlan(), text(HOOK)) : streamOf({ type: 'done', script: aScript() }),
    );
    expect(await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` })).toBeInTheDocument();
    expect(keysOf(calls)).toEqual([keysOf(calls)[0], keysOf(calls)[0]]);
  });

  it("is retried only once: a second drop toasts 'Failed to generate script' and unlocks the form", async () => {
    const { calls } = await startGenerating(() => streamOf(aPlan(), text(HOOK)));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', 'Failed to generate script'));
    expect(calls).toHaveLength(2);
    expect(generateButton()).toBeEnabled();
  });

  it("while the script is still being written (409 generation.in_progress): the server's message, and sending the same form again reuses the key", async () => {
    const inProgress = new ApiError(409, 'generation.in_progress', 'This script is still being generated. Please try again in a moment.');
    const { calls, user } = await startGenerating((_call, attempt) => {
      if (attempt === 1) return streamOf(aPlan(), text(HOOK));
      if (attempt === 2) return errorAnswer(inProgress);
      return streamOf({ type: 'done', script: aScript() });
    });
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', inProgress.message));
    expect(calls).toHaveLength(2);

    await user.click(generateButton());
    expect(await screen.findByRole('heading', { name: `Script page ${SCRIPT_ID}` })).toBeInTheDocument();
    expect(keysOf(calls)).toEqual([keysOf(calls)[0], keysOf(calls)[0], keysOf(calls)[0]]);
  });

  it('a changed form after a lost connection is a new submission with a new key', async () => {
    const { calls, user } = await startGenerating((_call, attempt) => (attempt <= 2 ? streamOf(aPlan()) : jsonAnswer(402, { error: { code: 'credits.insufficient', message: 'No credit' } })));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error', 'Failed to generate script'));
    await user.type(screen.getByLabelText('Topic/Subject'), ' on balconies');
    await user.click(generateButton());
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(keysOf(calls)[2]).not.toBe(keysOf(calls)[0]);
  });
});
