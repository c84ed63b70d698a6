import { DURATIONS, PLATFORMS, TONES, type Duration, type Tone } from '../../lambdas/contracts/enums';
import type { StyleGuideRules, VoiceHints } from '../../lambdas/domain/scripts/plan-types';
import { planScript } from '../../lambdas/domain/scripts/planner';
import type { Material } from '../../lambdas/contracts/material';
import { draftedWords } from '../../lambdas/contracts/script-text';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';
import { relevantPassages, samplePassages } from '../../lambdas/domain/voice/retrieval';
import type { EvalSpeaker } from './corpus';
import { profileOf } from './recognition';

/** A style guide written for this evaluation (nobody's real text), with both templates and reminders. */
export const EVAL_STYLE_GUIDE: StyleGuideRules = {
  intro_template: "Hi, I'm Robin, and this is Workbench Notes.",
  outro_template: "That's it for today. Build something small this week and tell me how it went.",
  interaction_reminders: 'If this helped, subscribe and send it to a friend who likes to build things.',
  general_guidance: 'Keep it practical: one idea per section, and say why it matters.',
};

/** Key points, a story and a source written for this evaluation (nobody's real text): what a creator gives a script. */
export const EVAL_MATERIAL: Material = {
  key_points: [
    'Ship small changes, not big batches',
    'Automate the deploy so nobody does it by hand',
    'Keep a rollback button one click away',
    'Watch the dashboards for an hour after each release',
  ],
  stories: 'The worst outage we ever had came from a two-week batch we shipped on a Tuesday, not from a Friday deploy.',
  sources: [
    {
      kind: 'text',
      title: 'Release notes of a small team',
      text: 'Teams that deploy small changes every day see fewer failed releases than teams that ship large batches. A deploy that is automated end to end can be rolled back in minutes. Most incidents trace back to the size of a change rather than the day it shipped.',
    },
  ],
};

/** Topics written for this evaluation: one with the fixed key points and details to use, one with the topic alone. */
export const EVAL_TOPICS: { topic: string; details: string | null; material?: Material }[] = [
  {
    topic: 'Why small teams should ship on Fridays',
    details: 'Deploys are automated and reversible. Most incidents come from big batches, not from the day of the week. Keep a rollback button one click away.',
    material: EVAL_MATERIAL,
  },
  { topic: 'Learning a second language as an adult', details: null },
];

interface Voice {
  name: string;
  hints: VoiceHints | null;
  /** The speaker's passages as processing keeps them (samplePassages over their documents). */
  passages: string[];
}

export interface DurationResult {
  runs: number;
  /** Share of runs whose drafted words (spoken, plus those the placeholders ask for) are within ±10% of the plan's word budget. */
  within10: number;
  /** The largest |spoken words − budget| / budget over all runs. */
  worst: number;
  /** within10 for each duration, to see where the misses are. */
  byDuration: Record<Duration, number>;
  /** The run behind `worst`. */
  worstRun: { voice: string; platform: string; duration: string; tone: string; styleGuide: boolean; topic: number; budget: number; words: number } | null;
}

/**
 * The offline writer's length: planScript + localWriter over every platform × duration × tone × topic, with
 * no profile and with each speaker's full profile (hints, and the passages closest to the topic, chosen as
 * generation chooses them), each with and without the style guide.
 */
export const evaluateDuration = async (speakers: readonly EvalSpeaker[], tones: readonly Tone[] = TONES): Promise<DurationResult> => {
  const voices: Voice[] = [
    { name: '(no profile)', hints: null, passages: [] },
    ...speakers.flatMap((speaker) => {
      const profile = profileOf(speaker);
      return profile ? [{ name: speaker.name, hints: profile.hints, passages: samplePassages(speaker.documents.map((d) => d.analysis.passages)) }] : [];
    }),
  ];
  let runs = 0;
  let within = 0;
  let worst = 0;
  let worstRun: DurationResult['worstRun'] = null;
  const perDuration = Object.fromEntries(DURATIONS.map((duration) => [duration, { runs: 0, within: 0 }])) as Record<Duration, { runs: number; within: number }>;
  for (const voice of voices) {
    for (const [topicIndex, { topic, details, material }] of EVAL_TOPICS.entries()) {
      const passages = voice.hints ? relevantPassages(voice.passages, [topic, details].filter(Boolean).join(' ')) : [];
      for (const styleGuide of [null, EVAL_STYLE_GUIDE]) {
        for (const platform of PLATFORMS) {
          for (const duration of DURATIONS) {
            for (const tone of tones) {
              const plan = planScript({ topic, details, platform, duration, tone, styleGuide, voice: voice.hints, passages, material });
              // What the draft says plus what its placeholders ask the creator for (issue 30: no filler).
              const words = draftedWords(await localWriter.write(plan));
              const deviation = Math.abs(words - plan.wordBudget) / plan.wordBudget;
              runs++;
              perDuration[duration].runs++;
              if (deviation <= 0.1) {
                within++;
                perDuration[duration].within++;
              }
              if (deviation > worst || worstRun === null) {
                worst = Math.max(worst, deviation);
                worstRun = { voice: voice.name, platform, duration, tone, styleGuide: styleGuide !== null, topic: topicIndex, budget: plan.wordBudget, words };
              }
            }
          }
        }
      }
    }
  }
  return {
    runs,
    within10: runs === 0 ? Number.NaN : within / runs,
    worst,
    byDuration: Object.fromEntries(DURATIONS.map((d) => [d, perDuration[d].within / perDuration[d].runs])) as Record<Duration, number>,
    worstRun,
  };
};
