import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScriptExtras } from '@contracts/script-extras';
import ScriptRoute from '@/app/routes/script';
import { fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { SCRIPT_ID, aScript } from './support/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const HOOKS: ScriptExtras['hooks'] = [
  { approach: 'question', text: 'Why do tomato plants go wild?' },
  { approach: 'bold-claim', text: 'Pruned plants gave 30% more fruit [1].' },
  { approach: 'story-first', text: 'Last summer one plant grew wild.' },
];

const bodyWith = (hook: string) =>
  `# How to prune tomatoes\n\n## Hook [0:00–0:15]\n\n${hook}\n\n## Cut the suckers [0:15–1:40]\n\nPinch them off small.\n\n## Outro [1:40–2:00]\n\nHappy growing!\n`;

const renderScript = () => renderRoutes([{ path: '/script/:id', element: <ScriptRoute /> }], `/script/${SCRIPT_ID}`);

const toasts = spyOnToasts();

describe('/script/{id}: hooks, the post and the caption file (issue 34)', { timeout: 15_000 }, () => {
  it('marks the hook in the script and puts another in as a new version from the current one', async () => {
    const user = userEvent.setup();
    const extras: ScriptExtras = { hook_heading: 'Hook', hooks: HOOKS, post: { kind: 'youtube', titles: ['Prune tomatoes'], description: 'All about pruning.' } };
    const script = aScript({ current_version_id: 'v1', version_count: 1 });
    const chosen = bodyWith(HOOKS[1]!.text);
    const api = fakeApi({
      [`GET /scripts/${SCRIPT_ID}`]: () => ({ script, body: bodyWith(HOOKS[0]!.text), extras }),
      [`POST /scripts/${SCRIPT_ID}/hook`]: () => ({
        script: { ...script, current_version_id: 'v2', version_count: 2 },
        body: chosen,
        version: { id: 'v2', script_id: SCRIPT_ID, number: 2, kind: 'hook', created_at: new Date().toISOString(), word_count: 20, estimated_seconds: 8, voice_match: null, note: 'Chose hook 2: a bold claim' },
      }),
    });
    renderScript();
    const hooks = await screen.findByRole('region', { name: 'Hooks' });
    expect(within(hooks).getByRole('listitem', { name: 'Hook 1: a question' })).toHaveTextContent('In your script');
    await user.click(within(hooks).getByRole('button', { name: 'Use hook 2' }));
    await waitFor(() => expect(within(hooks).getByRole('listitem', { name: 'Hook 2: a bold claim' })).toHaveTextContent('In your script'));
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/hook`)[0]!.body).toEqual({ option: 1, base_version_id: 'v1' });
    expect(screen.getByTestId('script-body')).toHaveTextContent(/Pruned plants gave 30%.* more fruit \[1\]\./);
    expect(toasts.success).toHaveBeenCalledWith('Hook changed', 'Hook 2 is in your script. Versions has the one before.');
  });

  it('gives podcasts episode notes with chapters from the section times, and Reels a caption with its hashtags, each with Copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeApi({
      [`GET /scripts/${SCRIPT_ID}`]: () => ({
        script: aScript({ platform: 'podcast' }),
        body: bodyWith(HOOKS[0]!.text),
        extras: { hook_heading: 'Hook', hooks: HOOKS, post: { kind: 'podcast', episode_notes: 'Pruning, step by step.' } },
      }),
    });
    const { unmount } = renderScript();
    const notes = await screen.findByRole('region', { name: 'Episode notes' });
    expect(within(notes).getByTestId('post-episode-notes').textContent).toBe('Pruning, step by step.\n\nChapters:\n0:00 Hook\n0:15 Cut the suckers\n1:40 Outro');
    await user.click(within(notes).getByRole('button', { name: 'Copy episode notes' }));
    expect(writeText).toHaveBeenCalledWith('Pruning, step by step.\n\nChapters:\n0:00 Hook\n0:15 Cut the suckers\n1:40 Outro');
    expect(toasts.success).toHaveBeenCalledWith('Copied!', 'Episode notes copied to clipboard');
    unmount();

    fakeApi({
      [`GET /scripts/${SCRIPT_ID}`]: () => ({
        script: aScript({ platform: 'instagram' }),
        body: bodyWith(HOOKS[0]!.text),
        extras: { hook_heading: 'Hook', hooks: HOOKS, post: { kind: 'short', caption: 'Prune early.', hashtags: ['tomatoes', 'gardening'] } },
      }),
    });
    renderScript();
    const caption = await screen.findByRole('region', { name: 'Caption' });
    expect(within(caption).getByTestId('post-caption').textContent).toBe('Prune early.\n\n#tomatoes #gardening');
  });

  it('downloads the caption file of the version on screen as .srt and .vtt at the planned rate', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:captions'));
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const createdAt = new Date(2026, 10, 26, 9, 0).toISOString();
    fakeApi({ [`GET /scripts/${SCRIPT_ID}`]: () => ({ script: aScript({ created_at: createdAt, words_per_minute: 120 }), body: bodyWith('Why prune at all?'), extras: null }) });
    renderScript();
    const captions = await screen.findByRole('region', { name: 'Caption file' });
    expect(captions).toHaveTextContent('timed at 120 words per minute');
    expect(screen.queryByRole('region', { name: 'Hooks' })).not.toBeInTheDocument();
    await user.click(within(captions).getByRole('button', { name: 'Download .srt' }));
    await user.click(within(captions).getByRole('button', { name: 'Download .vtt' }));
    expect(names).toEqual(['how-to-prune-tomatoes-2026-11-26.srt', 'how-to-prune-tomatoes-2026-11-26.vtt']);
    const srt = await blobs[0]!.text();
    expect(srt.startsWith('1\n00:00:00,000 --> ')).toBe(true);
    expect(srt).toContain('Why prune at all?');
    expect(srt).not.toMatch(/Hook|Outro/);
    expect((await blobs[1]!.text()).startsWith('WEBVTT\n\n')).toBe(true);
    expect(toasts.success).toHaveBeenCalledWith('Downloaded!', 'Caption file (.vtt) downloaded');
  });
});
