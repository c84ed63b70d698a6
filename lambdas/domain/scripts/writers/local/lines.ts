import type { Platform, Tone } from '../../../../contracts/enums';

/**
 * The offline writer's framing lines (hooks, intros, calls to action, closings), written for this product.
 * Tokens as in angles.ts. No line names the topic: the topic is said once, by TOPIC_FRAMES.
 */

/** Opening lines that stop the scroll, by tone. */
export const HOOKS: Record<Tone, readonly string[]> = {
  conversational: [
    'Okay, this one is going to save you a lot of time.',
    "Here's what nobody tells you when you start.",
    'Stick with me, because this is easier than it looks.',
    '{I} wish someone had told {me} this years ago.',
    'You are probably overcomplicating this.',
    'Let me show you what actually works.',
  ],
  professional: [
    'Here is what actually makes the difference.',
    'Most advice on this misses the point.',
    "Let's look at what the evidence and experience say.",
    'A few clear principles cover most of it.',
    'This is simpler than the industry makes it sound.',
    'Here is a practical framework you can use today.',
  ],
  humorous: [
    'Confession: {I} got this wrong so you do not have to.',
    'Good news, this is easier than assembling flat-pack furniture.',
    'Nobody panic, but you are probably doing this the hard way.',
    'Warning: this may make your past self look a bit silly.',
    'Stay with me, there are no spreadsheets involved.',
    'Plot twist: the hard part is not the part you think.',
  ],
  educational: [
    'By the end of this, you will know exactly where to start.',
    "Let's break this down step by step.",
    'Here are the ideas that matter most, in order.',
    'This is the short lesson {I} wish {I} had been given.',
    'We will keep it practical, with an example for each idea.',
    'Three minutes of theory saves hours of trial and error.',
  ],
  dramatic: [
    'Everything you were told about this is about to change.',
    'There is one moment where most people give up.',
    'It started with a single mistake.',
    'What happens next surprises almost everyone.',
    'This is where it all goes wrong, or finally goes right.',
    'Nobody warns you about this part.',
  ],
};

/** What the script will give the viewer, after the hook line when the hook has room for more. */
export const PREVIEWS: readonly string[] = [
  'By the end, you will know where to start and what to skip.',
  'We will cover the common mistakes, a routine you can keep, and how to tell it is working.',
  '{I} will keep it practical, with real examples along the way.',
  'No fluff, just the parts that count.',
  'Stay to the end, because the last idea is the one most people forget.',
];

/** Says the topic once, as a title the line introduces; the topic follows the colon as the creator typed it. */
export const TOPIC_FRAMES: readonly string[] = ["Today's topic:", 'Here is what we are covering:', 'On the table today:', 'Today we are digging into this:'];

/** A composed intro (YouTube, podcasts) when the style guide has no intro template. */
export const INTROS: Record<'youtube' | 'podcast', readonly string[]> = {
  youtube: [
    'Welcome back to the channel.',
    "If you're new here, {I'm} really glad you found this.",
    'In the next few minutes {I} will walk you through it step by step.',
    'There is a practical takeaway in every part, so stay until the end.',
    'Everything here has been tested in real life, so these are not just theories.',
    'Grab a notebook if you like taking notes.',
    'And if you are an old hand, there is still something here for you.',
  ],
  podcast: [
    'Welcome to the show, and thanks for pressing play.',
    "If you're new here, {I'm} really glad you found us.",
    'This episode is a practical one, with something you can use this week.',
    'This comes from real experience, so expect honest stories, not just theory.',
    "Get comfortable, top up your drink, and let's get into it.",
    'Whether you are out walking or stuck in traffic, this one is for you.',
    "There is a lot to cover, so let's not waste any time.",
  ],
};

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

/** Closing lines that recap and send the viewer off, before the creator's sign-off. */
export const CLOSINGS: readonly string[] = [
  "That's the whole idea, and it really is that simple.",
  'Start small, stay consistent, and pay attention to what happens.',
  'You do not need to do everything at once.',
  'Pick one thing from this {video} and try it this week.',
  'Go and give it a try.',
  'Come back and tell {me} how it went.',
  'Thanks so much for {watching}.',
  'Until next time, take care.',
  "{I'll} see you in the next one.",
];

/** The goodbyes at the end of CLOSINGS: one ends a composed closing, unless the creator has a sign-off of their own. */
export const GOODBYES = 2;

/** Introduces one of the creator's own details, which follows the colon as they wrote it. */
export const DETAIL_FRAMES: readonly string[] = [
  'Keep this in mind:',
  'Here is a detail that matters:',
  'One more thing worth knowing:',
  'A practical note:',
  'Something {I} always point out:',
  'Do not overlook this:',
  'This part is easy to miss:',
  'Remember this one:',
];

/** Words that lead into a line, by tone and length in words: the last few words of a section's budget. */
export const LEAD_INS: Record<Tone, readonly (readonly string[])[]> = {
  conversational: [['So,', 'Now,', 'Plus,', 'Honestly,', 'Look,'], ['And honestly,', 'Honestly though,', 'Right, so', 'And look,'], ["Here's the thing:", 'Trust me on this:', 'To be honest,']],
  professional: [['Also,', 'Now,', 'Importantly,', 'Notably,'], ['In practice,', 'Put simply,', 'In short,', 'Equally important,'], ['The key point:', 'To be clear,', 'In other words,']],
  humorous: [['Spoiler:', 'Naturally,', 'Also,', 'Obviously,'], ['Real talk:', 'Fun fact:', 'Bonus point:'], ['Hear me out:', 'No joke, though:', 'Get this, though:']],
  educational: [['Next,', 'Also,', 'Now,', 'Remember,'], ['In practice,', 'Put simply,', 'Worth noting:'], ['The key idea:', 'Keep in mind,', 'In other words,']],
  dramatic: [['Now,', 'Still,', 'Remember,', 'Listen,'], ['And yet,', 'Mark this:', 'Above all,'], ["Here's the twist:", 'Make no mistake,', 'Listen to this:']],
};

/** Fillers that can lead into a sentence, for creators who habitually use them. */
export const LEADING_FILLERS: ReadonlySet<string> = new Set(['um', 'uh', 'basically', 'actually', 'honestly', 'okay', 'anyway', 'you know', 'i mean']);

/** The words {viewers}, {watching} and {video} become on each platform. */
export const PLATFORM_WORDS: Record<Platform, { viewers: string; watching: string; video: string }> = {
  youtube: { viewers: 'viewers', watching: 'watching', video: 'video' },
  tiktok: { viewers: 'viewers', watching: 'watching', video: 'video' },
  instagram: { viewers: 'viewers', watching: 'watching', video: 'reel' },
  podcast: { viewers: 'listeners', watching: 'listening', video: 'episode' },
};
