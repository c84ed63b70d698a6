import { type ScriptParts, type ScriptSection, joinSections, replaceSectionBody, splitSections } from '../../contracts/script-sections';
import { spokenWords } from '../../contracts/script-text';
import type { RewriteBody, ScriptVersionResponse } from '../../contracts/script-versions';
import { currentVersionId } from '../../data/script-version-repo';
import { voiceOf } from '../../contracts/voices';
import { getScriptMaterial } from '../../data/material-storage';
import { getScriptBody } from '../../data/storage';
import { getStyleGuide } from '../../data/style-guide-repo';
import { BadRequestError, HttpError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { loadVoiceContext } from '../documents/voice-store';
import { planScript } from './planner';
import type { RewriteRequest, ScriptPlan, ScriptWriter } from './plan-types';
import { commitNewVersion, scriptOfUser, versionConflict } from './versions';

/** "Shorter" asks for 30% fewer words, "longer" for 30% more; any other instruction keeps the length. */
const LENGTH_FACTORS: [RegExp, number][] = [
  [/\b(shorter|shorten|tighter|tighten|trim|condense|cut it down|more concise|briefer)\b/i, 0.7],
  [/\b(longer|lengthen|expand|extend|more detail(ed)?)\b/i, 1.3],
];
const MIN_TARGET_WORDS = 5;

export const lengthFactorOf = (instruction: string | null): number =>
  (instruction && LENGTH_FACTORS.find(([pattern]) => pattern.test(instruction))?.[1]) || 1;

export interface RewriteProgress {
  /** Once the rewrite is planned: the section's heading line (null for the whole script) and the words aimed at. */
  started(info: { heading: string | null; words: number }): void;
  wrote(delta: string): void;
}

export interface RewriteCall {
  userId: string;
  scriptId: string;
  body: RewriteBody;
  writer: ScriptWriter;
  progress?: RewriteProgress;
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The style guide's word-for-word texts (intro and outro templates) this section carries. */
const carriesVerbatim = (section: ScriptSection, plan: ScriptPlan) =>
  plan.sections.some((planned) => planned.verbatim && normalised(section.body).includes(normalised(planned.verbatim)));

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

/**
 * POST /api/scripts/{id}/rewrite: one section (or the whole script) written again in the creator's voice as it is
 * now, at the section's length (changed by "shorter" or "longer"), the style guide's word-for-word parts kept. It
 * becomes a new version only when it is whole; a failure changes nothing. Rewrites are free (docs/versions.md).
 */
export const rewriteScript = async ({ userId, scriptId, body, writer, progress }: RewriteCall): Promise<ScriptVersionResponse> => {
  const script = await scriptOfUser(userId, scriptId);
  if (currentVersionId(script) !== body.base_version_id) throw versionConflict();
  const current = await getScriptBody(script.file_path);
  const parts = splitSections(current);
  const instruction = body.instruction || null;

  let section: RewriteRequest['section'] = null;
  if (body.section !== null) {
    const found = parts.sections[body.section];
    if (!found) throw new BadRequestError('This section is not in the script any more. Reload to see the latest version.', 'rewrite.section');
    section = { index: body.section, ...found };
  }

  const [styleGuide, voiceContext, material] = await Promise.all([
    getStyleGuide(userId, voiceOf(script), script.platform),
    loadVoiceContext(userId, [script.topic, script.details, section?.body].filter(Boolean).join(' '), voiceOf(script)),
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
  if (section && carriesVerbatim(section, plan)) {
    throw new BadRequestError('This section is your style guide’s own words, kept word for word. Change it in your Style Guide.', 'rewrite.verbatim');
  }

  const targetWords = Math.max(MIN_TARGET_WORDS, Math.round(spokenWords(section ? section.body : current) * lengthFactorOf(instruction)));
  progress?.started({ heading: section?.headingLine ?? null, words: targetWords });

  let rewritten: string;
  try {
    rewritten = await writer.rewrite({ plan, current, section, instruction, targetWords }, { onText: progress?.wrote });
  } catch (error) {
    logger.error('rewrite failed; nothing was changed', { error: error as Error, scriptId });
    throw new HttpError(502, 'rewrite.failed', 'Failed to rewrite the script. Nothing was changed.');
  }

  const newBody = section
    ? replaceSectionBody(current, section.index, sectionText(rewritten))
    : keepVerbatim(rewritten, parts, plan);
  const asked = instruction ? `: ${instruction}` : '';
  return commitNewVersion({
    script,
    body: newBody,
    kind: 'rewritten',
    note: section ? `Rewrote “${section.title}”${asked}` : `Rewrote the whole script${asked}`,
    baseVersionId: body.base_version_id,
  });
};
