import { FILLERS, MONTH_NAMES, PHRASE_EDGE_WORDS, PHRASE_STOP_WORDS, SUBJECT_PRONOUNS } from './lexicon';
import { type SharedPhrase, sharedPhrases } from './shared-phrases';
import type { DocumentStats, PhraseCasing, RecurringTrait, RecurringTraits } from './types';

const TOP_OPENERS = 3;
const TOP_SIGN_OFFS = 3;
const TOP_PHRASES = 5;
/** A trait seen in fewer documents than this is an accident of one text, not a habit. */
export const MIN_TRAIT_DOCUMENTS = 2;

type Kind = keyof PhraseCasing;
const KINDS: readonly Kind[] = ['openers', 'signOffs', 'phrases'];

const words = (phrase: string) => phrase.split(' ');
const isPronounI = (word: string) => word === 'I' || word.startsWith("I'");
const contains = (longer: string, shorter: string) => ` ${longer} `.includes(` ${shorter} `);
const isCapitalised = (word: string) => !isPronounI(word) && word[0] !== word[0]!.toLowerCase();
/** Recurring in at least half of the documents, and in 2+: what a topic or a guest rarely does. */
const mostDocuments = (stats: readonly DocumentStats[]) => Math.max(MIN_TRAIT_DOCUMENTS, Math.ceil(stats.length / 2));

/** In how many of the documents each key of one kind was seen (a document counts once however often it says it). */
const documentCounts = (stats: readonly DocumentStats[], kind: Kind): Map<string, number> => {
  const seen = new Map<string, number>();
  for (const document of stats) for (const key of Object.keys(document[kind] ?? {})) seen.set(key, (seen.get(key) ?? 0) + 1);
  return seen;
};

/**
 * The written form of each key most often used across the documents (weighted by how often each says it), only
 * where it differs from the key. Documents stored before forms were kept have no say.
 */
export const mergeCasing = (stats: readonly DocumentStats[]): PhraseCasing => {
  const merged: PhraseCasing = { openers: {}, signOffs: {}, phrases: {} };
  for (const kind of KINDS) {
    const votes = new Map<string, Map<string, number>>();
    for (const document of stats) {
      const forms = document.casing?.[kind];
      if (!forms) continue;
      for (const [key, count] of Object.entries(document[kind] ?? {})) {
        const form = Object.hasOwn(forms, key) ? forms[key]! : key;
        const byForm = votes.get(key) ?? new Map<string, number>();
        byForm.set(form, (byForm.get(form) ?? 0) + count);
        votes.set(key, byForm);
      }
    }
    for (const [key, byForm] of votes) {
      const [form] = [...byForm].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
      if (form !== key) merged[kind][key] = form;
    }
  }
  return merged;
};

const ONE_WORD_FILLERS: ReadonlySet<string> = new Set(FILLERS.filter((filler) => !filler.includes(' ')));

/** "Hey hey" opening, "bye bye" closing: a word outside the stop list said twice (not thrice) at the phrase's edge. */
const isDoubledGreeting = (fromEdge: readonly string[]) =>
  fromEdge.length >= 2 && fromEdge[0] === fromEdge[1] && fromEdge[2] !== fromEdge[0] && !PHRASE_STOP_WORDS.has(fromEdge[0]!);

/**
 * Never a habit, however often it recurs: a number or a date ("episode 378", "January 2003"), a caption
 * artifact repeating a word ("you you you"), nothing but articles, conjunctions and prepositions, or nothing but
 * fillers besides them ("Yeah", "Okay so": a panelist answering, which the fillers already name). An opener (sign-off),
 * read from its `anchor`, may start (end) on a greeting said twice: nothing precedes (follows) it to be repeated.
 */
const isNoise = (key: string, anchor?: 'start' | 'end'): boolean => {
  const parts = words(key.toLowerCase());
  const fromEdge = anchor === 'end' ? [...parts].reverse() : parts;
  const greeting = anchor !== undefined && isDoubledGreeting(fromEdge);
  return (
    parts.some((word) => /\p{N}/u.test(word) || MONTH_NAMES.has(word)) ||
    fromEdge.some((word, index) => index > 0 && word === fromEdge[index - 1] && !(greeting && index === 1)) ||
    parts.every((word) => PHRASE_EDGE_WORDS.has(word) || ONE_WORD_FILLERS.has(word))
  );
};

