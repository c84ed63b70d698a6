/**
 * Word lists of the voice engine. Keys are lower case with straight apostrophes, as the tokenizer makes them.
 */

/**
 * English function words: the style fingerprint of the voice match. Topic-independent words that writers
 * use at stable, personal rates (Mosteller & Wallace; Burrows), plus the contractions that separate a
 * spoken, casual register from a written one.
 */
export const FUNCTION_WORDS: readonly string[] = [
  'a', 'about', 'above', 'after', 'again', 'all', 'also', 'although', 'am', 'an', 'and', 'any', 'are', 'around', 'as', 'at',
  'be', 'because', 'been', 'before', 'being', 'between', 'both', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'down',
  'during', 'each', 'either', 'enough', 'even', 'ever', 'every', 'for', 'from', 'had', 'has', 'have', 'he', 'her', 'here',
  'him', 'his', 'how', 'however', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'just', 'less', 'many', 'may', 'me', 'might',
  'more', 'most', 'much', 'must', 'my', 'neither', 'never', 'no', 'nor', 'not', 'now', 'of', 'off', 'often', 'on', 'once',
  'one', 'only', 'or', 'other', 'our', 'out', 'over', 'perhaps', 'quite', 'rather', 'really', 'same', 'she', 'should',
  'since', 'so', 'some', 'such', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'therefore', 'these', 'they',
  'this', 'those', 'though', 'through', 'thus', 'to', 'too', 'under', 'until', 'up', 'upon', 'us', 'very', 'was', 'we',
  'were', 'what', 'when', 'where', 'whether', 'which', 'while', 'who', 'whom', 'whose', 'why', 'will', 'with', 'within',
  'without', 'would', 'yet', 'you', 'your', 'yourself',
  "i'm", "i've", "i'll", "you're", "you'll", "it's", "that's", "there's", "here's", "what's", "let's", "we're", "don't",
  "doesn't", "didn't", "can't", "won't", "isn't",
];

/** Words that carry no topic: function words plus a few auxiliaries and pronouns; for phrases and retrieval. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  'he', "he's", 'she', "she's", 'they', "they're", "we've", "we'll", "we'd", "i'd", "you've", "you'd", "it'll", "that'll",
  'mine', 'yours', 'ours', 'theirs', 'myself', 'ourselves', 'themselves', 'himself', 'herself', 'itself', 'yourselves',
  'get', 'got', 'go', 'going', 'gonna', 'wanna', 'like', 'yeah', 'okay', 'ok', 'oh', 'well', 'um', 'uh', 'thing', 'things',
  'shall', 'further', 'having', 'doing', 'few', 'own', 'again', 'against', 'below', 'ourselves', "aren't", "wasn't",
  "weren't", "hasn't", "haven't", "hadn't", "shouldn't", "wouldn't", "couldn't", 'etc',
]);

/** Words that cannot make a phrase distinctive on their own: a signature phrase needs one word outside this set. */
export const PHRASE_STOP_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  "he's", "she's", "they're", "we've", "we'll", "we'd", "i'd", "you've", "you'd", "it'll", 'mine', 'yours', 'ours',
  'going', 'gonna', 'got', 'thing', 'things', 'yeah', 'okay', 'ok', 'oh', 'um', 'uh', 'like', 'know', 'mean', 'kind',
  'sort', 'lot', 'want', 'need', 'see', 'say', 'said', 'think', 'make', 'way', 'people', 'guys',
]);

/** Words a phrase should not start or end with: articles, conjunctions and prepositions leave it unfinished. */
export const PHRASE_EDGE_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'as', 'into',
  'than', 'that', 'which', 'who', 'whose', 'is', 'are', 'was', 'were', 'be', 'been', 'if', 'because', 'so', 'my', 'your',
  'our', 'their', 'his', 'her', 'its', 'this', 'these', 'those',
]);

/** Pronouns that only start a clause: an opener or a passage stopping on one ("Yeah, I") is cut before its verb. */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'we', 'they', 'he', 'she']);

/** Spoken fillers and hedges; multi-word ones are matched as phrases, and 'like' only beside a comma. */
export const FILLERS: readonly string[] = [
  'um', 'uh', 'uhm', 'erm', 'er', 'hmm', 'basically', 'actually', 'literally', 'honestly', 'seriously', 'totally',
  'obviously', 'anyway', 'anyways', 'okay', 'yeah', 'you know', 'i mean', 'kind of', 'sort of', 'you see', 'so yeah',
  'i guess', 'or something', 'and stuff',
];

/** Words of hype and superlative marketing. */
export const HYPE_WORDS: ReadonlySet<string> = new Set([
  'amazing', 'awesome', 'incredible', 'insane', 'crazy', 'epic', 'huge', 'massive', 'ultimate', 'unbelievable',
  'mind-blowing', 'game-changer', 'game-changing', 'life-changing', 'jaw-dropping', 'legendary', 'killer', 'secret',
  'secrets', 'hack', 'hacks', 'guaranteed', 'explode', 'exploding', 'viral', 'skyrocket', 'unstoppable', 'revolutionary',
  'stunning', 'wild', 'absolutely', 'super', 'mega', 'biggest', 'best', 'fastest', 'instantly', 'powerful', 'proven',
  'exclusive', 'unreal', 'fire', 'perfect', 'brilliant', 'fantastic', 'phenomenal', 'ridiculous', 'shocking', 'dominate',
  'crush', 'crushing', 'boom', 'wow', 'breakthrough', 'transform', 'transformation', 'epicly',
]);

/** Pronouns that mark first person singular, first person plural and second person. */
export const PERSON_WORDS: ReadonlyMap<string, 'I' | 'we' | 'you'> = new Map([
  ['i', 'I'], ['me', 'I'], ['my', 'I'], ['mine', 'I'], ['myself', 'I'], ["i'm", 'I'], ["i've", 'I'], ["i'll", 'I'],
  ["i'd", 'I'], ['we', 'we'], ['us', 'we'], ['our', 'we'], ['ours', 'we'], ['ourselves', 'we'], ["we're", 'we'],
  ["we've", 'we'], ["we'll", 'we'], ["we'd", 'we'], ["let's", 'we'], ['you', 'you'], ['your', 'you'],
  ['yours', 'you'], ['yourself', 'you'], ['yourselves', 'you'], ["you're", 'you'], ["you've", 'you'],
  ["you'll", 'you'], ["you'd", 'you'], ["y'all", 'you'], ['ya', 'you'],
]);

/** Abbreviations whose full stop does not end a sentence. */
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'etc', 'eg', 'ie', 'approx', 'no', 'vol', 'fig',
  'inc', 'ltd', 'co', 'mt', 'ft', 'min', 'max', 'dept', 'est', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep',
  'sept', 'oct', 'nov', 'dec',
]);

/** Conjunctions dropped from the start of a sign-off ("and I'll see you next time"). */
export const LEADING_CONJUNCTIONS: ReadonlySet<string> = new Set(['and', 'but', 'so', 'or', 'then', 'now', 'well']);

/**
 * Month names that mark a date in a phrase ("January 2003"). 'May' and 'March' are left out: they are also a
 * modal and a verb ("may God bless you"), and a date with them carries a number, which rules the phrase out anyway.
 */
export const MONTH_NAMES: ReadonlySet<string> = new Set([
  'january', 'february', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);
