import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as addToVoice } from '../../lambdas/api/scripts/add-to-voice';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getVoiceMatch } from '../../lambdas/api/scripts/get-voice-match';
import { handler as listScripts } from '../../lambdas/api/scripts/list-scripts';
import { handler as outlineScript } from '../../lambdas/api/scripts/outline-script';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import type { AddToVoiceResponse, ScriptVersionResponse } from '../../lambdas/contracts/script-versions';
import type { ListScriptsResponse, Script } from '../../lambdas/contracts/scripts';
import type { OutlineResponse } from '../../lambdas/contracts/outline';
import type { ScriptVoiceMatchResponse } from '../../lambdas/contracts/voice-match';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Keys } from '../../lambdas/data/keys';
import { getScriptBody } from '../../lambdas/data/storage';
import { loadScoringVoice } from '../../lambdas/domain/documents/voice-store';
import type { RewriteRequest } from '../../lambdas/domain/scripts/plan-types';
import { proposeRewrite } from '../../lambdas/domain/scripts/rewrite';
import { judgeScript } from '../../lambdas/domain/scripts/script-voice-match';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';
import { apiEvent, invoke } from './support/api-event';
import { userWithCredits } from './support/scripts';
import { type ErrorBody, GARDEN_EPISODES, MONEY_EPISODES, NEW_MONEY_EPISODE, deleteVoice, listDocsOf, listVoices, newVoice, uploadTextTo } from './support/voices';

/** New words in the podcaster's manner (in no document, so nothing in them counts as copied). */
const MONEY_TEXT = NEW_MONEY_EPISODE;

const accountWithTwoVoices = async () => {
  const userId = await userWithCredits({ subscription: 10 });
  const podcast = await newVoice(userId, 'The Quiet Ledger');
  for (const [index, episode] of GARDEN_EPISODES.entries()) await uploadTextTo(userId, undefined, `garden-${index}.txt`, episode);
  for (const [index, episode] of MONEY_EPISODES.entries()) await uploadTextTo(userId, podcast, `money-${index}.txt`, episode);
  return { userId, podcast };
};

const generateIn = async (userId: string, body: object) => {
  const answer = await invoke<{ script: Script } & ErrorBody>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body }));
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body.script;
};
const topic = (text: string, platform = 'youtube') => ({ topic: text, platform, duration: '1m', tone: 'conversational' });
const library = (userId: string, query: Record<string, string>) => invoke<ListScriptsResponse>(listScripts, apiEvent({ userId, query }));
const styleGuide = (userId: string, voiceId: string, body: object) =>
  invoke(saveStyleGuide, apiEvent({ userId, method: 'PUT', path: '/api/style-guide', body, query: { voiceId } }));

