import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScriptVoiceMatchResponse, VoiceMatchBasis } from '@contracts/voice-match';
import ScriptRoute from '@/app/routes/script';
import { basisSentences, sectionWords } from '@/features/scripts/utils/voice-match-words';
import { fakeApi, renderRoutes } from '../support/app';
import { aScript, SCRIPT_ID } from './support/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));

const BODY = '# Pruning\n\n## Hook [0:00–0:10]\n\nSo here is the thing.\n\n## Main point [0:10–2:00]\n\nPinch the suckers.\n\n## Outro [2:00–2:45]\n\nBye!\n';

const basis = (overrides: Partial<VoiceMatchBasis> = {}): VoiceMatchBasis => ({
  words_judged: 412,
  min_words: 100,
  copied_phrases: 0,
  repeated_phrases: 0,
  words_for: [],
  words_against: [],
  ...overrides,
});

const MATCH: ScriptVoiceMatchResponse = {
  version_id: SCRIPT_ID,
  voice_match: 74,
  voice_match_basis: basis({ words_judged: 388, copied_phrases: 3, repeated_phrases: 1, words_for: ['so', 'honestly', "i'm"], words_against: ['therefore'] }),
  sections: [
    { index: 0, title: 'Hook', voice_match: null, voice_match_basis: basis({ words_judged: 12, reason: 'too_short' }) },
    { index: 1, title: 'Main point', voice_match: 78, voice_match_basis: basis({ words_judged: 320 }) },
    { index: 2, title: 'Outro', voice_match: null, voice_match_basis: basis({ words_judged: 0, copied_phrases: 1, reason: 'too_short' }) },
  ],
};

const renderWith = (match: ScriptVoiceMatchResponse | (() => Promise<never>), script = aScript({ voice_match: 87 })) => {
  const api = fakeApi({
    [`GET /scripts/${SCRIPT_ID}`]: () => ({ script, body: BODY }),
    [`GET /scripts/${SCRIPT_ID}/voice-match`]: typeof match === 'function' ? match : () => match,
  });
  renderRoutes([{ path: '/script/:id', element: <ScriptRoute /> }], `/script/${SCRIPT_ID}`);
  return api;
};

describe('/script/{id}: the voice match and what it rests on', () => {
  it('shows the current version’s number beside its basis in plain words, and each section’s score', async () => {
    const api = renderWith(MATCH);
    const score = await screen.findByText('Voice match 74%');
    expect(api.callsTo('GET', `/scripts/${SCRIPT_ID}/voice-match`)).toHaveLength(1);
    const basisText =
      'Based on 388 words: the small words and word endings you use most, and how you put everyday words together. ' +
      'Not counted: 3 phrases copied from your documents and 1 repeat of your own phrases. ' +
      "Weighed most toward your voice: so, honestly, I'm. Away from it: therefore.";
    expect(screen.getByTestId('voice-match-basis')).toHaveTextContent(basisText);
    expect(score).toHaveAccessibleDescription(expect.stringContaining(basisText));
    const sections = screen.getByRole('list', { name: 'Voice match by section' });
    expect(within(sections).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hook: too short to judge',
      'Main point: 78%',
      'Outro: too short to judge (1 phrase copied from your documents not counted)',
    ]);
    expect(screen.getByText('A section of fewer than 100 words of its own is too short to judge.')).toBeInTheDocument();
  });

  it('says a script too short to judge is too short, instead of a number', async () => {
    renderWith({ ...MATCH, voice_match: null, voice_match_basis: basis({ words_judged: 62, copied_phrases: 2, reason: 'too_short' }), sections: [] });
    expect(await screen.findByText('Voice match: too short to judge')).toBeInTheDocument();
    expect(screen.getByTestId('voice-match-basis')).toHaveTextContent(
      'Too short to judge: 62 words of its own, and the voice match needs 100. Not counted: 2 phrases copied from your documents.',
    );
    expect(screen.queryByText(/^Voice match \d+%$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Voice match by section' })).not.toBeInTheDocument();
  });

  it('shows no voice match before any document is processed', async () => {
    renderWith({ ...MATCH, voice_match: null, voice_match_basis: basis({ reason: 'no_profile' }), sections: [] }, aScript({ voice_match: null }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByTestId('script-length');
    expect(screen.queryByTestId('voice-match')).not.toBeInTheDocument();
    expect(screen.queryByTestId('voice-match-basis')).not.toBeInTheDocument();
  });

  it('shows the stored number, without a basis, when the check cannot be read', async () => {
    renderWith(() => Promise.reject(new Error('offline')));
    expect(await screen.findByText('Voice match 87%')).toBeInTheDocument();
    expect(screen.queryByTestId('voice-match-basis')).not.toBeInTheDocument();
  });
});

describe('the voice match’s words', () => {
  it('says why there is no number for a thin or outdated profile', () => {
    expect(basisSentences(basis({ reason: 'thin_profile' }))).toEqual(['Not judged yet: your documents hold fewer than 200 words. Upload more transcripts to see it.']);
    expect(basisSentences(basis({ reason: 'outdated_profile' }))).toEqual([
      'Not judged: your documents were read before the voice match existed. Upload them again to see it.',
    ]);
    expect(basisSentences(basis({ reason: 'no_profile' }))).toEqual([]);
  });

  it('counts in the singular and the plural, and leaves out what is nothing', () => {
    expect(basisSentences(basis({ words_judged: 1_204, repeated_phrases: 2 }))).toEqual([
      'Based on 1,204 words: the small words and word endings you use most, and how you put everyday words together.',
      'Not counted: 2 repeats of your own phrases.',
    ]);
    expect(sectionWords({ index: 0, title: '', voice_match: 55.4, voice_match_basis: basis({ copied_phrases: 1, repeated_phrases: 1 }) })).toBe(
      'Untitled section: 55% (1 phrase copied from your documents and 1 repeat of your own phrases not counted)',
    );
  });
});
