import type { Duration, Platform } from '../../contracts/enums';
import { HOOK_APPROACH_LABELS } from '../../contracts/script-extras';

/** One section of a platform's plan before it is sized: what it is for and its share of the length. */
export interface SectionTemplate {
  id: string;
  heading: string;
  purpose: string;
  /** Share of the words left after verbatim parts. */
  weight: number;
  /** The style guide's template this section says word for word, when the creator has one. */
  verbatim?: 'intro' | 'outro';
}

/** How many body sections each length gets, by platform family. */
const BODY_SECTIONS: Record<'short' | 'youtube' | 'podcast', Record<Duration, number>> = {
  short: { '30s': 2, '1m': 3, '3m': 4, '5m': 5, '10m': 6 },
  youtube: { '30s': 1, '1m': 2, '3m': 3, '5m': 4, '10m': 6 },
  podcast: { '30s': 1, '1m': 2, '3m': 2, '5m': 3, '10m': 4 },
};

/** The sections that carry the script's substance: short-form beats, YouTube sections, podcast segments. */
export const BODY_SECTION = /^(?:beat|section|segment)-\d+$/;

const family = (platform: Platform) => (platform === 'tiktok' || platform === 'instagram' ? 'short' : platform);

/**
 * The hook opens with the first of the hook approaches (issue 34): the script's other two hook options take the
 * others. The first three seconds are the hook's, so never a greeting or a stock opening.
 */
const HOOK_RULE = `Open with ${HOOK_APPROACH_LABELS.question.toLowerCase()} this script answers; never a greeting, "In today's video" or "Hey guys".`;

/** The template a body section the creator adds to the outline is made from (issue 34): `${idPrefix}-${n}`. */
export const bodyTemplateFor = (platform: Platform): SectionTemplate & { idPrefix: string } => {
  switch (family(platform)) {
    case 'short':
      return { idPrefix: 'beat', id: 'beat', heading: 'Beat', purpose: 'One tight point, then move on. Give an on-screen text cue in the form "On screen: ...".', weight: 2 };
    case 'youtube':
      return { idPrefix: 'section', id: 'section', heading: 'Section', purpose: 'One main idea with an example or story.', weight: 3 };
    case 'podcast':
      return { idPrefix: 'segment', id: 'segment', heading: 'Segment', purpose: 'A segment that explores one angle in depth, with stories and examples.', weight: 3 };
  }
};

/** The platform's sections for a length, in order, before the style guide decides which word-for-word parts exist. */
export const sectionsFor = (platform: Platform, duration: Duration): SectionTemplate[] => {
  const body = bodyTemplateFor(platform);
  const numbered = Array.from({ length: BODY_SECTIONS[family(platform)][duration] }, (_, i) => ({
    id: `${body.idPrefix}-${i + 1}`,
    heading: `${body.heading} ${i + 1}`,
    purpose: body.purpose,
    weight: body.weight,
  }));
  switch (family(platform)) {
    case 'short':
      return [
        { id: 'hook', heading: 'Hook', purpose: `Stop the scroll in the first 3 seconds. ${HOOK_RULE}`, weight: 1 },
        { id: 'intro', heading: 'Intro', purpose: 'The creator’s intro, word for word.', weight: 0, verbatim: 'intro' },
        ...numbered,
        { id: 'cta', heading: 'Call to Action', purpose: 'Close fast: tell viewers to follow, comment or save, then sign off.', weight: 1 },
        { id: 'outro', heading: 'Outro', purpose: 'The creator’s outro, word for word.', weight: 0, verbatim: 'outro' },
      ];
    case 'youtube':
      return [
        { id: 'hook', heading: 'Hook', purpose: `In the first 15 seconds, promise what the viewer gets and why to stay. ${HOOK_RULE}`, weight: 1 },
        { id: 'intro', heading: 'Intro', purpose: 'Introduce yourself and the video; use the creator’s intro word for word when they have one.', weight: 1, verbatim: 'intro' },
        ...numbered,
        { id: 'reminder', heading: 'Interaction Reminder', purpose: 'Ask viewers to like, subscribe and comment, in the creator’s own words.', weight: 0.5 },
        { id: 'outro', heading: 'Outro', purpose: 'Recap the key takeaway and sign off; use the creator’s outro word for word when they have one.', weight: 1, verbatim: 'outro' },
      ];
    case 'podcast':
      return [
        { id: 'cold-open', heading: 'Cold Open', purpose: `Go straight into the most intriguing part of the episode. ${HOOK_RULE}`, weight: 1 },
        { id: 'intro', heading: 'Intro', purpose: 'Welcome listeners and set up the episode; use the creator’s intro word for word when they have one.', weight: 1, verbatim: 'intro' },
        ...numbered,
        { id: 'sign-off', heading: 'Sign-off', purpose: 'Wrap up, thank listeners and say where to find more; use the creator’s outro word for word when they have one.', weight: 1, verbatim: 'outro' },
      ];
  }
};