/** "I'm", "we're", "let's", "don't": a verb or its subject still to come ("y'all" is a word of its own). */
const CONTRACTION = /['’](?:m|re|ve|ll|d|s)$|n['’]t$/;

/**
 * Cut mid-thought: an opener that stops on 'to' or 'the', on a subject ("Yeah, I") or on a contraction ("Okay,
 * I'm", "So we're"), which always has more to say; a sign-off that starts on 'of'.
 */
const isCut = (key: string, anchor: 'start' | 'end') => {
  const parts = words(key.toLowerCase());
  if (parts.length < 2) return false;
  if (anchor === 'end') return PHRASE_EDGE_WORDS.has(parts[0]!);
  const last = parts.at(-1)!;
  return PHRASE_EDGE_WORDS.has(last) || SUBJECT_PRONOUNS.has(last) || CONTRACTION.test(last);
};

/**
 * Typical openers (or sign-offs): each document adds its first clause and that clause's prefixes (its last clause
 * and suffixes). Those seen in 2+ documents form families by their first (last) two words; a family shows the
 * longest phrase seen in as many documents as any of its members, and families rank by that number, then length.
 * A phrase naming someone (a capital after its first word) must recur in half of the documents: a show's name or a
 * co-host does, a guest does not.
 */
const edgeTraits = (stats: readonly DocumentStats[], kind: 'openers' | 'signOffs', casing: Record<string, string>, limit: number): RecurringTrait[] => {
  const anchor = kind === 'openers' ? 'start' : 'end';
  const written = (key: string) => (Object.hasOwn(casing, key) ? casing[key]! : key);
  const families = new Map<string, [string, number][]>();
  for (const [key, documents] of documentCounts(stats, kind)) {
    const named = words(written(key)).slice(1).some(isCapitalised);
    if (documents < (named ? mostDocuments(stats) : MIN_TRAIT_DOCUMENTS) || isNoise(key, anchor) || isCut(key, anchor)) continue;
    const parts = words(key);
    const family = (anchor === 'start' ? parts.slice(0, 2) : parts.slice(-2)).join(' ');
    families.set(family, [...(families.get(family) ?? []), [key, documents]]);
  }
  const representatives = [...families.values()].map((members) => {
    const most = Math.max(...members.map(([, documents]) => documents));
    return members.filter(([, documents]) => documents === most).reduce((longest, member) => (words(member[0]).length > words(longest[0]).length ? member : longest));
  });
  representatives.sort((a, b) => b[1] - a[1] || words(b[0]).length - words(a[0]).length || a[0].localeCompare(b[0]));
  const chosen: [string, number][] = [];
  for (const candidate of representatives) {
    if (chosen.length === limit) break;
    // "Hello" in 3 documents and "Hello, JS Party listeners" in 2 both say something; the same count twice does not.
    if (chosen.some(([taken, documents]) => documents === candidate[1] && (contains(taken, candidate[0]) || contains(candidate[0], taken)))) continue;
    chosen.push(candidate);
  }
  return chosen.map(([key, documents]) => ({ text: written(key), documents }));
};

/**
 * A phrase that is a habit, not a topic: at least half of its words are common function words (and one is not),
 * and it names no one (no capitalised word but 'I' inside a sentence: "Hugging Face", "Sahaja Yoga").
 */
const isHabitShaped = (key: string, written: string): boolean => {
  const parts = words(key.toLowerCase());
  const stop = parts.filter((word) => PHRASE_STOP_WORDS.has(word)).length;
  return stop >= parts.length / 2 && stop < parts.length && !words(written).some(isCapitalised);
};

/** For each phrase found inside a longer counted phrase, the highest count of a phrase that contains it. */
const highestContainingCounts = (counts: Record<string, number>): Map<string, number> => {
  const inside = new Map<string, number>();
  for (const [phrase, count] of Object.entries(counts)) {
    const parts = words(phrase);
    for (let length = 2; length < parts.length; length++) {
      for (let start = 0; start + length <= parts.length; start++) {
        const part = parts.slice(start, start + length).join(' ');
        inside.set(part, Math.max(inside.get(part) ?? 0, count));
      }
    }
  }
  return inside;
};

/** The phrase with each word's -ing, -ed or -s ending cut: "talked about", "talking about" and "talk about" are one habit. */
const stems = (phrase: string) =>
  words(phrase)
    .map((word) => (word.length > 4 ? word.replace(/(?:ing|ed|s)$/, '') : word))
    .join(' ');

