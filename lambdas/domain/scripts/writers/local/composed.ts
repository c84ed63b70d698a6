import { placeholder } from '../../../../contracts/material';
import { type SectionKind, sectionKindOf } from '../../../../contracts/outline';
import { countWords } from '../../../../contracts/script-text';
import type { PlannedSection } from '../../plan-types';

/** What a planned section is for, as the outline names it (contracts/outline.ts). */
export type Kind = SectionKind;

/** What the creator still has to say in a section, and about how many words of the plan it stands for. */
export interface Gap {
  what: string;
  words: number;
}

/** One section of the offline draft as it is put together. */
export interface Composed {
  section: PlannedSection;
  kind: Kind;
  /** Spoken lines, in order: the section's first paragraph. */
  lines: string[];
  /** The creator's stories, a paragraph each. */
  stories: string[];
  /** Sentences from the sources with their markers: the last spoken paragraph. */
  sources: string[];
  /** Notes for the creator, never spoken. */
  notes: string[];
  /** The on-screen text of a short-form beat. */
  cue: string | null;
  /** Where the section may ask the creator for more; null where it never does (the platform's asks). */
  gap: Gap | null;
}

export const kindOf = (section: PlannedSection): Kind => sectionKindOf(section.id, !!section.verbatim);

// Fewer words than this are not worth asking for: the section is close enough to its share.
const MIN_GAP_WORDS = 4;

export const gapText = (gap: Gap): string => placeholder(`${gap.what}, about ${gap.words} words`);

/** The words a section says so far: its lines, stories and source sentences. */
export const spokenWordsOf = (composed: Composed) => countWords([...composed.lines, ...composed.stories, ...composed.sources].join(' '));

/**
 * Sizes each section's placeholder so that the words said plus the words asked for come to the plan's budget: a
 * section asks for what it lacks of its share, what a section without a placeholder lacks is asked of the nearest
 * body section before it, and where the material says more than its share the placeholders shrink, largest first.
 */
export const balanceGaps = (sections: readonly Composed[], wordBudget: number): void => {
  let carried = 0;
  const withGaps = sections.filter((composed) => composed.gap);
  for (const composed of sections) {
    const lacking = composed.section.words - spokenWordsOf(composed);
    if (composed.gap) {
      composed.gap.words = Math.max(0, lacking + carried);
      carried = 0;
    } else carried += Math.max(0, lacking);
  }
  if (carried > 0 && withGaps.length) withGaps.at(-1)!.gap!.words += carried;

  const total = sections.reduce((sum, composed) => sum + spokenWordsOf(composed) + (composed.gap?.words ?? 0), 0);
  let excess = total - wordBudget;
  for (const composed of [...withGaps].sort((a, b) => b.gap!.words - a.gap!.words)) {
    if (excess <= 0) break;
    const cut = Math.min(excess, composed.gap!.words);
    composed.gap!.words -= cut;
    excess -= cut;
  }
  for (const composed of withGaps) if (composed.gap!.words < MIN_GAP_WORDS) composed.gap!.words = 0;
};
