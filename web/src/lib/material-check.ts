import { type StatedFigure, materialValues, statedFigures } from '@contracts/figures';
import type { Material } from '@contracts/material';
import { spokenText } from '@contracts/script-text';

/** The creator's own words a script may take figures from. */
export interface CreatorWords {
  topic: string;
  details: string | null;
  material: Material | null;
  /** The style guide's fields: its intro and outro templates (per platform too) are said word for word. */
  styleGuide?:
    | (Partial<Record<(typeof GUIDE_FIELDS)[number], string | null>> & {
        platform_templates?: Partial<Record<string, { intro_template: string | null; outro_template: string | null }>>;
      })
    | null;
}

const GUIDE_FIELDS = ['intro_template', 'outro_template', 'interaction_reminders', 'general_guidance'] as const;

/**
 * Every text a figure in the script may come from (issue 30): the material (key points, stories, each source's title
 * and text), and also the topic, the details and the style guide, since they are the creator's own words too.
 */
export const creatorTexts = ({ topic, details, material, styleGuide }: CreatorWords): string[] =>
  [
    topic,
    details ?? '',
    ...(material?.key_points ?? []),
    material?.stories ?? '',
    ...(material?.sources ?? []).flatMap((source) => [source.title, source.text]),
    ...GUIDE_FIELDS.map((field) => styleGuide?.[field] ?? ''),
    ...Object.values(styleGuide?.platform_templates ?? {}).flatMap((own) => [own?.intro_template ?? '', own?.outro_template ?? '']),
  ].filter((text) => text.trim() !== '');

/** The values of every figure the creator's words state. */
export const knownFigures = (words: CreatorWords): ReadonlySet<number> => materialValues(creatorTexts(words));

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+/giu;

/** The figures of a run of prose (no placeholders or source markers) whose value none of the creator's words hold; web addresses are not read. */
export const unsourcedIn = (text: string, known: ReadonlySet<number>): StatedFigure[] => {
  const addresses = [...text.matchAll(WEB_ADDRESS)].map((match) => [match.index, match.index + match[0].length] as const);
  return statedFigures(text).filter(
    (figure) => !known.has(figure.value) && !addresses.some(([start, end]) => figure.index >= start && figure.index < end),
  );
};

export interface FigureFlag {
  /** As written: "73%". */
  figure: string;
  /** The sentence it is in. */
  sentence: string;
}

const SENTENCE_END = /[.!?…]+["”’)]*(?=\s|$)/u;
const SENTENCE_ENDS = new RegExp(SENTENCE_END.source, 'gu');
const LONGEST_SENTENCE = 160;

const sentenceAround = (line: string, index: number, length: number): string => {
  let start = 0;
  for (const match of line.slice(0, index).matchAll(SENTENCE_ENDS)) start = match.index + match[0].length;
  const after = SENTENCE_END.exec(line.slice(index + length));
  const end = after ? index + length + after.index + after[0].length : line.length;
  const sentence = line.slice(start, end).trim();
  return sentence.length > LONGEST_SENTENCE ? `${sentence.slice(0, LONGEST_SENTENCE - 1).trimEnd()}…` : sentence;
};

const LIST_MARKER = /^\s*(?:\d+[.)]|[-*+])\s+/;
const LINK_DESTINATION = /\]\([^)\s]*(?:\s+"[^"]*")?\)/g;

/**
 * The figures a script says that none of the creator's words hold, each with its sentence: what the editor lists as
 * "not in your material". Only spoken text counts (no headings, notes, cues, placeholders or source markers), and
 * neither list numbers nor link addresses are figures.
 */
export const figureFlags = (markdown: string, known: ReadonlySet<number>): FigureFlag[] =>
  spokenText(markdown)
    .split('\n')
    .map((line) => line.replace(LIST_MARKER, '').replace(LINK_DESTINATION, ']'))
    .flatMap((line) => unsourcedIn(line, known).map((figure) => ({ figure: figure.text, sentence: sentenceAround(line, figure.index, figure.text.length) })));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const placeholdersLeftText = (count: number) => `${plural(count, 'placeholder', 'placeholders')} left to fill in`;

export const figuresOutsideText = (count: number) => `${plural(count, 'figure', 'figures')} not in your material`;
