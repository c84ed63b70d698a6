import type { RewriteRequest } from './plan-types';
import { type WriterPrompt, buildPrompt } from './prompt';

/**
 * The prompt for a rewrite: the same voice, rules and passages as the first draft (buildPrompt), the script as it is
 * now, and the one task: a section or the whole script, at its word count, following the creator's instruction.
 */
export const buildRewritePrompt = ({ plan, current, section, instruction, targetWords }: RewriteRequest): WriterPrompt => {
  const draft = buildPrompt(plan);
  const asked = instruction ? `The creator asks: "${instruction}".` : 'Give it a fresh take that sounds even more like the creator.';
  const task = section
    ? [
        `Rewrite only the section "${section.headingLine}", in about ${targetWords} spoken words. ${asked}`,
        'Answer with the section\'s new text only: no heading line, nothing before or after it. Keep what the rest of the script says before and after it in mind, so it still fits.',
      ]
    : [
        `Rewrite the whole script in about ${targetWords} spoken words. ${asked}`,
        'Keep every "## " heading line exactly as it is, in the same order, and every text marked "word for word" exactly. Answer with the whole script in Markdown.',
      ];
  return {
    system: `${draft.system}\nYou are now revising a script the creator already has.`,
    user: [draft.user, '', 'The script as it is now:', '<script>', current, '</script>', '', ...task].join('\n'),
  };
};
