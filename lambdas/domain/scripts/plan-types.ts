import * as z from 'zod';
import type { Duration, Platform, Tone } from '../../contracts/enums';
import type { Material } from '../../contracts/material';
import type { Outline } from '../../contracts/outline';

/** The style guide's four fields, applied as hard rules (spec §3; empty values are null). */
export interface StyleGuideRules {
  intro_template: string | null;
  outro_template: string | null;
  interaction_reminders: string | null;
  general_guidance: string | null;
}

/** Sentence lengths in words at the 25th, 50th, 75th and 90th percentile. */
export const sentenceLengthsSchema = z.object({ p25: z.number(), p50: z.number(), p75: z.number(), p90: z.number() });

export const vocabularyLevelSchema = z.enum(['simple', 'moderate', 'advanced']);

/**
 * What the voice engine learned from the user's documents; the planner and writers use it when present.
 * A schema, because it is stored (inside the voice profile) and read back parsed.
 */
export const voiceHintsSchema = z.object({
  /** Speaking rate measured from caption timestamps; null when no timed captions were uploaded. */
  wordsPerMinute: z.number().nullable(),
  averageSentenceWords: z.number().nullable(),
  openers: z.array(z.string()),
  signOffs: z.array(z.string()),
  signaturePhrases: z.array(z.string()),
  /** 'I', 'we' or 'you': the person the creator mostly speaks in. */
  person: z.enum(['I', 'we', 'you']).nullable(),
  questionRate: z.number().nullable(),
  exclamationRate: z.number().nullable(),
  fillerWords: z.array(z.string()),
  /** Filler words (um, basically, you know…) per 100 words; null when unmeasured. */
  fillersPer100Words: z.number().nullable(),
  /** Hype words the creator habitually uses (insane, literally…). */
  hypeWords: z.array(z.string()),
  /** Sentence rhythm: the share of short and long sentences is what the prompt asks the writer to mirror. */
  sentenceLengths: sentenceLengthsSchema.nullable(),
  vocabularyLevel: vocabularyLevelSchema.nullable(),
});
export type VoiceHints = z.infer<typeof voiceHintsSchema>;

export interface PlanInput {
  topic: string;
  details: string | null;
  platform: Platform;
  duration: Duration;
  tone: Tone;
  styleGuide: StyleGuideRules | null;
  voice: VoiceHints | null;
  /** 3–6 of the user's own passages most relevant to the topic, as examples of their voice. */
  passages: string[];
  /** What the creator gave the script to say (key points, stories, sources); none when absent. */
  material?: Material;
  /** The outline the creator approved (issue 34), checked by checkOutline; absent means the plan as made. */
  outline?: Outline;
}

export interface PlannedSection {
  id: string;
  heading: string;
  /** What this part must achieve, for the writer. */
  purpose: string;
  words: number;
  startSecond: number;
  endSecond: number;
  /** Text used word for word (the style guide's intro and outro templates). */
  verbatim?: string;
  /** A body section's share of the creator's key points, each said here and nowhere else. */
  keyPoints?: string[];
  /** The creator's stories told here as the section's example. */
  stories?: string[];
}

export interface ScriptPlan {
  input: PlanInput;
  wordsPerMinute: number;
  /** True when the rate came from the user's own captions rather than the default. */
  measuredRate: boolean;
  targetSeconds: number;
  wordBudget: number;
  sections: PlannedSection[];
  /** Platform conventions and style-guide rules the writer must follow. */
  rules: string[];
}

export interface WriteOptions {
  /** Called with each piece of the markdown as it is written, in order; the pieces join into what `write` returns. */
  onText?: (delta: string) => void;
  /** Aborting it stops the writer, which then rejects. */
  signal?: AbortSignal;
}

/** A rewrite of a passage, one section or the whole script, in the creator's voice (docs/versions.md). */
export interface RewriteRequest {
  /** The script's plan made again from its inputs, with the creator's voice and style guide as they are now. */
  plan: ScriptPlan;
  /** The current markdown. */
  current: string;
  /** The section to rewrite (its heading line and index among the `## ` sections), or null for a passage or the whole script. */
  section: { index: number; headingLine: string; title: string; body: string } | null;
  /** The passage to rewrite: its range in `current`, its text and the heading line of the section holding it. */
  passage: { start: number; end: number; text: string; headingLine: string | null } | null;
  instruction: string | null;
  /** Spoken words to aim at: the target's own, changed by a "shorter" or "longer" instruction. */
  targetWords: number;
  /** 3: three different takes in one answer, each in `<alternative>` tags (rewrite-alternatives.ts). */
  alternatives: 1 | 3;
}

/** What goes with a script written from `plan` (issue 34): its other hooks and the words for its post. */
export interface ExtrasRequest {
  plan: ScriptPlan;
  /** The script as written. */
  markdown: string;
  /** The hook's heading line and text as written, or null when the script has no sections. */
  hook: { headingLine: string; body: string; words: number } | null;
}

/** A model's answer for the extras, as parsed: anything missing or unusable is made offline instead. */
export interface WrittenExtras {
  hooks: { approach: string; text: string }[];
  titles: string[];
  description?: string;
  caption?: string;
  hashtags: string[];
  episodeNotes?: string;
}

/** Turns a plan into the script's markdown; each writer (Bedrock, OpenAI-compatible, local) implements it. */
export interface ScriptWriter {
  readonly name: 'bedrock' | 'openai' | 'local';
  write(plan: ScriptPlan, options?: WriteOptions): Promise<string>;
  /**
   * The rewritten passage, the section's text without its heading line, or the whole script's markdown; with
   * `alternatives: 3`, the takes each in `<alternative>` tags.
   */
  rewrite(request: RewriteRequest, options?: WriteOptions): Promise<string>;
  /** A model's hooks, titles and post for the script it wrote; a writer without it gets the offline ones. */
  extras?(request: ExtrasRequest, options?: WriteOptions): Promise<WrittenExtras>;
}
