import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { analyseText } from '../../../lambdas/domain/voice/text-analysis';
import type { DocumentStats } from '../../../lambdas/domain/voice/types';
import { buildVoiceProfile, mergeDocumentStats } from '../../../lambdas/domain/voice/voice-profile';

const statsOf = (text: string): DocumentStats => analyseDocument(new TextEncoder().encode(text), 'doc.txt').stats;
const profileOf = (...texts: string[]) => buildVoiceProfile(texts.map(statsOf))!;
const plain = (text: string) => analyseText(text, { lineBreaks: true, speechSeconds: null }).stats;

// Written for these tests: four talks on different topics, each sentence its own.
const TOPICS = [
  ['Rain barrels catch the water from a roof', 'A full barrel lasts a dry week', 'Every barrel needs a lid against mosquitoes'],
  ['Seed saving starts with open pollinated plants', 'Dry jars keep seeds for years', 'Labels tell the varieties apart later'],
  ['Pruning tomatoes keeps each plant airy', 'Side shoots grow back within days', 'Lower leaves should never touch the soil'],
  ['Compost wants brown leaves and green scraps', 'A warm pile breaks down quickly', 'The heap should stay as damp as a sponge'],
  ['Mulch shades the soil in summer', 'Straw works better than bark on vegetables', 'Worms pull the old mulch down'],
] as const;

/** A talk on topic `index`: its sentences, with `habit` said before the second and the third when given. */
const body = (index: number, habit?: string) => {
  const sentences = TOPICS[index]!.map((sentence) => `${sentence}.`);
  if (habit) {
    sentences[1] = `${habit}, ${sentences[1]!.toLowerCase()}`;
    sentences[2] = `${habit}, ${sentences[2]!.toLowerCase()}`;
  }
  return sentences.join(' ');
};
const talk = (opening: string, index: number, closing: string, habit?: string) => `${opening} ${body(index, habit)} ${closing}`;

