import { describe, expect, it } from 'vitest';
import { countWords } from '../../../lambdas/contracts/script-text';
import { type VersionText, attributeWords } from '../../../lambdas/domain/scripts/authorship/attribute-words';
import { creatorShare } from '../../../lambdas/domain/scripts/authorship/creator-share';

// As in pathological.timed.test.ts: the work done (this process's CPU time when the shared machine kept it waiting).
const elapsedMs = (run: () => unknown) => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  run();
  const used = process.cpuUsage(cpu);
  return Math.min(performance.now() - wall, (used.user + used.system) / 1000);
};

const VOCABULARY = 'the a to of and in is it you that for on with as this be are at or your can from have one more when they will so if about just tomato plant soil water leaf stem prune sucker balcony pot sun heat morning fruit grow cut keep small'.split(' ');

/** Sentences of 8–21 words from a small vocabulary, so versions share many words as real ones do; seeded. */
const writer = (seed: number) => {
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const sentence = () => `${Array.from({ length: 8 + Math.floor(random() * 14) }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]).join(' ')}.`;
  const script = (words: number) => {
    const paragraphs: string[] = [];
    for (let count = 0; count < words; count = countWords(paragraphs.join(' '))) paragraphs.push(Array.from({ length: 4 }, sentence).join(' '));
    return paragraphs;
  };
  return { random, sentence, script };
};

/** A draft, then autosaved edits of one sentence each, with whole-script rewrites among them. */
const history = (words: number, edits: number, rewrites: number): VersionText[] => {
  const { random, sentence, script } = writer(7);
  let paragraphs = script(words);
  const versions: VersionText[] = [{ kind: 'generated', text: paragraphs.join('\n\n') }];
  for (let edit = 1; edit <= edits; edit++) {
    const at = Math.floor(random() * paragraphs.length);
    paragraphs = paragraphs.with(at, `${paragraphs[at]} I keep my own notes on this, ${sentence()}`);
    versions.push({ kind: 'edited', text: paragraphs.join('\n\n') });
    if (edit % Math.floor(edits / rewrites) === 0) {
      paragraphs = script(words);
      versions.push({ kind: 'rewritten', text: paragraphs.join('\n\n') });
    }
  }
  return versions;
};

describe('performance: whose words a script holds, replayed from its versions', () => {
  it.each([
    ['a 10-minute script (1,500 words) with 60 autosaved edits and 5 whole rewrites', 1_500, 60, 5, 300],
    ['the longest script a save allows (about 17,000 words) with 30 edits and 3 whole rewrites', 17_000, 30, 3, 1_500],
  ])('replays %s within budget', (_name, words, edits, rewrites, budgetMs) => {
    const versions = history(words, edits, rewrites);
    const runs = [0, 1, 2].map(() => elapsedMs(() => creatorShare(attributeWords(versions, []))));
    console.info(`${versions.length} versions of ${words} words: ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
    expect(creatorShare(attributeWords(versions, [])).total).toBeGreaterThanOrEqual(words);
    expect(Math.min(...runs)).toBeLessThanOrEqual(budgetMs);
  });
});
