import { describe, expect, it } from 'vitest';
import { countWords } from '../../../lambdas/contracts/script-text';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { parseSrt } from '../../../lambdas/domain/voice/parse-srt';
import type { DocumentStats } from '../../../lambdas/domain/voice/types';
import { buildVoiceProfile, mergeDocumentStats } from '../../../lambdas/domain/voice/voice-profile';
import { CREATORS, type Creator, corpusText, fixtureBytes } from './support/fixtures';

const encode = (text: string) => new TextEncoder().encode(text);
const statsOf = (text: string, name = 'doc.txt') => analyseDocument(encode(text), name).stats;
const creatorStats = (creator: Creator) => ([1, 2, 3] as const).map((index) => statsOf(corpusText(creator, index)));

describe('buildVoiceProfile', () => {
  it('is null without documents', () => {
    expect(buildVoiceProfile([])).toBeNull();
  });

  it('learns the rate and the question and exclamation rates of a captioned cooking vlog', () => {
    const bytes = fixtureBytes('cooking-vlog.srt');
    const profile = buildVoiceProfile([analyseDocument(bytes, 'cooking-vlog.srt').stats])!;
    // 24 cues of 3 s each with 0.5 s pauses between them: 72 + 23 × 0.5 = 83.5 s of speech.
    const words = countWords(parseSrt(bytes.toString('utf8')).map((cue) => cue.text).join(' '));
    expect(profile.hints.wordsPerMinute).toBe(Math.round((words * 60) / 83.5));
    expect(profile.hints.questionRate).toBeCloseTo(2 / 25, 3);
    expect(profile.hints.exclamationRate).toBeCloseTo(5 / 25, 3);
    expect(profile.documents).toBe(1);
    expect(profile.words).toBe(words);
  });

  it('shows no opener, sign-off or signature phrase from a single document: nothing has recurred yet', () => {
    const profile = buildVoiceProfile([analyseDocument(fixtureBytes('cooking-vlog.srt'), 'cooking-vlog.srt').stats])!;
    expect(profile.traits).toEqual({ openers: [], signOffs: [], signaturePhrases: [] });
    expect([...profile.hints.openers, ...profile.hints.signOffs, ...profile.hints.signaturePhrases]).toEqual([]);
  });

  it('learns the openers, sign-offs and signature phrases two caption files share, as they are written', () => {
    const vlog = analyseDocument(fixtureBytes('cooking-vlog.srt'), 'cooking-vlog.srt').stats;
    const profile = buildVoiceProfile([vlog, vlog])!;
    expect(profile.hints.openers).toEqual(['Welcome back to the kitchen', 'Hey guys']);
    expect(profile.hints.signOffs).toContain("I'll see you in the next one");
    expect(profile.hints.signaturePhrases.slice(0, 2)).toEqual(["let's get into it", 'trust me']);
    expect(profile.traits!.openers.every((trait) => trait.documents === 2)).toBe(true);
  });

  it('learns from auto-captions without punctuation: the rate, but no sentence statistics', () => {
    const stats = analyseDocument(fixtureBytes('youtube-auto-captions.vtt'), 'auto.vtt').stats;
    const profile = buildVoiceProfile([stats])!;
    expect(profile.hints.wordsPerMinute).toBe(146);
    expect(profile.hints.averageSentenceWords).toBeNull();
    expect(profile.hints.questionRate).toBeNull();
    const twice = buildVoiceProfile([stats, stats])!;
    expect(twice.hints.openers[0]).toBe('hey guys welcome back');
    expect(twice.hints.signOffs[0]).toBe("I'll see you in the next one");
  });

  it('keeps the default rate (null) for text, too few timed words, too little speech or an implausible rate', () => {
    expect(buildVoiceProfile([statsOf(corpusText('vlogger', 1))])!.hints.wordsPerMinute).toBeNull();
    const short = statsOf('1\n00:00:00,000 --> 00:00:20,000\nOnly a handful of words here.\n', 'short.srt');
    expect(buildVoiceProfile([short])!.hints.wordsPerMinute).toBeNull();
    const brief = statsOf(`1\n00:00:00,000 --> 00:00:09,000\n${'word '.repeat(40)}\n`, 'brief.srt');
    expect(buildVoiceProfile([brief])!.hints.wordsPerMinute).toBeNull();
    const frantic = statsOf(`1\n00:00:00,000 --> 00:00:10,000\n${'word '.repeat(200)}\n`, 'frantic.srt');
    expect(buildVoiceProfile([frantic])!.hints.wordsPerMinute).toBeNull();
    expect(buildVoiceProfile([frantic, statsOf(corpusText('vlogger', 1))])!.hints.wordsPerMinute).toBeNull();
  });

  it('measures the rate across documents as all timed words over all speech time', () => {
    const a = statsOf(`1\n00:00:00,000 --> 00:00:30,000\n${'word '.repeat(60)}\n`, 'a.srt');
    const b = statsOf(`1\n00:00:00,000 --> 00:00:30,000\n${'word '.repeat(100)}\n`, 'b.srt');
    expect(buildVoiceProfile([a, b, statsOf(corpusText('educator', 1))])!.hints.wordsPerMinute).toBe(160);
  });

  it('gives the filler "I mean" its capital I, as the prompt quotes it', () => {
    const speech = 'I mean, it works. I mean, we tried it twice. You know, it was fine. I mean, really. I mean, sure.';
    const profile = buildVoiceProfile([statsOf(`${speech} ${speech}`)])!;
    expect(profile.hints.fillerWords).toContain('I mean');
    expect(profile.hints.fillerWords).not.toContain('i mean');
  });

  it('tells the creators of the corpus apart: person, sentence length, questions, fillers, hype, vocabulary', () => {
    const profiles = Object.fromEntries(CREATORS.map((creator) => [creator, buildVoiceProfile(creatorStats(creator))!])) as Record<Creator, NonNullable<ReturnType<typeof buildVoiceProfile>>>;
    expect(profiles.vlogger.hints.person).toBe('I');
    expect(profiles.marketer.hints.person).toBe('you');
    expect(profiles.educator.hints.person).toBe('we');
    expect(profiles.vlogger.hints.openers).toEqual(expect.arrayContaining(['Hey guys', 'Welcome back to my channel']));
    expect(profiles.vlogger.hints.signOffs[0]).toBe("I'll see you in the next one");
    expect(profiles.marketer.hints.signOffs[0]).toBe("Let's go");
    expect(profiles.vlogger.hints.fillerWords).toEqual(expect.arrayContaining(['like', 'honestly', 'you know']));
    expect(profiles.educator.hints.fillerWords).toEqual([]);
    expect(profiles.marketer.hypeWords.length).toBeGreaterThan(0);
    expect(profiles.educator.hypeWords).toEqual([]);
    expect(profiles.educator.hints.averageSentenceWords!).toBeGreaterThan(2 * profiles.vlogger.hints.averageSentenceWords!);
    expect(profiles.marketer.hints.questionRate!).toBeGreaterThan(profiles.educator.hints.questionRate!);
    expect(profiles.marketer.hints.exclamationRate!).toBeGreaterThan(profiles.storyteller.hints.exclamationRate!);
    expect(profiles.educator.vocabularyLevel).toBe('advanced');
    expect(profiles.vlogger.vocabularyLevel).toBe('simple');
    for (const profile of Object.values(profiles)) {
      const { p25, p50, p75, p90 } = profile.sentenceLengths;
      expect(p25 <= p50 && p50 <= p75 && p75 <= p90).toBe(true);
      expect(profile.documents).toBe(3);
    }
  });

  it('gives relative frequencies of the function words', () => {
    const profile = buildVoiceProfile(creatorStats('educator'))!;
    expect(profile.functionWordProfile.the).toBeGreaterThan(0.05);
    expect(profile.functionWordProfile.which).toBeGreaterThan(0.01);
    expect(profile.functionWordProfile["i'm"]).toBe(0);
    const total = Object.values(profile.functionWordProfile).reduce((sum, rate) => sum + rate, 0);
    expect(total).toBeGreaterThan(0.3);
    expect(total).toBeLessThan(1);
  });
});