describe('recurring traits: openers and sign-offs', () => {
  it('shows an opener only when two or more documents open with it', () => {
    expect(profileOf(talk('Hey everyone!', 0, 'Bye for now.'), talk('Good morning, gardeners.', 1, 'Until next time.')).traits!.openers).toEqual([]);
    const profile = profileOf(talk('Hey everyone!', 0, 'Bye for now.'), talk('Hey everyone!', 1, 'Until next time.'), talk('Good morning, gardeners.', 2, 'Cheers.'));
    expect(profile.traits!.openers).toEqual([{ text: 'Hey everyone', documents: 2 }]);
    expect(profile.hints.openers).toEqual(['Hey everyone']);
  });

  it('shows a sign-off only when two or more documents end with it', () => {
    const profile = profileOf(talk('Hi.', 0, 'See you in the garden.'), talk('Hello.', 1, 'See you in the garden.'), talk('Morning.', 2, 'Bye for now.'));
    expect(profile.traits!.signOffs).toEqual([{ text: 'See you in the garden', documents: 2 }]);
    expect(profile.hints.signOffs).toEqual(['See you in the garden']);
  });

  it("keeps the creator's capitals and the comma after a greeting", () => {
    const profile = profileOf(talk('Hello, Garden Club.', 0, 'Thanks to Maria Lopez for reading drafts of this.'), talk('Hello, Garden Club.', 1, 'Thanks to Maria Lopez for reading drafts of this.'));
    expect(profile.hints.openers).toEqual(['Hello, Garden Club']);
    expect(profile.hints.signOffs).toEqual(['Maria Lopez for reading drafts of this']);
  });

  it('shows an opener naming someone only when at least half of the documents open with it: a guest rarely does', () => {
    const others = ['Good morning.', 'Hi there.', 'Welcome in.', 'Morning all.', 'Hello friends.'];
    const opening = (index: number, named: number) => (index < named ? "We're back with Sam Jones." : others[index]!);
    const guestTwice = profileOf(...[0, 1, 2, 3, 4].map((index) => talk(opening(index, 2), index, 'Bye.')));
    expect(guestTwice.traits!.openers).toEqual([{ text: "We're back", documents: 2 }]);
    const hostThrice = profileOf(...[0, 1, 2, 3, 4].map((index) => talk(opening(index, 3), index, 'Bye.')));
    expect(hostThrice.traits!.openers).toEqual([{ text: "We're back with Sam Jones", documents: 3 }]);
  });

  it('shows no opener or sign-off made only of fillers ("Yeah", "Okay so"), and keeps one that says more after them', () => {
    const answering = profileOf(talk('Yeah.', 0, 'Okay so.'), talk('Yeah.', 1, 'Okay so.'), talk('Yeah.', 2, 'Okay so.'));
    expect(answering.traits!.openers).toEqual([]);
    expect(answering.traits!.signOffs).toEqual([]);
    const greeting = profileOf(talk('Yeah, welcome back.', 0, 'Bye.'), talk('Yeah, welcome back.', 1, 'Bye.'));
    expect(greeting.hints.openers).toEqual(['Yeah, welcome back']);
  });

  it('shows the written form most documents use', () => {
    const profile = profileOf(talk('Hey everyone!', 0, 'Bye.'), talk('Hey Everyone!', 1, 'Bye.'), talk('Hey everyone!', 2, 'Bye.'));
    expect(profile.traits!.openers).toEqual([{ text: 'Hey everyone', documents: 3 }]);
  });

  it('never shows a phrase that repeats a word, as caption artifacts do', () => {
    const profile = profileOf(talk('You you you you. Hey everyone!', 0, 'Bye now.'), talk('You you you you. Hey everyone!', 1, 'Bye now.'));
    expect(profile.hints.openers).toEqual(['Hey everyone']);
  });

  it('never shows numbers or dates', () => {
    const profile = profileOf(talk('Episode 378 starts now.', 0, 'Recorded January 2003.'), talk('Episode 378 starts now.', 1, 'Recorded January 2003.'));
    expect(profile.traits!.openers).toEqual([]);
    expect(profile.traits!.signOffs).toEqual([]);
  });

  it('never shows a cut-off phrase: an opener ending on a preposition or a sign-off starting on one', () => {
    const profile = profileOf(talk('Welcome to the rain barrel talk.', 0, 'Enjoy the rest of your day.'), talk('Welcome to the seed swap.', 1, 'Enjoy the rest of your week.'));
    expect(profile.hints.openers).toEqual([]);
    expect(profile.hints.signOffs).toEqual([]);
  });

  it('never shows an opener cut after its subject: one ending on a pronoun or a contraction', () => {
    const profile = profileOf(
      talk("Yeah, I think we're ready.", 0, 'Bye for now.'),
      talk("Yeah, I reckon we're close.", 1, 'Until next time.'),
      talk("Yeah, I'm keen, we're back.", 2, 'Cheers.'),
    );
    // Cut before "I", what is left is a filler: nothing to show.
    expect(profile.hints.openers).toEqual([]);
    expect(profile.traits!.openers).toEqual([]);
    const greeting = profileOf(talk("Hey y'all, rain today.", 0, 'Bye for now.'), talk("Hey y'all, seeds today.", 1, 'Until next time.'));
    expect(greeting.hints.openers).toEqual(["Hey y'all"]);
  });
});