/**
 * Signature phrases: habit-shaped phrases said in at least half of the documents (and 2+), which a topic, even
 * a recurring one, rarely is; ranked by count, length and documents. The candidates are the documents' frequent
 * phrases and, when their passages are given, the phrases their passages share, said once in each or more
 * (`shared`): a catchphrase said once per upload is the creator's all the same. A phrase mostly found inside a
 * longer one gives way to it ("get into it" in "let's get into it"): the longer one is shown if it qualifies, and
 * the fragment never is ("bit about" of "little bit about"). None repeats an opener or sign-off, nor another's words
 * in another form ("talking about" after "talked about").
 */
const signaturePhrases = (
  stats: readonly DocumentStats[],
  merged: DocumentStats,
  casing: Record<string, string>,
  shared: readonly SharedPhrase[],
  exclude: readonly string[],
  fillers: ReadonlySet<string>,
): RecurringTrait[] => {
  const documentsWith = documentCounts(stats, 'phrases');
  const counts: Record<string, number> = { ...merged.phrases };
  const inside = highestContainingCounts(merged.phrases);
  const forms: Record<string, string> = { ...casing };
  for (const { key, written, documents, count, inside: within } of shared) {
    documentsWith.set(key, Math.max(documentsWith.get(key) ?? 0, documents));
    counts[key] = Math.max(Object.hasOwn(counts, key) ? counts[key]! : 0, count);
    inside.set(key, Math.max(inside.get(key) ?? 0, within));
    if (written !== key && !Object.hasOwn(forms, key)) forms[key] = written;
  }
  const needed = mostDocuments(stats);
  const written = (key: string) => (Object.hasOwn(forms, key) ? forms[key]! : key);
  const ranked = Object.entries(counts)
    .map(([phrase, count]) => ({ phrase, count, length: words(phrase).length, documents: documentsWith.get(phrase) ?? 0 }))
    .filter(({ phrase, count, documents }) => count >= 2 && documents >= needed && !fillers.has(phrase.toLowerCase()) && !isNoise(phrase) && isHabitShaped(phrase, written(phrase)))
    .map((candidate) => ({ ...candidate, score: candidate.count * (1 + 0.5 * (candidate.length - 2)) * candidate.documents }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 300);
  const kept = ranked.filter((candidate) => (inside.get(candidate.phrase) ?? 0) < 0.75 * candidate.count);
  const excluded = exclude.map((phrase) => phrase.toLowerCase());
  const chosen: RecurringTrait[] = [];
  for (const { phrase, documents } of kept) {
    if (chosen.length === TOP_PHRASES) break;
    const lower = phrase.toLowerCase();
    const taken = [...excluded, ...chosen.map((trait) => trait.text.toLowerCase())];
    if (taken.some((other) => contains(other, lower) || contains(lower, other) || stems(other) === stems(lower))) continue;
    chosen.push({ text: written(phrase), documents });
  }
  return chosen;
};

const normalised = (text: string) => text.toLowerCase().replace(/,/g, '');

/**
 * The openers, sign-offs and signature phrases that recur across the documents, as the creator writes them,
 * with the number of documents each was seen in. `merged` is the documents' stats added up (mergeDocumentStats);
 * `passages`, when given, each document's stored passages, in the order of `stats`, where phrases said once per
 * document are found. A phrase among the creator's `fillers` ("I guess") is named with them, not again as a
 * signature phrase.
 */
export const recurringTraits = (
  stats: readonly DocumentStats[],
  merged: DocumentStats,
  fillers: readonly string[] = [],
  passages: readonly (readonly string[])[] = [],
): RecurringTraits => {
  const casing = merged.casing ?? mergeCasing(stats);
  const openers = edgeTraits(stats, 'openers', casing.openers, TOP_OPENERS);
  const signOffs = edgeTraits(stats, 'signOffs', casing.signOffs, TOP_SIGN_OFFS);
  const shown = [...openers, ...signOffs].map((trait) => normalised(trait.text));
  const fillerSet = new Set(fillers.map((filler) => filler.toLowerCase()));
  const shared = passages.length === stats.length ? sharedPhrases(passages, mostDocuments(stats)) : [];
  return { openers, signOffs, signaturePhrases: signaturePhrases(stats, merged, casing.phrases, shared, shown, fillerSet) };
};
