import { asSentence, bare, capitalise } from './text';

/**
 * The style guide's interaction reminders are the creator's instructions ("Ask people to tag me if they make it"),
 * not lines to read out. A model writer follows them in the creator's words; the offline writer, which cannot
 * rephrase freely, says each one to the audience when its form allows ("Tag me if you make it."), says one already
 * written to the audience as written, and keeps any other as a note for the creator, outside the spoken words.
 */
export interface Reminders {
  /** Lines said to the audience. */
  spoken: string[];
  /** Instructions the offline writer cannot say, to show the creator as notes. */
  notes: string[];
}

const AUDIENCE =
  'people|viewers|listeners|the audience|audience|everyone|everybody|followers|subscribers|fans|folks|watchers|them|the viewers|the listeners|my audience|the viewer|the listener';
const INSTRUCTED = new RegExp(`^(?:(?:please|always|also|and)\\s+)*(ask|remind|tell|encourage|invite|get|urge|prompt)\\s+(?:${AUDIENCE})\\s+(.+)$`, 'i');
const FOR_THE_WRITER = /^(?:(?:please|always|also)\s+)*(?:mention|say|plug|promote|include|add|end with|close with|finish with|shout out|talk about|reference|link)\b/i;
const TO_THE_AUDIENCE =
  /^(?:please\s+)?(?:like|subscribe|comment|follow|share|tag|save|hit|tap|click|join|leave|drop|send|check|sign up|rate|review|let me know|tell me|don['’]?t forget|do not forget|make sure|grab|download|visit|head|come|support|turn on|smash|remember)\b/i;
const SECOND_PERSON = /\b(?:you|your|yours|yourself|yourselves)\b/i;
/** Where the creator wants it said: a note for the writer, never words for the audience. */
const PLACEMENT =
  /\s+(?:halfway through|half way through|in the middle|throughout|before the outro|after the intro|every time|(?:at|near) the (?:start|end|beginning)(?: of (?:the|each|every) (?:video|episode|script|section|reel))?|in every (?:video|episode|script))$/i;
const CONDITION = /^(?:if|when|once|before|after|while)\b[^,]*,\s*/i;
const CLAUSES = new RegExp(`,?\\s+(?:and|then)\\s+(?=(?:also\\s+)?(?:ask|remind|tell|encourage|invite|get|urge|prompt|mention|say|plug|promote)\\s)`, 'i');

const SWAPS: [RegExp, string][] = [
  [/\bthey['’]re\b/gi, "you're"],
  [/\bthey['’]ve\b/gi, "you've"],
  [/\bthey['’]ll\b/gi, "you'll"],
  [/\bthey['’]d\b/gi, "you'd"],
  [/\bthemselves\b/gi, 'yourselves'],
  [/\btheirs\b/gi, 'yours'],
  [/\btheir\b/gi, 'your'],
  [/\bthem\b/gi, 'you'],
  [/\bthey\b/gi, 'you'],
];

/** "tag me if they make it" said to them: "tag me if you make it". */
const toSecondPerson = (text: string) => SWAPS.reduce((said, [pattern, replacement]) => said.replace(pattern, replacement), text);

/** One instruction as a line to the audience, or null when its form does not say how. */
const spokenFrom = (instruction: string): string | null => {
  const text = bare(instruction).replace(PLACEMENT, '');
  // A question or an exclamation stays one; anything else ends with a full stop.
  const line = (words: string) => `${capitalise(words)}${/[!?]["'”’)]*$/u.exec(instruction.trim())?.[0] ?? '.'}`;
  const instructed = INSTRUCTED.exec(text);
  if (instructed) {
    const [, verb, rest] = instructed as unknown as [string, string, string];
    if (/^to\s+/i.test(rest)) return line(toSecondPerson(rest.replace(/^to\s+/i, '')));
    if (verb.toLowerCase() === 'ask' && /^(?:what|which|how|why|where|when|who|whether|if)\b/i.test(rest)) return line(`tell me ${toSecondPerson(rest)}`);
    if (/^(?:tell|remind)$/i.test(verb) && !/^about\b/i.test(rest)) return line(toSecondPerson(rest.replace(/^that\s+/i, '')));
    return null;
  }
  if (FOR_THE_WRITER.test(text)) return null;
  if (SECOND_PERSON.test(text) || TO_THE_AUDIENCE.test(text.replace(CONDITION, ''))) return line(text);
  return null;
};

export const remindersFrom = (reminders: string | null | undefined): Reminders => {
  const result: Reminders = { spoken: [], notes: [] };
  const sentences = (reminders ?? '').split(/(?<=[.!?])\s+|\n+|;\s*/).map((sentence) => sentence.trim()).filter(Boolean);
  for (const sentence of sentences) {
    for (const clause of sentence.split(CLAUSES)) {
      if (!bare(clause)) continue;
      const spoken = spokenFrom(clause);
      if (spoken) result.spoken.push(spoken);
      else result.notes.push(asSentence(capitalise(bare(clause))));
    }
  }
  return result;
};
