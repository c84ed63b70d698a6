import type { Material } from '../../contracts/material';
import { countWords } from '../../contracts/script-text';

/** What one body section of the plan must carry from the creator's material. */
export interface SectionMaterial {
  /** Key points to say here, in the creator's order; every key point is placed in exactly one section. */
  keyPoints: string[];
  /** First-hand stories told here as the section's example, in the creator's words. */
  stories: string[];
}

const STOPWORDS = new Set(
  'a an and are as at be but by do for from had has have how i if in into is it its just my not of on or our so that the their them then there these they this to was we were what when which who why will with you your'.split(' '),
);

/** A word without its common endings, so "baked", "baking" and "bake" meet. */
const stem = (word: string) => {
  const cut = word.replace(/(?:ing|ed|es|e|s)$/, '');
  return cut.length >= 3 ? cut : word;
};

/** The content words of a text, lower case and stemmed, for telling which section a story or a source sentence is about. */
export const contentWords = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).filter((word) => word.length > 2 && !STOPWORDS.has(word)).map(stem));

const overlap = (a: Set<string>, b: Set<string>) => [...a].reduce((sum, word) => sum + (b.has(word) ? 1 : 0), 0);

/** The creator's stories, one per paragraph (a blank line between them), or the whole text as one. */
export const storiesOf = (stories: string): string[] =>
  stories
    .split(/\n\s*\n/)
    .map((story) => story.trim().replace(/\s*\n\s*/g, ' '))
    .filter((story) => countWords(story) > 0);

/**
 * Places the material in the body sections: key points in the creator's order, spread evenly so each section
 * says its share (the first sections take one more when they do not divide evenly); each story goes to the section
 * whose key points share most words with it, else to the section with the fewest stories so far, so the stories
 * are spread through the script as its examples.
 */
export const placeMaterial = (bodySections: number, material: Material): SectionMaterial[] => {
  const placed: SectionMaterial[] = Array.from({ length: bodySections }, () => ({ keyPoints: [], stories: [] }));
  if (bodySections === 0) return placed;
  const points = material.key_points;
  points.forEach((point, index) => {
    placed[Math.floor((index * bodySections) / points.length)]!.keyPoints.push(point);
  });
  const sectionWords = placed.map((section) => contentWords(section.keyPoints.join(' ')));
  for (const story of storiesOf(material.stories)) {
    const words = contentWords(story);
    let best = 0;
    placed.forEach((section, index) => {
      const better = overlap(words, sectionWords[index]!) - overlap(words, sectionWords[best]!);
      if (better > 0 || (better === 0 && section.stories.length < placed[best]!.stories.length)) best = index;
    });
    placed[best]!.stories.push(story);
  }
  return placed;
};
