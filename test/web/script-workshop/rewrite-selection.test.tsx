import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTION_MESSAGES } from '@/lib/markdown-source';
import { spyOnToasts } from '../support/toasts';
import {
  BODY,
  PROPOSAL_ID,
  SCRIPT_ID,
  V1,
  V2,
  aNewVersion,
  aProposal,
  aScript,
  fakeRewriteNetwork,
  liveStream,
  renderWorkshop,
  scriptBody,
  startEvent,
} from './support/workshop';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/lib/auth/session', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('@/config/runtime-config', () => ({ runtimeConfig: () => ({ apiBaseUrl: '/api' }) }));

spyOnToasts();
afterEach(() => {
  vi.unstubAllGlobals();
  document.getSelection()?.removeAllRanges();
  sessionStorage.clear();
});

const ACCEPT = `POST /scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/accept`;
const LEADER = 'keep one leader.';

/** The text node of the page that holds `words`. */
const textNodeWith = (root: HTMLElement, words: string): Text => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Text).data.includes(words)) return node as Text;
  throw new Error(`No text node holds “${words}”`);
};

/** Selects from `from`'s first letter to `to`'s last, as a reader's drag would, and lets the page hear of it. */
const select = (root: HTMLElement, from: string, to = from) => {
  const start = textNodeWith(root, from);
  const end = textNodeWith(root, to);
  const endOffset = end.data.indexOf(to) + to.length;
  act(() => {
    document.getSelection()!.setBaseAndExtent(start, start.data.indexOf(from), end, endOffset);
    document.dispatchEvent(new Event('selectionchange'));
  });
};

const selectionBar = () => screen.queryByRole('region', { name: 'Selected words' });