describe('voices: scripts are written in a voice', { timeout: 90_000 }, () => {
  it('writes in the voice asked for, records it, defaults to the last voice used, and uses that voice’s style guide', async () => {
    const { userId, podcast } = await accountWithTwoVoices();
    await styleGuide(userId, podcast, { intro_template: 'Welcome to The Quiet Ledger, where we think before we spend.' });
    await styleGuide(userId, 'default', { intro_template: "G'day legends, it's balcony time!" });

    const first = await generateIn(userId, topic('Emergency funds'));
    expect(first.voice_id).toBe('default');
    const inPodcast = await generateIn(userId, { ...topic('Index fund fees'), voiceId: podcast });
    expect(inPodcast.voice_id).toBe(podcast);
    expect((await listVoices(userId)).body.last_used_voice_id).toBe(podcast);
    const next = await generateIn(userId, topic('Insurance basics'));
    expect(next.voice_id).toBe(podcast);

    expect(await getScriptBody(inPodcast.file_path)).toContain('Welcome to The Quiet Ledger, where we think before we spend.');
    expect(await getScriptBody(inPodcast.file_path)).not.toContain("G'day legends, it's balcony time!");
    expect(await getScriptBody(first.file_path)).toContain("G'day legends, it's balcony time!");
  });

  it('uses a platform’s own intro within the voice, and the voice’s own intro on the other platforms', async () => {
    const { userId, podcast } = await accountWithTwoVoices();
    const saved = await styleGuide(userId, podcast, {
      // Not the opener its documents teach ('Welcome to The Quiet Ledger.'), which a script may still open with.
      intro_template: 'The Quiet Ledger, episode time.',
      outro_template: 'Until next time, spend deliberately.',
      platform_templates: { tiktok: { intro_template: 'One money rule in sixty seconds.', outro_template: '' } },
    });
    expect(saved.body).toMatchObject({ styleGuide: { platform_templates: { tiktok: { intro_template: 'One money rule in sixty seconds.', outro_template: null } } } });
    const tiktok = await getScriptBody((await generateIn(userId, { ...topic('Fees', 'tiktok'), voiceId: podcast })).file_path);
    expect(tiktok).toContain('One money rule in sixty seconds.');
    expect(tiktok).not.toContain('The Quiet Ledger, episode time.');
    expect(tiktok).toContain('Until next time, spend deliberately.');
    const youtube = await getScriptBody((await generateIn(userId, { ...topic('Fees', 'youtube'), voiceId: podcast })).file_path);
    expect(youtube).toContain('The Quiet Ledger, episode time.');
    expect(youtube).not.toContain('One money rule in sixty seconds.');
    // A save from a client that knows nothing of platforms keeps them.
    await styleGuide(userId, podcast, { intro_template: 'Welcome back to The Quiet Ledger.' });
    const again = await getScriptBody((await generateIn(userId, { ...topic('Fees', 'tiktok'), voiceId: podcast })).file_path);
    expect(again).toContain('One money rule in sixty seconds.');
  });

  it('judges each script against its own voice, adds its edits to its own voice, and filters the library by voice', async () => {
    const { userId, podcast } = await accountWithTwoVoices();
    const garden = await generateIn(userId, topic('Chillies in pots'));
    const money = await generateIn(userId, { ...topic('Insurance'), voiceId: podcast });
    const old = await generateIn(userId, { ...topic('Old script'), voiceId: 'default' });
    // A script from before voices has no voice_id: it is the default voice's.
    await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: Keys.script(userId, old.id), UpdateExpression: 'REMOVE voice_id' }));

    const markdown = `## Intro\n\n${MONEY_TEXT}\n`;
    const saveAs = async (script: Script) =>
      invoke<ScriptVersionResponse>(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id: script.id }, body: { body: markdown, base_version_id: script.id } }));
    expect((await saveAs(garden)).statusCode).toBe(200);
    expect((await saveAs(money)).statusCode).toBe(200);
    const matchOf = async (script: Script) =>
      (await invoke<ScriptVoiceMatchResponse>(getVoiceMatch, apiEvent({ userId, pathParameters: { id: script.id } }))).body.voice_match;
    const inPodcast = await matchOf(money);
    const inGarden = await matchOf(garden);
    expect(inPodcast).toBe(judgeScript(markdown, await loadScoringVoice(userId, podcast)).score);
    expect(inGarden).toBe(judgeScript(markdown, await loadScoringVoice(userId, 'default')).score);
    expect(inPodcast, JSON.stringify(judgeScript(markdown, await loadScoringVoice(userId, podcast)))).not.toBeNull();
    expect(inPodcast!).toBeGreaterThan(inGarden ?? 0);

    const added = await invoke<AddToVoiceResponse & ErrorBody>(addToVoice, apiEvent({ userId, method: 'POST', pathParameters: { id: money.id } }));
    expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
    expect(added.body.document.voice_id).toBe(podcast);
    expect((await listDocsOf(userId, podcast)).body.documents).toHaveLength(4);
    expect((await listDocsOf(userId, 'default')).body.documents).toHaveLength(3);

    const ids = (answer: { body: ListScriptsResponse }) => answer.body.scripts.map((script) => script.id);
    expect(ids(await library(userId, { voiceId: podcast }))).toEqual([money.id]);
    expect(ids(await library(userId, { voiceId: 'default' }))).toEqual([old.id, garden.id]);
    expect(ids(await library(userId, { voiceId: podcast, q: 'insurance' }))).toEqual([money.id]);
    expect(ids(await library(userId, { voiceId: 'default', q: 'insurance' }))).toEqual([garden.id]);
    expect((await library(userId, {})).body.scripts.map((script) => script.voice_id)).toEqual([undefined, podcast, 'default']);
  });

  it('plans the free outline in the voice asked for: its style guide’s intro, and 404 for a voice that is not the caller’s', async () => {
    const { userId, podcast } = await accountWithTwoVoices();
    await styleGuide(userId, podcast, { intro_template: 'Welcome to The Quiet Ledger, where we think before we spend.' });
    const outline = (voiceId: string, caller = userId) =>
      invoke<OutlineResponse & ErrorBody>(outlineScript, apiEvent({ userId: caller, method: 'POST', path: '/api/scripts/outline', body: { ...topic('Index fund fees'), voiceId } }));
    const inPodcast = await outline(podcast);
    expect(inPodcast.statusCode).toBe(200);
    expect(inPodcast.body.sections.filter((section) => section.verbatim)).toHaveLength(1);
    const inDefault = await outline('default');
    expect(inDefault.body.sections.some((section) => section.verbatim)).toBe(false);
    const stranger = await userWithCredits({ subscription: 1 });
    const refused = await outline(podcast, stranger);
    expect([refused.statusCode, refused.body.error?.code]).toEqual([404, 'voice.not_found']);
  });

  it('rewrites a script with its own voice’s passages and style guide, whichever voice was used last', async () => {
    const { userId, podcast } = await accountWithTwoVoices();
    await styleGuide(userId, podcast, { intro_template: 'Welcome to The Quiet Ledger.' });
    await styleGuide(userId, 'default', { intro_template: "G'day legends!" });
    const money = await generateIn(userId, { ...topic('Emergency funds'), voiceId: podcast });
    // The garden voice is the last used now: the rewrite must still be in the podcast's voice.
    await generateIn(userId, { ...topic('Worm farms'), voiceId: 'default' });
    const asked: RewriteRequest[] = [];
    const writer = { ...localWriter, rewrite: (request: RewriteRequest) => (asked.push(request), localWriter.rewrite(request)) };
    await proposeRewrite({ userId, scriptId: money.id, body: { section: null, alternatives: 1, base_version_id: money.id }, writer });
    const { input } = asked[0]!.plan;
    expect(input.styleGuide?.intro_template).toBe('Welcome to The Quiet Ledger.');
    expect(input.passages.length).toBeGreaterThan(0);
    expect(input.passages.every((passage) => MONEY_EPISODES.join('\n').includes(passage.slice(0, 40)))).toBe(true);
    expect(input.passages.some((passage) => /legends/iu.test(passage))).toBe(false);
  });

  it('keeps a deleted voice’s scripts, with their voice id, and has no voice left to add them to', async () => {
    const { userId, podcast } = await accountWithTwoVoices();
    const money = await generateIn(userId, { ...topic('Insurance'), voiceId: podcast });
    expect((await deleteVoice(userId, podcast)).statusCode).toBe(204);
    const listed = (await library(userId, {})).body.scripts;
    expect(listed.map((script) => [script.id, script.voice_id])).toEqual([[money.id, podcast]]);
    expect((await listVoices(userId)).body.voices.map((voice) => voice.id)).toEqual(['default']);
    const added = await invoke<ErrorBody>(addToVoice, apiEvent({ userId, method: 'POST', pathParameters: { id: money.id } }));
    expect(added).toMatchObject({ statusCode: 404, body: { error: { code: 'voice.not_found' } } });
    const match = await invoke<ScriptVoiceMatchResponse>(getVoiceMatch, apiEvent({ userId, pathParameters: { id: money.id } }));
    expect(match.body.voice_match).toBeNull();
    // A new script without a voice asked for goes to a voice that still exists.
    expect((await generateIn(userId, topic('Worm farms'))).voice_id).toBe('default');
  });
});
