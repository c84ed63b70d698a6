/**
 * The offline writer's body material, written for this product (never taken from anyone's transcripts).
 * Each angle is one idea that holds for almost any topic, as a lead line and then lines in speaking order;
 * every line stands on its own, so a section can drop lines to fit its word count and still read in order.
 * A line starting with ^ follows on from the line before it and is said only right after it.
 * Tokens: {I} {me} {my} {I'm} {I've} {I'd} {I'll} follow the creator's person; {viewers} {watching} {video}
 * follow the platform.
 */
export interface Angle {
  /** The short text shown on screen for a short-form beat. */
  cue: string;
  lines: readonly string[];
}

export const ANGLES: readonly Angle[] = [
  {
    cue: 'Start smaller than feels right',
    lines: [
      'Start smaller than feels right.',
      'The first version of this should take minutes, not a whole weekend.',
      'When the first step is tiny, you actually take it.',
      'Big plans feel productive, but most of them never leave the notebook.',
      'So pick the smallest piece you can finish today.',
      "{I} learned this the slow way, after a lot of ambitious starts that went nowhere.",
      'Small wins stack up faster than you would expect.',
      'Do it once, see how it feels, then make it a little bigger.',
      'Nobody remembers how small your first attempt was.',
      'What they notice is that you kept going.',
      'Tiny and finished beats huge and half done.',
    ],
  },
  {
    cue: 'The mistake almost everyone makes',
    lines: [
      'Here is the mistake almost everyone makes.',
      '^They try to get every detail perfect before anything works at all.',
      '{I} did exactly that for years.',
      '^It feels careful, but really it is just a polite way of stalling.',
      '^Sound familiar?',
      'The fix is boring: get a rough version working, then improve one thing at a time.',
      '^Rough and real teaches you more than perfect and imaginary.',
      'You will still make mistakes, just cheaper ones.',
      '^And cheap mistakes are the fastest teachers there are.',
      'Give yourself permission to be a beginner for a while.',
    ],
  },
  {
    cue: 'Why it matters',
    lines: [
      'So why does this matter at all?',
      'Because the small choices here add up over months, not days.',
      'Most people never stop to think about it, and that is exactly the opportunity.',
      'Get it right and everything downstream gets a little easier.',
      'Get it wrong and you keep paying for it without noticing.',
      "{I'm} not saying it fixes everything.",
      '^But it removes a surprising amount of friction.',
      'Once you see it, you start spotting it everywhere.',
      '^And that awareness alone changes how you make decisions.',
      'It is one of those quiet skills that pays off for years.',
    ],
  },
  {
    cue: 'What experienced people do differently',
    lines: [
      'Watch what experienced people actually do, not what they say.',
      'They spend more time on the basics than beginners ever expect.',
      '^They repeat the simple steps until the steps become automatic.',
      '^They also say no to most of the shiny extras.',
      '^That restraint is half of their skill.',
      '{I} once asked someone with twenty years of practice for their secret.',
      "^Their answer was that they simply didn't skip the boring parts.",
      '^It was not the answer {I} wanted, but it was the right one.',
      'Fundamentals are unglamorous, and that is why so few people master them.',
      'Copy the habits, not the highlight reel.',
    ],
  },
  {
    cue: 'A simple routine you can keep',
    lines: [
      'Here is a simple routine you can actually keep.',
      'Pick one regular moment in your week and protect it.',
      'Ten focused minutes is enough to begin.',
      'Write down what you tried and what happened, in one line.',
      '^Next time, read that line before you start.',
      '^That tiny loop of doing and noticing is where the progress hides.',
      'Skip a day? Fine, just do not skip two in a row.',
      'Consistency beats intensity almost every time.',
      "{I've} kept routines like this going for years without burning out.",
      'The trick is making it so easy that quitting feels silly.',
    ],
  },
  {
    cue: "How to tell it's working",
    lines: [
      "How do you know it's working?",
      'Look for small signals before you expect big results.',
      'Things feel a little less effortful than they did last month.',
      'You make the same mistake less often, or you catch it sooner.',
      'Other people start asking you how you did it.',
      '^Those signs show up long before any dramatic change does.',
      'Track one simple measure, and only one.',
      '^Check it weekly, not hourly, or the noise will drive you mad.',
      'If nothing has moved after a month, change one variable and try again.',
      'Patience with a feedback loop is not the same as blind hope.',
    ],
  },
  {
    cue: 'What to skip',
    lines: [
      'Let me save you some time with what to skip.',
      'Skip the expensive gear until the cheap version stops being enough.',
      'Skip the advice that only works for people with very different lives.',
      'Skip comparing your first month with somebody else\'s tenth year.',
      '^None of those things move the needle early on.',
      '^They mostly make you feel busy.',
      '{I} wasted a lot of money learning that lesson.',
      'Every hour you do not spend on distractions goes straight into the real work.',
      'Less input, more practice.',
      '^It sounds too simple, and it works anyway.',
    ],
  },
  {
    cue: 'When it goes wrong',
    lines: [
      'At some point, this will go wrong.',
      "That's normal, and it is not a sign you should quit.",
      'When it happens, slow down and look at what actually changed.',
      'Usually the cause is smaller and more fixable than it feels in the moment.',
      '{I} keep a short list of things that went wrong and why.',
      '^Reading it back later is humbling, and incredibly useful.',
      '^Patterns jump out that you would never see day to day.',
      'Treat every setback as information rather than a verdict.',
      'The people who get good are simply the ones who keep adjusting.',
      'Failure is only expensive when you refuse to learn from it.',
    ],
  },
  {
    cue: 'Get honest feedback early',
    lines: [
      'Get honest feedback early, even when it stings.',
      'Show your work to someone before you think it is ready.',
      'One clear outside opinion can save you weeks of guessing.',
      'Ask specific questions, not just whether they liked it.',
      '^What confused them?',
      '^What would they change first?',
      'You do not have to take every suggestion.',
      '^But you should listen for the comments that keep coming back.',
      '^Those repeated notes are almost always right.',
      '{I} still ask for feedback on nearly everything {I} make.',
    ],
  },
  {
    cue: 'Habits beat tools',
    lines: [
      'Tools matter far less than habits.',
      'A great tool in the hands of someone inconsistent changes very little.',
      'A basic tool used every day can take you surprisingly far.',
      'So before you upgrade anything, ask whether you have outgrown what you already have.',
      '^Most of the time, the honest answer is no.',
      'The habit is the engine, and the tool is just the steering wheel.',
      "{I'd} rather have a simple setup {I} use than a perfect one {I} avoid.",
      'Build the habit first and the right tools become obvious.',
      'Buying something new can feel like progress.',
      '^Using what you already own usually is progress.',
    ],
  },
  {
    cue: 'A real example',
    lines: [
      'Let me make this concrete with a quick example.',
      'Picture someone trying this for the very first time, with no help at all.',
      '^On day one they overthink every single step.',
      '^By the end of the first week they have a rough routine.',
      '^A month in, the basics run on autopilot.',
      '^Nothing magic happened, they just showed up and paid attention.',
      '^That person could be you by the end of next month.',
      'The only real requirement is that you start before you feel ready.',
      '^Almost nobody feels ready, by the way.',
      '^They just begin anyway and sort it out as they go.',
    ],
  },
  {
    cue: 'Give it time',
    lines: [
      'Give it more time than you think it needs.',
      'The early weeks are always the slowest part.',
      'Progress feels flat for a while, and then it suddenly bends upward.',
      'Most people quit right before that bend.',
      "^Don't be most people.",
      'Set a check-in date a few weeks out and commit until then.',
      '^Until that date, your only job is to keep showing up.',
      '^Judge the results on the check-in date, not on a random bad Tuesday.',
      '{I} have seen this pattern over and over.',
      'Time plus steady effort is still the most reliable plan there is.',
    ],
  },
  {
    cue: 'The one thing to remember',
    lines: [
      'If you remember one thing, make it this.',
      'Simple, repeated and honest beats clever and occasional.',
      'Everything else is detail you can pick up along the way.',
      'You do not need to know it all before you start.',
      '^You just need the next step and the willingness to take it.',
      "That's genuinely how {I} approach anything new.",
      'It takes the pressure off in a way that is hard to describe.',
      'Instead of chasing perfect, you chase a little better than yesterday.',
      '^And a little better, every week, turns into a lot.',
      'Write that down somewhere you will see it.',
    ],
  },
];

/** Unique extra lines built from two halves, for very long scripts once every angle has been used. */
export const EXTRA_STARTS: readonly string[] = [
  'Pick one idea from this {video}',
  'Choose the part that felt hardest',
  'Take the step you keep putting off',
  'Go back to the first point',
  'Pick the change that costs the least',
  'Choose one small experiment',
  'Take whichever tip surprised you most',
  'Go back to the routine we covered',
];

export const EXTRA_ENDS: readonly string[] = [
  'and try it before the weekend.',
  'and give it ten honest minutes tomorrow.',
  'and write down what happens.',
  'and repeat it three times this week.',
  'and tell a friend how it went.',
  'and notice how it feels after a few days.',
  'and keep it going for a full month.',
  'and see what changes when you stop overthinking it.',
];