describe('/script/{id}: rewrite a selection', () => {
  it('shows no selection bar until words of the script are selected, then a Rewrite selection button', async () => {
    renderWorkshop();
    const body = await scriptBody();
    expect(selectionBar()).not.toBeInTheDocument();
    select(body, LEADER);
    expect(within(selectionBar()!).getByRole('button', { name: 'Rewrite selection' })).toBeInTheDocument();
    act(() => {
      document.getSelection()!.removeAllRanges();
      document.dispatchEvent(new Event('selectionchange'));
    });
    expect(selectionBar()).not.toBeInTheDocument();
  });

  it('sends the selected words as a passage: their range in the markdown and their text, and previews only them', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    const start = BODY.indexOf(LEADER);
    const target = { kind: 'passage', start, end: start + LEADER.length } as const;
    const rewritten = BODY.replace(LEADER, 'keep a single leader.');
    const { api } = renderWorkshop({ [ACCEPT]: () => aNewVersion(rewritten, { id: V2, number: 2, kind: 'rewritten' }) });
    const user = userEvent.setup();
    select(await scriptBody(), LEADER);
    await user.click(screen.getByRole('button', { name: 'Rewrite selection' }));

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Rewrite the selection' })).toBeInTheDocument();
    expect(within(within(dialog).getByRole('group', { name: 'Suggestions' })).getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Punchier',
      'Shorter',
      'Simpler',
    ]);
    await user.type(within(dialog).getByLabelText('Instruction (optional)'), 'punchier');
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    expect(calls[0]!.body).toEqual({ passage: { start, end: start + LEADER.length, text: LEADER }, instruction: 'punchier', base_version_id: V1 });
    expect(within(dialog).getByTestId('rewrite-original')).toHaveTextContent(LEADER);

    stream.send(startEvent(target, LEADER, 3), { type: 'text', alternative: 0, text: 'keep a single leader.' });
    stream.send({ type: 'done', proposal: aProposal(target, LEADER, ['keep a single leader.']) });
    stream.end();
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `/scripts/${SCRIPT_ID}/rewrite/${PROPOSAL_ID}/accept`).map((call) => call.body)).toEqual([{ alternative: 0 }]);
    expect(await scriptBody()).toHaveTextContent('Pinch the suckers every week, and keep a single leader.');
  });

  it('finds words at their place in the markdown (after bold text; the second of a sentence said twice), and refuses words the formatting leaves unclear', async () => {
    const body = 'Intro line here.\n\n## Pruning [0:00–0:30]\n\nCut **one** stem, then cut one stem more.\n\nWater it well. Water it well.';
    fakeRewriteNetwork(() => liveStream().response);
    renderWorkshop({}, { script: aScript(), body });
    const user = userEvent.setup();
    const page = await scriptBody();
    const sent = async () => {
      await user.click(screen.getByRole('button', { name: 'Rewrite selection' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rewrite' }));
      await user.keyboard('{Escape}');
      const [, init] = vi.mocked(fetch).mock.calls.at(-1)!;
      return (JSON.parse(init!.body as string) as { passage: unknown }).passage;
    };

    select(page, 'then cut one stem');
    const after = body.indexOf('then cut one stem');
    expect(await sent()).toEqual({ start: after, end: after + 'then cut one stem'.length, text: 'then cut one stem' });

    const twice = textNodeWith(page, 'Water it well. Water it well.');
    act(() => {
      document.getSelection()!.setBaseAndExtent(twice, 'Water it well. '.length, twice, twice.data.length);
      document.dispatchEvent(new Event('selectionchange'));
    });
    const second = body.lastIndexOf('Water it well.');
    expect(await sent()).toEqual({ start: second, end: second + 'Water it well.'.length, text: 'Water it well.' });

    const cut = textNodeWith(page, ', then cut one stem more.');
    const at = cut.data.indexOf('one stem');
    act(() => {
      document.getSelection()!.setBaseAndExtent(cut, at, cut, at + 'one stem'.length);
      document.dispatchEvent(new Event('selectionchange'));
    });
    expect(selectionBar()).toHaveTextContent(SELECTION_MESSAGES.ambiguous);
    expect(screen.queryByRole('button', { name: 'Rewrite selection' })).not.toBeInTheDocument();
  });

  it('takes a triple-click that runs into the start of the next paragraph as the first paragraph alone', async () => {
    fakeRewriteNetwork(() => liveStream().response);
    renderWorkshop();
    const user = userEvent.setup();
    const body = await scriptBody();
    const hook = textNodeWith(body, 'Ever lost a tomato plant to overgrowth?');
    const next = textNodeWith(body, 'On screen:').parentElement!.closest('p')!;
    act(() => {
      document.getSelection()!.setBaseAndExtent(hook, 0, next, 0);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await user.click(screen.getByRole('button', { name: 'Rewrite selection' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rewrite' }));
    const start = BODY.indexOf('Ever lost');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({
      passage: { start, end: start + 'Ever lost a tomato plant to overgrowth?'.length, text: 'Ever lost a tomato plant to overgrowth?' },
      base_version_id: V1,
    });
  });

  it('says to select within one paragraph when the selection runs across two', async () => {
    renderWorkshop();
    const body = await scriptBody();
    select(body, 'Ever lost', 'keep one leader');
    expect(selectionBar()).toHaveTextContent(SELECTION_MESSAGES.oneParagraph);
    expect(screen.queryByRole('button', { name: 'Rewrite selection' })).not.toBeInTheDocument();
  });

  it('in the editor: words selected in the markdown are saved first, rewritten as a passage of the saved version, and Accept puts the new text in the editor', async () => {
    const stream = liveStream();
    const calls = fakeRewriteNetwork(() => stream.response);
    const start = BODY.indexOf(LEADER);
    const target = { kind: 'passage', start, end: start + LEADER.length } as const;
    const rewritten = BODY.replace(LEADER, 'keep a single leader.');
    renderWorkshop({ [ACCEPT]: () => aNewVersion(rewritten, { id: V2, number: 2, kind: 'rewritten' }) });
    const user = userEvent.setup();
    await scriptBody();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByLabelText<HTMLTextAreaElement>('Script (markdown)');
    expect(selectionBar()).not.toBeInTheDocument();
    expect(editor).toHaveFocus();
    act(() => {
      editor.setSelectionRange(start, start + LEADER.length);
      document.dispatchEvent(new Event('selectionchange'));
    });

    await user.click(await screen.findByRole('button', { name: 'Rewrite selection' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rewrite' }));
    expect(calls[0]!.body).toEqual({ passage: { start, end: start + LEADER.length, text: LEADER }, base_version_id: V1 });
    stream.send(startEvent(target, LEADER, 3), { type: 'done', proposal: aProposal(target, LEADER, ['keep a single leader.']) });
    stream.end();
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(editor).toHaveValue(rewritten));
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });
});
