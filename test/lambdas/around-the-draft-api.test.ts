import { describe, expect, it } from 'vitest';
import { handler as chooseHook } from '../../lambdas/api/scripts/choose-hook';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { handler as outlineScript } from '../../lambdas/api/scripts/outline-script';
import { OUTLINE_MESSAGES, type Outline, type OutlineResponse } from '../../lambdas/contracts/outline';
import { chosenHookIndex } from '../../lambdas/contracts/script-extras';
import { splitSections } from '../../lambdas/contracts/script-sections';
import { draftedWords } from '../../lambdas/contracts/script-text';
import type { ScriptVersionResponse } from '../../lambdas/contracts/script-versions';
import type { GetScriptResponse, Script } from '../../lambdas/contracts/scripts';
import { downloadExport, startAccountExport, waitForExport } from './support/account-export';
import { apiEvent, invoke } from './support/api-event';
import { PRUNING_MATERIAL, balanceOf, ledgerOf, scriptRowsOf, storedFilesOf, userWithCredits, validBody } from './support/scripts';

type Failure = { error?: { code: string; message: string } };

const form = { ...validBody, duration: '5m', material: PRUNING_MATERIAL } as const;

const outlineOf = (userId: string, body: object) =>
  invoke<OutlineResponse & Failure>(outlineScript, apiEvent({ userId, method: 'POST', path: '/api/scripts/outline', body }));

const generated = (userId: string, body: object) =>
  invoke<{ script: Script } & Failure>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body }));

const read = async (userId: string, id: string) => (await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id } }))).body;

const choose = (userId: string, id: string, body: object) =>
  invoke<ScriptVersionResponse & Failure>(chooseHook, apiEvent({ userId, method: 'POST', path: `/api/scripts/${id}/hook`, pathParameters: { id }, body }));

const editable = (view: OutlineResponse): Outline => ({ sections: view.sections.map(({ id, heading, keyPoints, stories }) => ({ id, heading, keyPoints, stories })) });

/** The plan edited as the browser journey edits it: the last body section deleted (its key points to the first), the second key point moved to the first. */
const edit = (view: OutlineResponse): Outline => {
  const { sections } = editable(view);
  const body = sections.filter((section) => section.id.startsWith('section-'));
  const [first, second, last] = [body[0]!, body[1]!, body.at(-1)!];
  const moved = second.keyPoints[0]!;
  return {
    sections: sections
      .filter((section) => section !== last)
      .map((section) => {
        if (section === first) return { ...section, heading: 'Suckers first', keyPoints: [...section.keyPoints, moved, ...last.keyPoints], stories: [...section.stories, ...last.stories] };
        if (section === second) return { ...section, keyPoints: section.keyPoints.filter((point) => point !== moved) };
        return section;
      }),
  };
};

describe('the outline step (POST /api/scripts/outline)', () => {
  it('answers the plan with each section’s time, word budget and material, for free: no credit, no ledger entry, nothing stored', async () => {
    const userId = await userWithCredits({});
    const { statusCode, body } = await outlineOf(userId, form);
    expect(statusCode).toBe(200);
    expect(body.wordBudget).toBe(750);
    expect(body.sections[0]).toMatchObject({ id: 'hook', kind: 'hook', heading: 'Hook', startSecond: 0 });
    expect(body.sections.flatMap((section) => section.keyPoints).sort()).toEqual([...PRUNING_MATERIAL.key_points].sort());
    expect(body.sections.reduce((sum, section) => sum + section.words, 0)).toBeCloseTo(body.wordBudget, -1);
    body.sections.forEach((section, i) => i > 0 && expect(section.startSecond).toBe(body.sections[i - 1]!.endSecond));
    expect((await balanceOf(userId)).total).toBe(0);
    expect((await ledgerOf(userId)).debits).toBe(0);
    expect(await scriptRowsOf(userId)).toEqual([]);
    expect(await storedFilesOf(userId)).toEqual([]);
  });

  it('lays an edited outline out again, and refuses one that drops a key point in the outline’s words', async () => {
    const userId = await userWithCredits({});
    const view = (await outlineOf(userId, form)).body;
    const edited = edit(view);
    const again = await outlineOf(userId, { ...form, outline: edited });
    expect(again.statusCode).toBe(200);
    expect(again.body.sections.map((section) => section.heading)).toEqual(edited.sections.map((section) => section.heading));
    expect(again.body.sections[2]!.words).toBeGreaterThan(view.sections[2]!.words);

    const dropped = { sections: edited.sections.map((section) => ({ ...section, keyPoints: [] })) };
    const refused = await outlineOf(userId, { ...form, outline: dropped });
    expect(refused).toMatchObject({ statusCode: 400, body: { error: { code: 'outline.invalid', message: OUTLINE_MESSAGES.keyPointsPlaced } } });
  });
});

