import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VoiceSummary } from '@contracts/documents';
import type { VoiceTrait } from '@contracts/voice-traits';
import DocumentsRoute from '@/app/routes/documents';
import { ApiError } from '@/lib/api-client';
import type { ToastAction } from '@/lib/toast';
import { fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { aDocument, aList, aVoice } from './support/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const toasts = spyOnToasts();

const renderDocuments = () => renderRoutes([{ path: '/documents', element: <DocumentsRoute /> }], '/documents');
const panel = () => screen.getByRole('region', { name: 'Your voice' });
const listed = (name: string) =>
  within(within(panel()).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

/** The voice the server answers once the trait is marked Not me (or put back): the fixture's, corrected. */
const voiceWithout = (voice: VoiceSummary, hidden: VoiceTrait[]): VoiceSummary => ({
  ...voice,
  openers: voice.openers.filter((opener) => !hidden.some((trait) => 'value' in trait && trait.kind === 'opener' && trait.value === opener.text)),
  person: hidden.some((trait) => trait.kind === 'person') ? null : voice.person,
  hidden,
});

describe("/documents: 'Your voice' → Not me", () => {
  it('gives every trait a Not me button named for it', async () => {
    fakeApi({ 'GET /documents': () => aList([aDocument({ processed: true })], 1536, aVoice()) });
    renderDocuments();
    await within(panel()).findByTestId('speaking-rate');
    const names = within(panel())
      .getAllByRole('button', { name: /^Not me/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Not me: Speaking rate',
      'Not me: Typical sentence',
      'Not me: Opener “Hey everyone”',
      'Not me: Opener “So today”',
      'Not me: Sign-off “See you next time”',
      'Not me: Signature phrase “here is the thing”',
      'Not me: Signature phrase “let us dig in”',
      'Not me: Filler “basically”',
      'Not me: Hype word “huge”',
      'Not me: Questions',
      'Not me: Exclamations',
      'Not me: Perspective',
      'Not me: Vocabulary',
    ]);
  });

  it('marking an opener Not me sends it, takes it off the panel, and the toast’s Undo puts it back', async () => {
    const voice = aVoice();
    const opener: VoiceTrait = { kind: 'opener', value: 'Hey everyone' };
    const api = fakeApi({
      'GET /documents': () => aList([aDocument({ processed: true })], 1536, voice),
      'POST /voice/not-me': () => ({ voice: voiceWithout(voice, [opener]) }),
      'POST /voice/not-me/undo': () => ({ voice }),
    });
    const user = userEvent.setup();
    renderDocuments();
    await user.click(await within(panel()).findByRole('button', { name: 'Not me: Opener “Hey everyone”' }));

    await waitFor(() => expect(listed('Openers')).toEqual(['“So today”']));
    expect(api.callsTo('POST', '/voice/not-me').map((call) => call.body)).toEqual([opener]);
    expect(toasts.success).toHaveBeenCalledWith('Marked Not me', 'Opener “Hey everyone” is left out of your scripts from now on.', {
      label: 'Undo',
      onClick: expect.any(Function),
    });
    // The pressed button left with its trait: the focus is on the hidden list's button, not lost to the page.
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Hidden traits (1)' })).toHaveFocus());

    (toasts.success.mock.calls[0]![2] as ToastAction).onClick();
    await waitFor(() => expect(listed('Openers')).toEqual(['“Hey everyone”', '“So today”']));
    expect(api.callsTo('POST', '/voice/not-me/undo').map((call) => call.body)).toEqual([opener]);
    expect(toasts.success).toHaveBeenLastCalledWith('Back in your voice', 'Opener “Hey everyone” is used in your scripts again.');
    expect(within(panel()).queryByRole('button', { name: /^Hidden traits/ })).not.toBeInTheDocument();
  });

  it('lists the hidden traits under "Hidden traits (n)", leaves a measure marked Not me off the panel, and Undo there puts it back', async () => {
    const voice = aVoice();
    const hidden: VoiceTrait[] = [{ kind: 'person' }, { kind: 'opener', value: 'Hey everyone' }];
    const api = fakeApi({
      'GET /documents': () => aList([aDocument({ processed: true })], 1536, voiceWithout(voice, hidden)),
      'POST /voice/not-me/undo': () => ({ voice: voiceWithout(voice, hidden.slice(1)) }),
    });
    const user = userEvent.setup();
    renderDocuments();
    const toggle = await within(panel()).findByRole('button', { name: 'Hidden traits (2)' });
    expect(within(panel()).queryByText('Perspective')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).queryByRole('list', { name: 'Hidden traits' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(panel()).getByRole('list', { name: 'Hidden traits' });
    expect(within(list).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual(['Perspective', 'Opener “Hey everyone”']);

    await user.click(within(list).getByRole('button', { name: 'Undo Not me: Perspective' }));
    await waitFor(() => expect(within(panel()).getByText('You mostly speak as “I”')).toBeInTheDocument());
    expect(api.callsTo('POST', '/voice/not-me/undo').map((call) => call.body)).toEqual([{ kind: 'person' }]);
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Hidden traits (1)' })).toHaveFocus());
  });

  it('says why when the server refuses, and reloads the voice', async () => {
    const api = fakeApi({
      'GET /documents': () => aList([aDocument({ processed: true })], 1536, aVoice()),
      'POST /voice/not-me': () => {
        throw new ApiError(404, 'voice.trait_not_found', 'This trait is not in your voice any more. Reload the page to see your voice as it is now.');
      },
    });
    const user = userEvent.setup();
    renderDocuments();
    await user.click(await within(panel()).findByRole('button', { name: 'Not me: Sign-off “See you next time”' }));
    await waitFor(() =>
      expect(toasts.failure).toHaveBeenCalledWith('Not me failed', 'This trait is not in your voice any more. Reload the page to see your voice as it is now.'),
    );
    await waitFor(() => expect(api.callsTo('GET', '/documents')).toHaveLength(2));
    expect(listed('Sign-offs')).toEqual(['“See you next time”']);
  });
});
