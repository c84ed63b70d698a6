import { describe, expect, it } from 'vitest';
import { MEASURE_TRAIT_KINDS, type MeasureTraitKind, type PhraseTrait } from '../../../lambdas/contracts/voice-traits';
import { correctedHints, traitInHints, withoutNotMePhrases } from '../../../lambdas/domain/documents/voice-corrections';
import type { VoiceHints } from '../../../lambdas/domain/scripts/plan-types';
import { planScript, voiceInstructions } from '../../../lambdas/domain/scripts/planner';

/** A voice with every trait measured, each phrase unlike any word the prompt's own rules use. */
const hints: VoiceHints = {
  wordsPerMinute: 182,
  averageSentenceWords: 11.2,
  openers: ['Hey hey, welcome back', 'Right then'],
  signOffs: ['Stay muddy, friends'],
  signaturePhrases: ['here is the kicker', 'trust me'],
  person: 'I',
  questionRate: 0.12,
  exclamationRate: 0.06,
  fillerWords: ['kinda', 'sorta'],
  fillersPer100Words: 2.4,
  hypeWords: ['bonkers', 'wild'],
  sentenceLengths: { p25: 6, p50: 10, p75: 15, p90: 22 },
  vocabularyLevel: 'simple',
};

const rules = (voice: VoiceHints) => voiceInstructions(voice, 450).join('\n');

/** The rule each measure gives, by its opening words. */
const MEASURE_RULES: Record<Exclude<MeasureTraitKind, 'speakingRate'>, RegExp> = {
  rhythm: /^Sentence rhythm:/m,
  person: /^Speak in the first person/m,
  questions: /^Questions:/m,
  exclamations: /^Exclamations:/m,
  vocabulary: /^Vocabulary:/m,
};

describe('correctedHints: what the prompt and the offline writer learn, without the traits marked Not me', () => {
  const phraseTraits: PhraseTrait[] = [
    { kind: 'opener', value: 'Hey hey, welcome back' },
    { kind: 'signOff', value: 'Stay muddy, friends' },
    { kind: 'signaturePhrase', value: 'here is the kicker' },
    { kind: 'filler', value: 'kinda' },
    { kind: 'hypeWord', value: 'bonkers' },
  ];

  it.each(phraseTraits)('leaves the $kind "$value" out of the rules and keeps the rest', (trait) => {
    expect(rules(hints)).toContain(trait.value);
    const corrected = rules(correctedHints(hints, [trait]));
    expect(corrected).not.toContain(trait.value);
    for (const other of phraseTraits.filter((candidate) => candidate !== trait)) expect(corrected).toContain(other.value);
  });

  it('matches a phrase whatever its case and spacing', () => {
    expect(correctedHints(hints, [{ kind: 'opener', value: '  HEY hey,   welcome BACK ' }]).openers).toEqual(['Right then']);
  });

  it('hides a phrase only as the kind it was marked: an opener marked Not me may stay a signature phrase', () => {
    const both = { ...hints, signaturePhrases: ['Right then'] };
    const corrected = correctedHints(both, [{ kind: 'opener', value: 'Right then' }]);
    expect(corrected.openers).toEqual(['Hey hey, welcome back']);
    expect(corrected.signaturePhrases).toEqual(['Right then']);
  });

  it.each(Object.entries(MEASURE_RULES))('gives no %s rule at all once that measure is marked Not me', (kind, rule) => {
    expect(rules(hints)).toMatch(rule);
    const corrected = rules(correctedHints(hints, [{ kind: kind as MeasureTraitKind }]));
    expect(corrected).not.toMatch(rule);
  });

  it('plans at the default 150 words a minute once the measured speaking rate is marked Not me', () => {
    const plan = (voice: VoiceHints) => planScript({ topic: 'Mulch', details: null, platform: 'youtube', duration: '1m', tone: 'educational', styleGuide: null, voice, passages: [] });
    expect(plan(hints)).toMatchObject({ wordsPerMinute: 182, measuredRate: true });
    expect(plan(correctedHints(hints, [{ kind: 'speakingRate' }]))).toMatchObject({ wordsPerMinute: 150, measuredRate: false });
  });

  it('gives no filler rule once every one of the creator’s fillers is marked Not me, since the rate counted them', () => {
    const corrected = correctedHints(hints, [
      { kind: 'filler', value: 'kinda' },
      { kind: 'filler', value: 'sorta' },
    ]);
    expect(corrected.fillersPer100Words).toBeNull();
    expect(rules(corrected)).not.toMatch(/filler/i);
  });

  it('changes nothing without corrections', () => {
    expect(correctedHints(hints, [])).toEqual(hints);
  });
});

describe('withoutNotMePhrases: the example passages the writer sees', () => {
  const passages = [
    'Hey hey, welcome back! Today we are mulching.',
    'So here is the kicker: mulch keeps the roots cool.',
    'Kinda obvious, but water first.',
  ];

  it('leaves out passages that say an opener, sign-off or signature phrase marked Not me, however punctuated', () => {
    expect(withoutNotMePhrases(passages, [{ kind: 'opener', value: 'Hey hey, welcome back' }])).toEqual(passages.slice(1));
    expect(withoutNotMePhrases(passages, [{ kind: 'signaturePhrase', value: 'here is the KICKER' }])).toEqual([passages[0], passages[2]]);
  });

  it('keeps passages that hold a filler or hype word marked Not me, and words that only contain the phrase', () => {
    expect(withoutNotMePhrases(passages, [{ kind: 'filler', value: 'kinda' }])).toEqual(passages);
    expect(withoutNotMePhrases(['Heyhey welcome backstage'], [{ kind: 'opener', value: 'hey welcome back' }])).toEqual(['Heyhey welcome backstage']);
  });
});

describe('traitInHints: only what the voice holds can be marked', () => {
  it('finds a phrase in the profile’s own spelling, and nothing for a phrase of another kind', () => {
    expect(traitInHints(hints, { kind: 'signOff', value: 'stay MUDDY, friends' })).toEqual({ kind: 'signOff', value: 'Stay muddy, friends' });
    expect(traitInHints(hints, { kind: 'opener', value: 'Stay muddy, friends' })).toBeNull();
  });

  it.each(MEASURE_TRAIT_KINDS)('finds the %s measure only when it was measured', (kind) => {
    expect(traitInHints(hints, { kind })).toEqual({ kind });
    expect(traitInHints(correctedHints(hints, [{ kind }]), { kind })).toBeNull();
  });
});
