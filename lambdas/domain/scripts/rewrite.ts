import { ulid } from 'ulid';
import type { RewriteBody, RewriteProposal, RewriteTarget } from '../../contracts/rewrite';
import { type ScriptParts, type ScriptSection, joinSections, splitSections } from '../../contracts/script-sections';
import { spokenWords } from '../../contracts/script-text';
import { voiceOf } from '../../contracts/voices';
import { getScriptMaterial } from '../../data/material-storage';
import { deleteProposal, finishProposal, isProposalStopped, putProposal } from '../../data/rewrite-proposal-repo';
import { currentVersionId } from '../../data/script-version-repo';
import { getScriptBody } from '../../data/storage';
import { getStyleGuide } from '../../data/style-guide-repo';
import { BadRequestError, ConflictError, HttpError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { loadVoiceContext } from '../documents/voice-store';
import { planScript } from './planner';
import type { ScriptPlan, ScriptWriter } from './plan-types';
import { alternativeStream, splitAlternatives } from './rewrite-alternatives';
import { type ResolvedTarget, passageText, resolveTarget } from './rewrite-target';
import { watchForStop } from './stop-watch';
import { scriptOfUser } from './owner';
import { versionConflict } from './versions';
import { NothingOfflineError } from './writers/local-passage';

/** "Shorter" asks for 30% fewer words, "longer" for 30% more; any other instruction keeps the length. */
const LENGTH_FACTORS: [RegExp, number][] = [
  [/\b(shorter|shorten|tighter|tighten|trim|condense|cut it down|more concise|briefer)\b/i, 0.7],
  [/\b(longer|lengthen|expand|extend|more detail(ed)?)\b/i, 1.3],
];
const MIN_TARGET_WORDS = 5;
/** A proposal waits this long for Accept; looking at a preview takes minutes. */
export const PROPOSAL_TTL_SECONDS = 60 * 60;
const STOP_POLL_MS = 1000;

export const lengthFactorOf = (instruction: string | null): number =>
  (instruction && LENGTH_FACTORS.find(([pattern]) => pattern.test(instruction))?.[1]) || 1;

/** What the stream's `start` event says. */
export interface RewriteStart {
  proposalId: string;
  target: RewriteTarget;
  heading: string | null;
  original: string;
  words: number;
  alternatives: 1 | 3;
  writer: ScriptWriter['name'];
}

export interface RewriteProgress {
  /** Once the proposal is stored and about to be written: from here on it can be stopped. */
  started(info: RewriteStart): void;
  /** A piece of alternative `alternative` (0-based), as written. */
  wrote(alternative: number, delta: string): void;
}

export interface RewriteCall {
  userId: string;
  scriptId: string;
  body: RewriteBody;
  writer: ScriptWriter;
  progress?: RewriteProgress;
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The style guide's word-for-word texts (intro and outro templates). */
const verbatimTexts = (plan: ScriptPlan) => plan.sections.flatMap((planned) => (planned.verbatim ? [planned.verbatim] : []));

const carriesVerbatim = (section: Pick<ScriptSection, 'body'>, plan: ScriptPlan) =>
  verbatimTexts(plan).some((verbatim) => normalised(section.body).includes(normalised(verbatim)));

/** Whether the range overlaps a word-for-word text where it stands in the markdown (its spacing may differ). */
const touchesVerbatim = (markdown: string, start: number, end: number, plan: ScriptPlan) =>
  verbatimTexts(plan).some((verbatim) => {
    const words = verbatim.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return [...markdown.matchAll(new RegExp(words.join('\\s+'), 'g'))].some((match) => start < match.index + match[0].length && match.index < end);
  });

const VERBATIM_MESSAGE = {
  section: 'This section is your style guide’s own words, kept word for word. Change it in your Style Guide.',
  passage: 'This passage is your style guide’s own words, kept word for word. Change it in your Style Guide.',
};

/** A section's new text as the model may answer it: without a heading line of its own or a fence around it. */
const sectionText = (text: string) =>
  text
    .replace(/^\s*```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/, '$1')
    .replace(/^\s*##\s+[^\n]*\n/, '')
    .trim();

/**
 * The whole script rewritten, with every section that carried the style guide's word-for-word text put back as it
 * was (by heading, else by place), whatever the writer did to it.
 */
const keepVerbatim = (rewritten: string, before: ScriptParts, plan: ScriptPlan): string => {
  const after = splitSections(rewritten);
  before.sections.forEach((section, index) => {
    if (!carriesVerbatim(section, plan)) return;
    const match = after.sections.find((candidate) => candidate.title.toLowerCase() === section.title.toLowerCase()) ?? after.sections[index];
    if (match) match.body = section.body;
    else after.sections.push({ ...section });
  });
  return joinSections(after);
};

/** Each alternative as Accept puts it in place. */
const placed = (answer: string, resolved: ResolvedTarget, current: string, plan: ScriptPlan): string => {
  if (resolved.target.kind === 'passage') return passageText(answer, resolved.original);
  if (resolved.target.kind === 'section') return sectionText(answer);
  return keepVerbatim(answer, splitSections(current), plan);
};

const refuseVerbatim = (resolved: ResolvedTarget, current: string, plan: ScriptPlan) => {
  if (resolved.section && carriesVerbatim(resolved.section, plan)) throw new BadRequestError(VERBATIM_MESSAGE.section, 'rewrite.verbatim');
  if (resolved.passage && touchesVerbatim(current, resolved.passage.start, resolved.passage.end, plan)) {
    throw new BadRequestError(VERBATIM_MESSAGE.passage, 'rewrite.verbatim');
  }
};

export const rewriteStopped = () => new ConflictError('rewrite.stopped', 'Rewrite stopped. Nothing was changed.');

const isStop = (error: unknown, signal: AbortSignal) => signal.aborted || (error instanceof Error && error.name === 'AbortError');

/**
 * POST /api/scripts/{id}/rewrite: a proposal for a passage, one section or the whole script, written in the creator's
 * voice as it is now, at the target's length (changed by "shorter" or "longer"), the style guide's word-for-word parts
 * kept, once or as three alternatives. It changes nothing of the script: the proposal is kept an hour for Accept
 * (accept-rewrite.ts), and a stop (or a failure) leaves nothing to accept. Rewrites are free (docs/versions.md).
 */
export const proposeRewrite = async ({ userId, scriptId, body, writer, progress }: RewriteCall): Promise<RewriteProposal> => {
  const script = await scriptOfUser(userId, scriptId);
  if (currentVersionId(script) !== body.base_version_id) throw versionConflict();
  const current = await getScriptBody(script.file_path);
  const resolved = resolveTarget(current, body);
  const instruction = body.instruction || null;

  const [styleGuide, voiceContext, material] = await Promise.all([
    getStyleGuide(userId, voiceOf(script), script.platform),
    loadVoiceContext(userId, [script.topic, script.details, resolved.target.kind === 'whole' ? null : resolved.original].filter(Boolean).join(' '), voiceOf(script)),
    script.material_path ? getScriptMaterial(script.material_path) : null,
  ]);
  const plan = planScript({
    topic: script.topic,
    details: script.details,
    platform: script.platform,
    duration: script.duration,
    tone: script.tone,
    styleGuide,
    voice: voiceContext.voice,
    passages: voiceContext.passages,
    // A rewrite says what the script was written from, under the same rules about facts.
    material: material ?? undefined,
  });
  refuseVerbatim(resolved, current, plan);

  const minimum = resolved.passage ? 1 : MIN_TARGET_WORDS;
  const targetWords = Math.max(minimum, Math.round(spokenWords(resolved.original) * lengthFactorOf(instruction)));
  const now = Date.now();
  const proposal = {
    id: ulid(),
    script_id: scriptId,
    base_version_id: body.base_version_id,
    target: resolved.target,
    instruction,
    alternatives: [] as string[],
    writer: writer.name,
    created_at: new Date(now).toISOString(),
    expires_at: Math.floor(now / 1000) + PROPOSAL_TTL_SECONDS,
  };
  await putProposal(userId, { ...proposal, status: 'writing' });
  progress?.started({
    proposalId: proposal.id,
    target: resolved.target,
    heading: resolved.heading,
    original: resolved.original,
    words: targetWords,
    alternatives: body.alternatives,
    writer: writer.name,
  });

  const stop = watchForStop(() => isProposalStopped(userId, scriptId, proposal.id), STOP_POLL_MS);
  const onText = progress && (body.alternatives === 3 ? alternativeStream(progress.wrote) : (delta: string) => progress.wrote(0, delta));
  let answer: string;
  try {
    answer = await writer.rewrite(
      { plan, current, section: resolved.section, passage: resolved.passage, instruction, targetWords, alternatives: body.alternatives },
      { onText, signal: stop.signal },
    );
  } catch (error) {
    if (isStop(error, stop.signal)) {
      logger.info('rewrite stopped by the creator', { scriptId });
      throw rewriteStopped();
    }
    await deleteProposal(userId, scriptId, proposal.id).catch(() => undefined);
    if (error instanceof NothingOfflineError) {
      throw new HttpError(
        422,
        'rewrite.nothing_offline',
        'Without a language model, a passage can only be swapped for a line of your material that the script does not say yet, and none is about this passage. Edit it by hand instead.',
      );
    }
    logger.error('rewrite failed; nothing was changed', { error: error as Error, scriptId });
    throw new HttpError(502, 'rewrite.failed', 'Failed to rewrite the script. Nothing was changed.');
  } finally {
    stop.cancel();
  }

  const alternatives = (body.alternatives === 3 ? splitAlternatives(answer) : [answer])
    .map((text) => placed(text, resolved, current, plan))
    .filter((text) => text.trim() !== '')
    .slice(0, body.alternatives);
  if (!alternatives.length) {
    await deleteProposal(userId, scriptId, proposal.id).catch(() => undefined);
    throw new HttpError(502, 'rewrite.failed', 'Failed to rewrite the script. Nothing was changed.');
  }
  if (!(await finishProposal(userId, scriptId, proposal.id, alternatives))) throw rewriteStopped();
  return {
    id: proposal.id,
    script_id: scriptId,
    base_version_id: body.base_version_id,
    target: resolved.target,
    instruction,
    original: resolved.original,
    alternatives,
    writer: writer.name,
    expires_at: new Date(proposal.expires_at * 1000).toISOString(),
  };
};
