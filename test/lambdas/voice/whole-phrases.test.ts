import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import type { DocumentAnalysis } from '../../../lambdas/domain/voice/types';
import { buildVoiceProfile } from '../../../lambdas/domain/voice/voice-profile';
import { CREATORS, corpusText, fixtureBytes } from './support/fixtures';

// Three uploads of an invented cooking creator, written for these tests: each opens with "Hey hey, it's Maya from
// Maya Cooks!" and says "Little tip from me to you" once.
const MAYA_COOKS = ['1-lemon-pasta.txt', '2-sheet-pan-chicken.txt', '3-banana-bread.txt'];
const CATCHPHRASE = 'little tip from me to you';

const analyse = (text: string, name = 'upload.txt') => analyseDocument(new TextEncoder().encode(text), name);
/** The profile as processing builds it: every document's stats, and its stored passages. */
const profileOf = (analyses: readonly DocumentAnalysis[]) =>
  buildVoiceProfile(
    analyses.map((analysis) => analysis.stats),
    analyses.map((analysis) => analysis.passages),
  )!;
const mayaUploads = () => MAYA_COOKS.map((name) => analyseDocument(fixtureBytes(`maya-cooks/${name}`), name));
const lower = (texts: readonly string[]) => texts.map((text) => text.toLowerCase());

describe('phrases that recur in most documents are found whole', () => {
  it('lists the catchphrase a cooking creator says once in each of three uploads, whole, as a signature phrase', () => {
    const profile = profileOf(mayaUploads());
    expect(profile.traits!.signaturePhrases).toContainEqual({ text: CATCHPHRASE, documents: 3 });
    expect(profile.hints.signaturePhrases).toContain(CATCHPHRASE);
    const pieces = profile.hints.signaturePhrases.filter((phrase) => phrase !== CATCHPHRASE && ` ${CATCHPHRASE} `.includes(` ${phrase.toLowerCase()} `));
    expect(pieces).toEqual([]);
  });

  it('lists the opener "Hey hey, it\'s Maya from Maya Cooks" whole, its doubled greeting included, and no piece of it', () => {
    const profile = profileOf(mayaUploads());
    expect(profile.traits!.openers).toEqual([{ text: "Hey hey, it's Maya from Maya Cooks", documents: 3 }]);
    expect(profile.hints.openers).toEqual(["Hey hey, it's Maya from Maya Cooks"]);
  });

  it('finds an opener whole across a comma inside it and past five words', () => {
    const bodies = ['Today we make a lemon pasta. Happy cooking!', 'This week it is a tray of chicken. Happy cooking!', 'Banana bread today. Happy cooking!'];
    for (const opener of ["Hey hey, it's Maya, from Maya Cooks", "Hey hey, it's your girl Maya from Maya Cooks", "Hey, hey, it's Maya from Maya Cooks"]) {
      const profile = profileOf(bodies.map((body) => analyse(`${opener}! ${body}`)));
      expect(profile.hints.openers).toEqual([opener]);
    }
  });

  it('shows a greeting said twice at an edge ("Hey hey", "Bye bye"), never a word said twice or thrice elsewhere', () => {
    const bodies = ['Rain barrels catch roof water.', 'Seed jars stay dry for years.', 'Tomato side shoots grow back.'];
    const greeted = profileOf(bodies.map((body) => analyse(`Hey hey, friends of the garden! ${body} See you soon, bye bye!`)));
    expect(greeted.hints.openers).toEqual(['Hey hey, friends of the garden']);
    expect(greeted.hints.signOffs).toEqual(['See you soon, bye bye']);
    const stutters = profileOf(bodies.map((body) => analyse(`You you you know the garden. ${body} Thanks thanks thanks.`)));
    expect(stutters.hints.openers).toEqual([]);
    expect(stutters.hints.signOffs).toEqual([]);
  });

  it('finds a catchphrase said once in each of three long documents on different subjects', () => {
    const documents = ([1, 2, 3] as const).map((index) => {
      const [first, ...rest] = CREATORS.map((creator) => corpusText(creator, index));
      return analyse([first, 'Little tip from me to you, write it down before you forget.', ...rest].join('\n\n'));
    });
    expect(documents.every((document) => document.stats.words > 1_200)).toBe(true);
    expect(profileOf(documents).traits!.signaturePhrases).toContainEqual({ text: CATCHPHRASE, documents: 3 });
  });

  it('lists a phrase said once per document only when at least half of the documents say it', () => {
    const subjects = ['Rain barrels catch roof water', 'Seed jars stay dry for years', 'Tomato side shoots grow back', 'Compost wants brown leaves', 'Straw mulch shades the soil'];
    const documents = (saying: number) =>
      subjects.map((subject, index) => analyse(`Hi there. ${subject}. ${index < saying ? 'Little tip from me to you, start small.' : 'Start small.'} More on it next week. Bye now.`));
    expect(lower(profileOf(documents(2)).hints.signaturePhrases)).not.toContain(CATCHPHRASE);
    expect(profileOf(documents(3)).traits!.signaturePhrases).toContainEqual({ text: CATCHPHRASE, documents: 3 });
  });

  it('learns no phrase from a single document, however whole', () => {
    const [only] = mayaUploads();
    expect(profileOf([only!]).traits).toEqual({ openers: [], signOffs: [], signaturePhrases: [] });
  });
});