describe('recurring traits: signature phrases', () => {
  it('shows a signature phrase only when at least half of the documents, and two or more, repeat it', () => {
    const twoOfFive = [0, 1, 2, 3, 4].map((index) => talk('Hi.', index, 'Bye.', index < 2 ? 'Trust me' : undefined));
    expect(profileOf(...twoOfFive).hints.signaturePhrases).toEqual([]);
    const threeOfFive = [0, 1, 2, 3, 4].map((index) => talk('Hi.', index, 'Bye.', index < 3 ? 'Trust me' : undefined));
    expect(profileOf(...threeOfFive).traits!.signaturePhrases).toEqual([{ text: 'trust me', documents: 3 }]);
    expect(profileOf(talk('Hi.', 0, 'Bye.', 'Trust me')).hints.signaturePhrases).toEqual([]);
  });

  it('names a phrase that is one of the creator\'s fillers ("I guess") with the fillers, not again as a signature phrase', () => {
    const texts = [0, 1, 2].map((index) => talk('Hi.', index, 'Bye.', 'I guess'));
    const profile = profileOf(...texts);
    expect(profile.hints.fillerWords).toContain('I guess');
    expect(profile.traits!.signaturePhrases).toEqual([]);
    expect(mergeDocumentStats(texts.map(statsOf)).phrases).toMatchObject({ 'I guess': 6 });
  });

  it('shows one form of a phrase the creator says in several ("talked about", "talking about"): the others take no slot', () => {
    const mentions = 'We talked about rain. I talked about seeds. You were talking about soil. They kept talking about water.';
    const texts = [0, 1, 2].map((index) => `Hi. ${TOPICS[index]![0]}. ${mentions} ${TOPICS[index]![1]}. ${TOPICS[index]![2]}. Bye.`);
    const phrases = mergeDocumentStats(texts.map(statsOf)).phrases;
    expect(phrases).toMatchObject({ 'talked about': 6, 'talking about': 6 });
    expect(Object.keys(phrases).filter((phrase) => phrase.includes(' talk'))).toEqual([]);
    const shown = profileOf(...texts).hints.signaturePhrases;
    expect(shown.filter((phrase) => /^talk\w* about$/.test(phrase))).toHaveLength(1);
  });

  it('writes a signature phrase in lower case when only sentence starts capitalise it', () => {
    const profile = profileOf(talk('Hi.', 0, 'Bye.', 'Trust me'), talk('Hi.', 1, 'Bye.', 'Trust me'));
    expect(profile.hints.signaturePhrases).toEqual(['trust me']);
  });

  it('never shows a name or a phrase of content words, however many documents repeat it', () => {
    const mentions = 'Maria Lopez grows them in raised beds. I asked Maria Lopez about raised beds.';
    const texts = [0, 1, 2].map((index) => `Hi. ${body(index, 'Trust me')} ${mentions} Bye.`);
    const profile = profileOf(...texts);
    expect(profile.traits!.signaturePhrases).toEqual([{ text: 'trust me', documents: 3 }]);
    expect(mergeDocumentStats(texts.map(statsOf)).phrases).toMatchObject({ 'maria lopez': 6, 'raised beds': 6 });
  });

  it('never shows a fragment of a longer phrase the creator says, even when the longer one is no habit', () => {
    const texts = [0, 1, 2].map((index) => talk('Hi.', index, 'Bye.', 'Trust me, a little bit about this'));
    expect(mergeDocumentStats(texts.map(statsOf)).phrases).toMatchObject({ 'bit about': 6, 'little bit about': 6 });
    expect(profileOf(...texts).traits!.signaturePhrases).toEqual([{ text: 'trust me', documents: 3 }]);
  });
});

describe('recurring traits: stats of one document and stored stats', () => {
  it('reads a one-word greeting with the clause after it, and that clause alone', () => {
    const { openers } = plain('Hello, and welcome to the show. We grow food in small places.');
    expect(Object.keys(openers)).toEqual(expect.arrayContaining(['hello', 'hello and welcome to the show', 'welcome to the show']));
  });

  it('reads a closing vocative with the clause before it, and that clause alone, never the name by itself', () => {
    const { signOffs } = plain('We grow food in small places. See you next time, Maria.');
    expect(Object.keys(signOffs)).toEqual(expect.arrayContaining(['see you next time maria', 'see you next time']));
    expect(signOffs).not.toHaveProperty('maria');
  });

  it('keeps the phrases and their written forms of a document small, even when every long word is in capitals', () => {
    const shout = Array.from({ length: 400 }, (_, index) => `W${'X'.repeat(26)}${String.fromCharCode(65 + (index % 26), 65 + Math.floor(index / 26))}`);
    const text = Array.from({ length: 30 }, () => shout.map((word, index) => (index % 5 === 0 ? `and ${word}` : word)).join(' ')).join(' ');
    const stats = plain(text);
    expect(Object.keys(stats.phrases).length).toBeGreaterThan(0);
    expect(JSON.stringify(stats.phrases).length + JSON.stringify(stats.casing!.phrases).length).toBeLessThan(30_000);
  });

  it('builds a profile from stats stored before written forms were kept, showing the phrases as stored', () => {
    const stored = [talk('Hey everyone!', 0, 'Bye.'), talk('Hey everyone!', 1, 'Bye.')].map(statsOf).map(({ casing: _, ...rest }) => rest);
    expect(buildVoiceProfile(stored)!.traits!.openers).toEqual([{ text: 'hey everyone', documents: 2 }]);
  });

  it('merges written forms across documents: the form said most often wins', () => {
    const merged = mergeDocumentStats([statsOf(talk('Hey Everyone!', 0, 'Bye.')), statsOf(talk('Hey everyone!', 1, 'Bye.')), statsOf(talk('Hey everyone!', 2, 'Bye.'))]);
    expect(merged.openers['hey everyone']).toBe(3);
    expect(merged.casing!.openers['hey everyone']).toBe('Hey everyone');
  });
});