describe('mergeDocumentStats', () => {
  const additive = (stats: DocumentStats) => ({
    words: stats.words,
    sentences: stats.sentences,
    histogram: stats.sentenceLengthHistogram,
    questions: stats.questions,
    exclamations: stats.exclamations,
    person: stats.person,
    fillers: stats.fillers,
    hype: stats.hype,
    functionWords: stats.functionWords,
    letters: stats.letters,
  });

  it('the merge of two documents has the counts of their concatenation', () => {
    const texts = CREATORS.flatMap((creator) => [corpusText(creator, 1), corpusText(creator, 2)]);
    for (let i = 0; i < texts.length; i++) {
      const a = texts[i]!;
      const b = texts[(i + 3) % texts.length]!;
      const merged = mergeDocumentStats([statsOf(a), statsOf(b)]);
      expect(additive(merged)).toEqual(additive(statsOf(`${a}\n\n${b}`)));
    }
  });

  it('adds speech time, timed words and the phrase, opener and sign-off counts', () => {
    const vlog = analyseDocument(fixtureBytes('cooking-vlog.srt'), 'a.srt').stats;
    const merged = mergeDocumentStats([vlog, vlog]);
    expect(merged.speechSeconds).toBe(167);
    expect(merged.timedWords).toBe(2 * vlog.words);
    expect(merged.openers['hey guys']).toBe(2);
    expect(merged.signOffs["I'll see you in the next one"]).toBe(2);
    expect(merged.phrases['trust me']).toBe(4);
    expect(buildVoiceProfile([vlog, vlog])!.hints.wordsPerMinute).toBe(buildVoiceProfile([vlog])!.hints.wordsPerMinute);
  });
});
