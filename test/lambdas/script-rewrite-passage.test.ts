import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { handler as listVersions } from '../../lambdas/api/scripts/list-versions';
import { handler as rewrite } from '../../lambdas/api/scripts/rewrite-script';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import { handler as stopRewrite } from '../../lambdas/api/scripts/stop-rewrite';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import { splitSections } from '../../lambdas/contracts/script-sections';
import { spokenText, spokenWords } from '../../lambdas/contracts/script-text';
import { retimeScript } from '../../lambdas/contracts/script-timing';
import type { ListVersionsResponse, ScriptVersionResponse } from '../../lambdas/contracts/script-versions';
import type { GetScriptResponse, Script } from '../../lambdas/contracts/scripts';
import { getProposal } from '../../lambdas/data/rewrite-proposal-repo';
import { apiEvent, invoke, invokeStreaming } from './support/api-event';
import { acceptOf, eventsOf, proposeOf, streamedText } from './support/rewrite';
import { PRUNING_MATERIAL, userWithCredits, validBody } from './support/scripts';

const SENTENCE = 'Cut suckers when they are small.';
const INTRO = 'Hey, it is Sam from the Balcony Garden, and this is the one thing I always say first.';

const generated = async (userId: string, body: object = { ...validBody, material: PRUNING_MATERIAL }) =>
  (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body }))).body.script;

const read = async (userId: string, id: string) => (await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id } }))).body;

const versionsOf = async (userId: string, id: string) =>
  (await invoke<ListVersionsResponse>(listVersions, apiEvent({ userId, pathParameters: { id } }))).body.versions;

const save = (userId: string, id: string, body: string, baseVersionId: string) =>
  invoke<ScriptVersionResponse>(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id }, body: { body, base_version_id: baseVersionId } }));

/** The passage of `markdown` that is `text` (its first occurrence), as the editor or the page sends it. */
const passageOf = (markdown: string, text: string) => {
  const start = markdown.indexOf(text);
  expect(start, `"${text}" in the script`).toBeGreaterThanOrEqual(0);
  return { start, end: start + text.length, text };
};

/** Timing marks and the note's word count blanked: what a version's text is besides what every save recomputes. */
const unmarked = (text: string) => text.replace(/\[\d+:\d\d–\d+:\d\d\]/g, '[]').replace(/about \d+ words/, 'about N words');

/** Whether the script says the line aloud already (a note that quotes it is not said). */
const says = (markdown: string, line: string) => spokenText(markdown).toLowerCase().includes(line.replace(/\s*\[\d+\]/, '').replace(/[.!?]$/, '').toLowerCase());