describe('writing an approved outline (POST /api/scripts with an outline)', () => {
  it('writes the edited outline for one credit: its headings in its order, the moved key point in its new section, the length within ±10%', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const edited = edit((await outlineOf(userId, form)).body);
    const { statusCode, body } = await generated(userId, { ...form, outline: edited });
    expect(statusCode).toBe(200);
    expect((await ledgerOf(userId)).debits).toBe(1);
    const markdown = (await read(userId, body.script.id)).body;
    const sections = splitSections(markdown).sections;
    expect(sections.map((section) => section.title)).toEqual(edited.sections.map((section) => section.heading));
    const first = sections.find((section) => section.title === 'Suckers first')!;
    expect(first.body).toContain(PRUNING_MATERIAL.key_points[1]);
    expect(Math.abs(draftedWords(markdown) - 750) / 750).toBeLessThanOrEqual(0.1);
  });

  it('refuses an outline that is not an edit of the plan with 400 before any credit is taken', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const edited = edit((await outlineOf(userId, form)).body);
    const answer = await generated(userId, { ...form, outline: { sections: [...edited.sections.slice(1), edited.sections[0]!] } });
    expect(answer).toMatchObject({ statusCode: 400, body: { error: { code: 'outline.invalid', message: OUTLINE_MESSAGES.hookFirst } } });
    expect((await balanceOf(userId)).total).toBe(1);
    expect((await ledgerOf(userId)).debits).toBe(0);
    expect(await storedFilesOf(userId)).toEqual([]);
  });
});

describe('hooks and the post, kept with the script (GET /api/scripts/{id}, POST /api/scripts/{id}/hook)', () => {
  it('answers three hooks with the first in the script, and five titles of at most 60 characters, for the one credit', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script } = (await generated(userId, form)).body;
    expect(script.extras_path).toBe(`scripts/${userId}/${script.id}/extras.json`);
    const { body, extras } = await read(userId, script.id);
    expect(extras!.hooks.map((hook) => hook.approach)).toEqual(['question', 'bold-claim', 'story-first']);
    expect(chosenHookIndex(body, extras!)).toBe(0);
    if (extras!.post.kind !== 'youtube') throw new Error('expected a YouTube post');
    expect(extras!.post.titles).toHaveLength(5);
    for (const title of extras!.post.titles) expect(title.length).toBeLessThanOrEqual(60);
    expect((await ledgerOf(userId)).debits).toBe(1);
  });

  it('puts the second hook in the script as a new version, keeps the rest, and answers 409 to a stale or repeated choice', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script } = (await generated(userId, form)).body;
    const before = await read(userId, script.id);
    const chosen = await choose(userId, script.id, { option: 1, base_version_id: script.id });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body.version).toMatchObject({ number: 2, kind: 'hook', note: 'Chose hook 2: a bold claim' });
    const after = await read(userId, script.id);
    expect(chosenHookIndex(after.body, after.extras!)).toBe(1);
    expect(splitSections(after.body).sections[0]!.body).toBe(before.extras!.hooks[1]!.text);
    expect(splitSections(after.body).sections.slice(1).map((section) => section.body)).toEqual(splitSections(before.body).sections.slice(1).map((section) => section.body));

    expect(await choose(userId, script.id, { option: 2, base_version_id: script.id })).toMatchObject({ statusCode: 409, body: { error: { code: 'script.version_conflict' } } });
    expect(await choose(userId, script.id, { option: 1, base_version_id: chosen.body.version.id })).toMatchObject({ statusCode: 409, body: { error: { code: 'hook.already_chosen' } } });
    const back = await choose(userId, script.id, { option: 0, base_version_id: chosen.body.version.id });
    expect(back.statusCode).toBe(200);
    expect((await read(userId, script.id)).body).toBe(before.body);
  });

  it('answers 403 to another user choosing a hook and 400 to an option that is not one of the three', async () => {
    const owner = await userWithCredits({ subscription: 1 });
    const { script } = (await generated(owner, form)).body;
    expect((await choose(await userWithCredits({}), script.id, { option: 1, base_version_id: script.id })).statusCode).toBe(403);
    expect(await choose(owner, script.id, { option: 3, base_version_id: script.id })).toMatchObject({ statusCode: 400, body: { error: { message: 'Choose one of the hooks' } } });
    expect((await read(owner, script.id)).script.version_count).toBe(1);
  });

  it('exports each script’s hooks and post with the chapters of its current text', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script } = (await generated(userId, form)).body;
    expect((await startAccountExport(userId)).statusCode).toBe(202);
    const { files } = await downloadExport((await waitForExport(userId)).job);
    const extrasFiles = [...files.keys()].filter((path) => path.startsWith('extras/'));
    expect(extrasFiles).toEqual([expect.stringMatching(/^extras\/how-to-prune-tomatoes-\d{4}-\d{2}-\d{2}\.json$/)]);
    const exported = JSON.parse(files.get(extrasFiles[0]!)!.toString('utf8')) as { hooks: unknown[]; post: { kind: string }; chapters: string[] };
    expect(exported.hooks).toHaveLength(3);
    expect(exported.post.kind).toBe('youtube');
    expect(exported.chapters[0]).toBe('0:00 Hook');
    const scripts = JSON.parse(files.get('scripts.json')!.toString('utf8')) as { id: string; extras: string | null; extras_path?: string }[];
    expect(scripts.find((row) => row.id === script.id)).toMatchObject({ extras: extrasFiles[0] });
    expect(scripts.every((row) => row.extras_path === undefined)).toBe(true);
  });
});
