import { OUTLINE_MAX_SECTIONS, type Outline, type OutlineResponse, type OutlineSectionView, type SectionLayout, layoutSections } from '@contracts/outline';

/** A section as the outline editor holds it: the plan's view of it, its heading as typed. */
export type EditableSection = Omit<OutlineSectionView, 'words' | 'startSecond' | 'endSecond'> & { fixedWords?: number };

/** The outline being reviewed: the plan's rate and budget, and the sections as the creator has arranged them. */
export interface OutlineDraft {
  wordBudget: number;
  wordsPerMinute: number;
  newSection: OutlineResponse['newSection'];
  sections: EditableSection[];
}

export const draftOf = (view: OutlineResponse): OutlineDraft => ({
  wordBudget: view.wordBudget,
  wordsPerMinute: view.wordsPerMinute,
  newSection: view.newSection,
  sections: view.sections.map(({ words, startSecond: _start, endSecond: _end, ...section }) => ({ ...section, ...(section.verbatim ? { fixedWords: words } : {}) })),
});

/** Each section's words and times as the planner will lay the edited outline out (the contract's own layout). */
export const layoutOf = (draft: OutlineDraft): SectionLayout[] =>
  layoutSections(
    draft.sections.map((section) => (section.fixedWords !== undefined ? { weight: 0, fixedWords: section.fixedWords } : { weight: section.weight })),
    draft.wordBudget,
    draft.wordsPerMinute,
  );

const isBody = (section: EditableSection) => section.kind === 'body';

/** The hook opens the script: it never moves, and nothing moves above it. */
export const canMove = (draft: OutlineDraft, index: number, by: -1 | 1): boolean => {
  const to = index + by;
  return index > 0 && to > 0 && to < draft.sections.length;
};

export const moveSection = (draft: OutlineDraft, index: number, by: -1 | 1): OutlineDraft => {
  if (!canMove(draft, index, by)) return draft;
  const sections = [...draft.sections];
  [sections[index], sections[index + by]] = [sections[index + by]!, sections[index]!];
  return { ...draft, sections };
};

export const renameSection = (draft: OutlineDraft, index: number, heading: string): OutlineDraft => ({
  ...draft,
  sections: draft.sections.map((section, i) => (i === index ? { ...section, heading } : section)),
});

/**
 * The hook and the style guide's word-for-word parts stay (the planner puts a missing one back); a main section can
 * go while another is left, its key points and stories handed to the nearest main section before it (else after it).
 */
export const canDelete = (draft: OutlineDraft, index: number): boolean => {
  const section = draft.sections[index];
  if (!section || index === 0 || section.verbatim) return false;
  return !isBody(section) || draft.sections.filter(isBody).length > 1;
};

export const deleteSection = (draft: OutlineDraft, index: number): OutlineDraft => {
  if (!canDelete(draft, index)) return draft;
  const removed = draft.sections[index]!;
  const bodies = draft.sections.map((section, i) => (isBody(section) && i !== index ? i : -1)).filter((i) => i >= 0);
  const heir = isBody(removed) ? ([...bodies].reverse().find((i) => i < index) ?? bodies[0]!) : -1;
  return {
    ...draft,
    sections: draft.sections.flatMap((section, i) => {
      if (i === index) return [];
      if (i !== heir) return [section];
      return [{ ...section, keyPoints: [...section.keyPoints, ...removed.keyPoints], stories: [...section.stories, ...removed.stories] }];
    }),
  };
};

export const canAdd = (draft: OutlineDraft) => draft.sections.length < OUTLINE_MAX_SECTIONS;

/** A new main section after the last one, numbered after the highest number in use: `section-5`, "Section 5". */
export const addSection = (draft: OutlineDraft): OutlineDraft => {
  if (!canAdd(draft)) return draft;
  const { idPrefix, heading, weight } = draft.newSection;
  const numbers = draft.sections.map((section) => Number(new RegExp(`^${idPrefix}-(\\d+)$`).exec(section.id)?.[1] ?? 0));
  const n = Math.max(0, ...numbers) + 1;
  const added: EditableSection = { id: `${idPrefix}-${n}`, kind: 'body', heading: `${heading} ${n}`, weight, verbatim: false, keyPoints: [], stories: [] };
  const lastBody = draft.sections.findLastIndex(isBody);
  const sections = [...draft.sections];
  sections.splice(lastBody + 1, 0, added);
  return { ...draft, sections };
};

type Material = 'keyPoints' | 'stories';

/** A key point or story moved from its section to main section `to` (appended to the ones placed there). */
export const moveMaterial = (draft: OutlineDraft, what: Material, from: number, item: number, to: number): OutlineDraft => {
  const moving = draft.sections[from]?.[what][item];
  if (moving === undefined || from === to || !draft.sections[to] || !isBody(draft.sections[to])) return draft;
  return {
    ...draft,
    sections: draft.sections.map((section, i) => {
      if (i === from) return { ...section, [what]: section[what].filter((_, j) => j !== item) };
      if (i === to) return { ...section, [what]: [...section[what], moving] };
      return section;
    }),
  };
};

/** The outline as the generate body carries it. */
export const outlineOf = (draft: OutlineDraft): Outline => ({
  sections: draft.sections.map(({ id, heading, keyPoints, stories }) => ({ id, heading: heading.replace(/\s+/g, ' ').trim(), keyPoints, stories })),
});
