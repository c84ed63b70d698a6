import { openingFor } from '../../introductions';
import type { ScriptPlan } from '../../plan-types';
import type { Composed } from './composed';
import { bare, capitalise, detailSentences, lowerFirst, resolveLine, seededRandom, sentenceKey } from './text';

export interface DraftOptions {
  /** Draws other lines than the plan alone would (a rewrite's attempts). */
  variant?: string;
  /** A rewrite of the plan's section `sectionId`, which must say none of the `avoid` sentences (sentenceKey keys). */
  rewriting?: { sectionId: string; avoid: ReadonlySet<string> };
}

/** What every step of an offline draft reads: the plan, the creator's voice as the draft says it, and the rewrite's limits. */
export interface DraftContext {
  plan: ScriptPlan;
  random: () => number;
  /** A stock line in the creator's person and the platform's words ({I}, {video}), as a sentence. */
  resolve: (line: string) => string;
  /** The same, as words inside a sentence. */
  resolveWords: (words: string) => string;
  /** The sentence must not be said in this section (a rewrite says nothing another section says). */
  avoided: (text: string, composed: Composed) => boolean;
  /** The creator's opener the script starts with ('' for none): never one that would introduce them twice. */
  opener: string;
  introducesCreator: boolean;
  /** The opener greets or introduces the creator, so it starts the section after the hook (issue 34), not the hook. */
  openerAfterHook: boolean;
  /** The signature phrase that leads into the first key point ('' for none). */
  signature: string;
  allPoints: string[];
  /** The creator's details placed in the n-th body section (a detail repeating a key point is left to the key point). */
  detailsFor: (bodyIndex: number, bodySections: number) => string[];
}

export const draftContext = (plan: ScriptPlan, { variant = '', rewriting }: DraftOptions): DraftContext => {
  const { input } = plan;
  const { voice, platform } = input;
  const resolve = (line: string) => resolveLine(line, voice?.person ?? null, platform);
  const opening = openingFor(voice, input.styleGuide);
  const allPoints = plan.sections.flatMap((section) => section.keyPoints ?? []);
  const pointKeys = new Set(allPoints.map((point) => sentenceKey(point)));
  const details = detailSentences(input.details).filter((detail) => !pointKeys.has(sentenceKey(detail)));
  return {
    plan,
    random: seededRandom([input.topic, input.details ?? '', platform, input.duration, input.tone, variant].join('\n')),
    resolve,
    resolveWords: (words) => lowerFirst(resolve(words)),
    avoided: (text, composed) => composed.section.id === rewriting?.sectionId && rewriting.avoid.has(sentenceKey(text)),
    opener: opening.openers[0] ? capitalise(bare(opening.openers[0])) : '',
    introducesCreator: opening.introducesCreator,
    openerAfterHook: opening.introducesCreator,
    signature: voice?.signaturePhrases[0] ? capitalise(bare(voice.signaturePhrases[0])) : '',
    allPoints,
    detailsFor: (bodyIndex, bodySections) => details.filter((_, index) => index % bodySections === bodyIndex),
  };
};
