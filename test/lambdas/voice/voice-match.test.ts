import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { buildVoiceProfile } from '../../../lambdas/domain/voice/voice-profile';
import { voiceMatch } from '../../../lambdas/domain/voice/voice-match';
import { STYLE_SAMPLE_CHARACTERS, styleSample } from '../../../lambdas/domain/voice/style-background';
import { CREATORS, corpusText } from './support/fixtures';

const INDICES = [1, 2, 3] as const;
const statsOf = (text: string) => analyseDocument(new TextEncoder().encode(text), 'corpus.txt').stats;
const profileOf = (texts: string[]) => buildVoiceProfile(texts.map(statsOf))!;

describe('voiceMatch: a held-out text by the same creator scores above every text by the others', () => {
  for (const creator of CREATORS) {
    for (const held of INDICES) {
      it(`${creator}, holding out text ${held}`, () => {
        const profile = profileOf(INDICES.filter((i) => i !== held).map((i) => corpusText(creator, i)));
        const own = voiceMatch(corpusText(creator, held), profile)!;
        const others = CREATORS.filter((other) => other !== creator).flatMap((other) => INDICES.map((i) => voiceMatch(corpusText(other, i), profile)!));
        expect(own).toBeGreaterThan(Math.max(...others));
        expect(own).toBeGreaterThanOrEqual(65);
      });
    }
  }
});

describe('voiceMatch', () => {
  const profile = profileOf([corpusText('vlogger', 1), corpusText('vlogger', 2)]);

  it('is null when the profile has under 200 words, or the text under 20', () => {
    expect(voiceMatch(corpusText('vlogger', 3), profileOf(['Hey guys! Welcome back. This is a short one. Bye!']))).toBeNull();
    expect(voiceMatch('Hey guys, quick one today.', profile)).toBeNull();
  });

  it('scores between 0 and 100, and 100-ish for the profile’s own text', () => {
    for (const creator of CREATORS) {
      const score = voiceMatch(corpusText(creator, 1), profile)!;
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(voiceMatch(corpusText('vlogger', 1), profileOf([corpusText('vlogger', 1)]))!).toBeGreaterThanOrEqual(90);
  });

  it('reads only the spoken words of a script: headings, the meta line, timing marks and on-screen cues are ignored', () => {
    const text = corpusText('vlogger', 3);
    const script = [
      '# Trying pottery',
      '> YouTube · 3 minutes · casual · about 300 words at 150 words per minute.',
      '## Hook [0:00–0:15]',
      '**On screen:** A wonky bowl',
      text,
    ].join('\n\n');
    expect(voiceMatch(script, profile)).toBe(voiceMatch(text, profile));
  });
});

describe('voiceMatch and the stored profile', () => {
  const profile = profileOf([corpusText('educator', 1), corpusText('educator', 2)]);

  it('is null for a profile built before style counts were stored (its documents need processing again)', () => {
    expect(voiceMatch(corpusText('educator', 3), profile)).not.toBeNull();
    expect(voiceMatch(corpusText('educator', 3), { ...profile, style: undefined })).toBeNull();
  });

  it('is null for a profile whose counts index another feature list than the shipped one', () => {
    expect(voiceMatch(corpusText('educator', 3), { ...profile, style: { ...profile.style!, featureSet: 'older-features' } })).toBeNull();
  });

  it('is null when one of the profile’s documents predates style counts', () => {
    const stats = [corpusText('educator', 1), corpusText('educator', 2)].map(statsOf);
    const mixed = buildVoiceProfile([stats[0]!, { ...stats[1]!, style: undefined }])!;
    expect(voiceMatch(corpusText('educator', 3), mixed)).toBeNull();
  });
});

describe('styleSample: a long transcript is counted over evenly spread windows', () => {
  const long = Array.from({ length: 40 }, (_, k) => `${corpusText(CREATORS[k % CREATORS.length]!, INDICES[k % 3]!)} `).join('').repeat(20);

  it('keeps a text of up to STYLE_SAMPLE_CHARACTERS as it is', () => {
    const text = corpusText('vlogger', 1);
    expect(styleSample(text)).toBe(text);
  });

  it('cuts a longer one to at most STYLE_SAMPLE_CHARACTERS of whole words from its start, middle and end', () => {
    expect(long.length).toBeGreaterThan(STYLE_SAMPLE_CHARACTERS);
    const sample = styleSample(long);
    expect(sample.length).toBeLessThanOrEqual(STYLE_SAMPLE_CHARACTERS);
    expect(sample.length).toBeGreaterThan(0.95 * STYLE_SAMPLE_CHARACTERS);
    expect(long.startsWith(sample.slice(0, 1000))).toBe(true);
    const words = new Set(long.split(/\s+/));
    expect(sample.split(/\s+/).filter((word) => word && !words.has(word))).toEqual([]);
    expect(long.includes(sample.slice(-1000))).toBe(true);
    expect(long.lastIndexOf(sample.slice(-200))).toBeGreaterThan(long.length - STYLE_SAMPLE_CHARACTERS / 12 - 200);
  });
});
