import { type Material, hasMaterial } from '../../contracts/material';

/** The rules every language-model writer follows about facts, with or without material (issue 30). */
export const FACT_RULES: readonly string[] = [
  'Numbers, names, dates and quotes come only from the creator’s material below (key points, stories, sources, details). Never invent a statistic, study, quote, price, date or anecdote.',
  'Where the script needs a fact you were not given, write a placeholder instead, exactly in this form: [[fill in: what is needed]] (for example [[fill in: how long your first loaf took]]). The creator fills it in before recording.',
];

const MATERIAL_RULES: readonly string[] = [
  'Say every key point, each in the section the plan gives it, in the creator’s words as far as possible.',
  'Tell the creator’s stories as the examples of the sections they are placed in, in their words and first person; add no first-hand experience they did not give you.',
  'A claim taken from a source carries its number right after it, like [1] or [2, 3]. Never cite a source for something it does not say.',
];

/** The rules for a script written from `material` (none when there is none: the fact rules still hold). */
export const materialRules = (material: Material | null): string[] => (hasMaterial(material) ? [...MATERIAL_RULES] : []);

export interface PlacedSection {
  heading: string;
  keyPoints: readonly string[];
  stories: readonly string[];
}

/** The material as the prompt quotes it: key points numbered with their section, stories, and numbered sources. */
export const materialBlock = (material: Material | null, sections: readonly PlacedSection[]): string | null => {
  if (!hasMaterial(material)) return null;
  const lines: string[] = ['', 'The creator’s material (everything the script may state as fact):'];
  const placedPoints = sections.flatMap((section) => section.keyPoints.map((point) => ({ point, heading: section.heading })));
  if (placedPoints.length) {
    lines.push('', 'Key points (say each one, in its section):', ...placedPoints.map(({ point, heading }, i) => `${i + 1}. ${point} (in ${heading})`));
  }
  const placedStories = sections.flatMap((section) => section.stories.map((story) => ({ story, heading: section.heading })));
  if (placedStories.length) {
    lines.push('', 'Stories and examples from the creator (first-hand; tell them in their words):');
    placedStories.forEach(({ story, heading }, i) => lines.push(`<story ${i + 1} for ${heading}>`, story, `</story ${i + 1}>`));
  }
  if (material.sources.length) {
    lines.push('', 'Sources (cite a claim from one with its number, like [1]):');
    material.sources.forEach((source, i) => {
      const where = source.kind === 'link' ? ` (${source.url})` : '';
      lines.push(`<source ${i + 1}: ${source.title || 'Pasted text'}${where}>`, source.text, `</source ${i + 1}>`);
    });
  }
  return lines.join('\n');
};
