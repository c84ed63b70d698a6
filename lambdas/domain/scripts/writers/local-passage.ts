import { hasMaterial } from '../../../contracts/material';
import { spokenText } from '../../../contracts/script-text';
import { contentWords, storiesOf } from '../material-plan';
import type { RewriteRequest, ScriptPlan } from '../plan-types';
import { joinAlternatives } from '../rewrite-alternatives';
import { sourceSentences } from './local/source-notes';
import { asSentence, detailSentences, sentenceKey } from './local/text';

/** The offline writer has no line of the creator's material to offer for this passage. */
export class NothingOfflineError extends Error {
  constructor() {
    super('No line of the material bears on the passage that the script does not say already');
    this.name = 'NothingOfflineError';
  }
}

/**
 * Every line of the creator's own input, as the offline draft says them: key points, stories and details as sentences,
 * source sentences with their marker before the final stop ("… stays active [1].").
 */
const materialLines = ({ input }: ScriptPlan): string[] => {
  const material = hasMaterial(input.material) ? input.material : null;
  return [
    ...(material?.key_points ?? []).map(asSentence),
    ...storiesOf(material?.stories ?? '').map(asSentence),
    ...detailSentences(input.details),
    ...sourceSentences(material?.sources ?? []).map((sentence) => sentence.text.replace(/([.!?]["”’)]?)$/u, ` [${sentence.source}]$1`)),
  ];
};

const shared = (line: Set<string>, about: Set<string>) => [...line].reduce((sum, word) => sum + (about.has(word) ? 1 : 0), 0);

/** The paragraph holding the passage: what it is about, beyond its own words. */
const paragraphAround = (current: string, start: number, end: number) => {
  const from = current.lastIndexOf('\n\n', start);
  const to = current.indexOf('\n\n', end);
  return current.slice(from < 0 ? 0 : from, to < 0 ? current.length : to);
};

/**
 * The offline writer cannot rephrase, so it does not pretend to: for a passage it offers lines of the creator's
 * material that bear on it (sharing words with the passage, or else with its paragraph) and that the script does not
 * say yet, best first, one per alternative. With none, NothingOfflineError: a rewrite it cannot honestly make.
 */
export const offlinePassage = ({ plan, current, passage, alternatives }: RewriteRequest): string => {
  if (!passage) throw new Error('offlinePassage needs a passage');
  const said = sentenceKey(spokenText(current));
  const about = contentWords(passage.text);
  const around = contentWords(paragraphAround(current, passage.start, passage.end));
  const seen = new Set<string>();
  const ranked = materialLines(plan)
    .filter((line) => {
      const key = sentenceKey(spokenText(line));
      if (!key || seen.has(key) || said.includes(key)) return false;
      seen.add(key);
      return true;
    })
    .map((line, order) => {
      const words = contentWords(line);
      return { line, order, score: 2 * shared(words, about) + shared(words, around) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, alternatives)
    .map(({ line }) => line);
  if (!ranked.length) throw new NothingOfflineError();
  return alternatives === 1 ? ranked[0]! : joinAlternatives(ranked);
};