describe('rewrite a selected passage (POST /api/scripts/{id}/rewrite with `passage`, then …/accept)', () => {
  it('proposes without making a version; Accept replaces exactly that passage as version 2 "Rewrote a passage: punchier", every other byte as it was but the recomputed times and counts', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const before = (await read(userId, script.id)).body;
    const passage = passageOf(before, SENTENCE);

    const proposed = await proposeOf(userId, script.id, { passage, instruction: 'punchier', base_version_id: script.id });
    expect(proposed.statusCode).toBe(200);
    const { proposal } = proposed.body;
    expect(proposal).toMatchObject({ target: { kind: 'passage', start: passage.start, end: passage.end }, original: SENTENCE, instruction: 'punchier', writer: 'local' });
    expect(proposal.alternatives).toHaveLength(1);
    // Discard is not accepting: after a proposal the script and its history are as they were.
    expect((await read(userId, script.id)).body).toBe(before);
    expect(await versionsOf(userId, script.id)).toHaveLength(1);

    const accepted = await acceptOf(userId, script.id, proposal.id);
    expect(accepted.statusCode).toBe(200);
    const after = accepted.body.body;
    const expected = before.slice(0, passage.start) + proposal.alternatives[0]! + before.slice(passage.end);
    expect(after).toBe(retimeScript(expected, 150));
    expect(unmarked(after)).toBe(unmarked(expected));
    expect(accepted.body.version).toMatchObject({ number: 2, kind: 'rewritten', note: 'Rewrote a passage: punchier' });
    expect((await read(userId, script.id)).script).toMatchObject({ version_count: 2, word_count: spokenWords(after) });
  });

  it('offline, offers a line of the creator’s material about the passage that the script does not say yet (never a made-up rephrasing); three alternatives are three such lines', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const before = (await read(userId, script.id)).body;
    const passage = passageOf(before, SENTENCE);
    const proposed = await proposeOf(userId, script.id, { passage, alternatives: 3, base_version_id: script.id });
    expect(proposed.statusCode).toBe(200);
    const { alternatives } = proposed.body.proposal;
    expect(alternatives).toHaveLength(3);
    expect(new Set(alternatives).size).toBe(3);
    const material = [...PRUNING_MATERIAL.key_points, ...PRUNING_MATERIAL.stories.split('\n\n'), ...PRUNING_MATERIAL.sources[0]!.text.split(/(?<=\.) /)];
    for (const line of alternatives) {
      expect(material.some((said) => line.replace(/ \[1\]\.$/, '.').startsWith(said.replace(/\.$/, ''))), line).toBe(true);
      expect(says(before, line), line).toBe(false);
    }
    expect(alternatives[0]).toMatch(/sucker/i);
  });

  it('offline with nothing of the creator’s that bears on it: 422 rewrite.nothing_offline in plain words, and no proposal is kept', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, validBody);
    const before = (await read(userId, script.id)).body;
    const passage = passageOf(before, 'Hit like and subscribe.');
    const refused = await proposeOf(userId, script.id, { passage, base_version_id: script.id });
    expect(refused).toMatchObject({
      statusCode: 422,
      body: { error: { code: 'rewrite.nothing_offline', message: expect.stringMatching(/^Without a language model, a passage can only be swapped for a line of your material/) } },
    });
    expect(await versionsOf(userId, script.id)).toHaveLength(1);
  });

  it('answers 409 rewrite.passage_changed when the selection is not what the current version says there (an edit moved it), and 409 for an old version, proposing nothing', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const before = (await read(userId, script.id)).body;
    const passage = passageOf(before, SENTENCE);
    const edited = await save(userId, script.id, before.replace('## Hook', 'A line typed above everything.\n\n## Hook'), script.id);
    expect(edited.statusCode).toBe(200);

    const moved = await proposeOf(userId, script.id, { passage, base_version_id: edited.body.version.id });
    expect(moved).toMatchObject({
      statusCode: 409,
      body: { error: { code: 'rewrite.passage_changed', message: 'The passage you selected is not in the script as it is now. Select it again.' } },
    });
    const old = await proposeOf(userId, script.id, { passage, base_version_id: script.id });
    expect(old).toMatchObject({ statusCode: 409, body: { error: { code: 'script.version_conflict' } } });
    const mismatched = await proposeOf(userId, script.id, { passage: { ...passage, end: passage.end + 3 }, base_version_id: edited.body.version.id });
    expect(mismatched).toMatchObject({ statusCode: 400, body: { error: { message: 'The selection does not match its text. Select the passage again.' } } });
    expect(await versionsOf(userId, script.id)).toHaveLength(2);
  });

  it('Accept refuses once the script moved on after the proposal (409 script.version_conflict), and refuses an unknown proposal, a missing alternative and another user', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const before = (await read(userId, script.id)).body;
    const proposed = await proposeOf(userId, script.id, { passage: passageOf(before, SENTENCE), base_version_id: script.id });
    const { id } = proposed.body.proposal;

    expect(await acceptOf(userId, script.id, id, 2)).toMatchObject({ statusCode: 400, body: { error: { code: 'rewrite.alternative', message: 'This rewrite has one alternative.' } } });
    expect(await acceptOf(userId, script.id, 'no-such-proposal')).toMatchObject({ statusCode: 404, body: { error: { code: 'rewrite.proposal_not_found' } } });
    const intruder = await userWithCredits({});
    expect((await acceptOf(intruder, script.id, id)).statusCode).toBe(403);

    const edited = await save(userId, script.id, `${before}\n\nOne more line of my own.`, script.id);
    expect(edited.statusCode).toBe(200);
    expect(await acceptOf(userId, script.id, id)).toMatchObject({ statusCode: 409, body: { error: { code: 'script.version_conflict' } } });
    expect((await read(userId, script.id)).body).toBe(edited.body.body);
    expect(await versionsOf(userId, script.id)).toHaveLength(2);
  });

  it('refuses a passage that takes in a heading (400 rewrite.passage), one that says nothing aloud, and one inside the style guide’s intro (400 rewrite.verbatim)', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    expect((await invoke(saveStyleGuide, apiEvent({ userId, method: 'PUT', body: { intro_template: INTRO } }))).statusCode).toBe(200);
    const script = await generated(userId);
    const before = (await read(userId, script.id)).body;
    const sections = splitSections(before).sections;
    const crossing = `${sections[0]!.body.split('\n').at(-1)}\n\n${sections[1]!.headingLine}`;

    const heading = await proposeOf(userId, script.id, { passage: passageOf(before, crossing), base_version_id: script.id });
    expect(heading).toMatchObject({ statusCode: 400, body: { error: { code: 'rewrite.passage', message: 'Select words within one section: a passage cannot take in a heading.' } } });
    const note = before.split('\n').find((line) => line.startsWith('> '))!;
    const unspoken = await proposeOf(userId, script.id, { passage: passageOf(before, note), base_version_id: script.id });
    expect(unspoken).toMatchObject({ statusCode: 400, body: { error: { code: 'rewrite.passage' } } });
    const intro = await proposeOf(userId, script.id, { passage: passageOf(before, 'the one thing I always say first'), base_version_id: script.id });
    expect(intro).toMatchObject({
      statusCode: 400,
      body: { error: { code: 'rewrite.verbatim', message: 'This passage is your style guide’s own words, kept word for word. Change it in your Style Guide.' } },
    });
    expect(await versionsOf(userId, script.id)).toHaveLength(1);
  });

  it('Stop while it streams: the writer stops within about a second, the stream ends with rewrite.stopped, and there is nothing to accept', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, { ...validBody, duration: '3m', material: PRUNING_MATERIAL });
    const words = spokenWords((await read(userId, script.id)).body);
    let stopped: Promise<{ statusCode: number }> | undefined;
    let stoppedAt = 0;
    const answer = await invokeStreaming(
      rewrite,
      apiEvent({ userId, method: 'POST', pathParameters: { id: script.id }, headers: { accept: 'application/x-ndjson' }, body: { section: null, base_version_id: script.id } }),
      (chunk) => {
        const start = /"proposal_id":"([^"]+)"/.exec(chunk);
        if (!start || stopped) return;
        stoppedAt = Date.now();
        stopped = invoke(stopRewrite, apiEvent({ userId, method: 'POST', pathParameters: { id: script.id, proposalId: start[1]! } }));
      },
    );
    const endedAfter = Date.now() - stoppedAt;
    expect((await stopped)?.statusCode).toBe(204);
    const events = eventsOf(answer.text);
    expect(events.at(-1)).toEqual({ type: 'error', error: { code: 'rewrite.stopped', message: 'Rewrite stopped. Nothing was changed.' } });
    // The offline writer hands out 100 words a second: the whole script would have taken words / 100 seconds.
    expect(endedAfter).toBeLessThan(2_500);
    expect(spokenWords(streamedText(events))).toBeLessThan(words * 0.8);

    const start = events[0]!;
    if (start.type !== 'start') throw new Error('no start event');
    expect((await getProposal(userId, script.id, start.proposal_id))?.status).toBe('stopped');
    expect(await acceptOf(userId, script.id, start.proposal_id)).toMatchObject({ statusCode: 409, body: { error: { code: 'rewrite.stopped' } } });
    expect((await invoke(stopRewrite, apiEvent({ userId, method: 'POST', pathParameters: { id: script.id, proposalId: start.proposal_id } }))).statusCode).toBe(204);
    expect(await versionsOf(userId, script.id)).toHaveLength(1);
  });

  it('a stop that comes after the proposal is written is 409 rewrite.finished, and the proposal can still be accepted', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const proposed = await proposeOf(userId, script.id, { passage: passageOf((await read(userId, script.id)).body, SENTENCE), base_version_id: script.id });
    const late = await invoke(stopRewrite, apiEvent({ userId, method: 'POST', pathParameters: { id: script.id, proposalId: proposed.body.proposal.id } }));
    expect(late).toMatchObject({ statusCode: 409, body: { error: { code: 'rewrite.finished', message: 'This rewrite is already finished.' } } });
    expect((await acceptOf(userId, script.id, proposed.body.proposal.id)).statusCode).toBe(200);
  });
});
