import type { Platform } from '../../../../contracts/enums';

/**
 * The only stock lines of the offline writer (issue 30): the platform's own asks (follow, save, subscribe) and a
 * goodbye, written for this product. Everything else a draft says comes from the creator's material, or is a
 * placeholder for them to fill in. Tokens: {I} {me} {my} {I'm} {I've} {I'd} {I'll} follow the creator's person;
 * {viewers} {watching} {video} follow the platform.
 */

/** Short-form calls to action, by platform. */
export const CALLS_TO_ACTION: Record<'tiktok' | 'instagram', readonly string[]> = {
  tiktok: [
    'Follow for part two.',
    'Save this so you can find it later.',
    'Comment the part you are trying first.',
    'Send this to someone who needs it.',
    'Follow, because there is more where this came from.',
    'Try it today and tell {me} how it goes.',
  ],
  instagram: [
    'Save this reel for later.',
    'Share it with a friend who needs it.',
    'Follow for more like this.',
    'Comment the tip you are trying first.',
    'Tap follow, because there is more coming.',
    'Try it today and tell {me} how it went.',
  ],
};

/** A composed interaction reminder, when the style guide has none of its own. */
export const REMINDERS: Record<'youtube' | 'podcast', readonly string[]> = {
  youtube: [
    'Hit like and subscribe.',
    'If this is helping, hit like so more people find it.',
    'Subscribe if you want the next one as soon as it is out.',
    'And tell {me} in the comments what you want covered next.',
    '{I} read every comment, even the grumpy ones.',
  ],
  podcast: [
    'Follow the show.',
    'If this is helping, follow the show so you never miss an episode.',
    'A quick rating helps other listeners find us.',
    'And send {me} your questions, because {I} answer them on the show.',
    'Sharing this episode with one friend helps more than you think.',
  ],
};

/** The goodbye that ends a composed closing, when the creator has no sign-off of their own. */
export const GOODBYE = 'Thanks so much for {watching}.';

/** The words {viewers}, {watching} and {video} become on each platform. */
export const PLATFORM_WORDS: Record<Platform, { viewers: string; watching: string; video: string }> = {
  youtube: { viewers: 'viewers', watching: 'watching', video: 'video' },
  tiktok: { viewers: 'viewers', watching: 'watching', video: 'video' },
  instagram: { viewers: 'viewers', watching: 'watching', video: 'reel' },
  podcast: { viewers: 'listeners', watching: 'listening', video: 'episode' },
};
