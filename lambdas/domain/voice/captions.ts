import type { Cue } from './cue';

export type { Cue } from './cue';

/** The cues' text as one transcript, for sentence analysis across cue boundaries. */
export const transcriptOf = (cues: readonly Cue[]): string => cues.map((cue) => cue.text).join(' ');

// Where the rest of caption reading lives, re-exported for the callers that know it as "captions".
export { cleanCaptionLine } from './caption-markup';
export { BREAK_SECONDS, speechSeconds } from './speech-time';
