import type { RewriteRequest } from './plan-types';
import { type WriterPrompt, buildPrompt } from './prompt';

const THREE = 'Write three different alternatives, each inside its own <alternative> and </alternative> tags, and nothing outside the tags.';

/** The script shown to the model, with the passage to rewrite marked where it stands, so the model sees its context. */
const scriptShown = ({ current, passage }: RewriteRequest) =>
  passage ? `${current.slice(0, passage.start)}<passage>${passage.text}</passage>${current.slice(passage.end)}` : current;

const passageTask = ({ passage, targetWords, alternatives }: RewriteRequest, asked: string): string[] => {
  const where = passage?.headingLine ? ` It is in the section "${passage.headingLine}".` : '';
  const each = alternatives === 3 ? 'each in' : 'in';
  return [
    `Rewrite only the passage marked <passage> … </passage> in the script above, ${each} about ${targetWords} spoken words. ${asked}${where}`,
    'It must follow on from the words just before it and lead into the words just after it, in the same Markdown style (no heading line).',
    alternatives === 3 ? `${THREE} No <passage> tags.` : 'Answer with the new passage only: no tags, nothing before or after it.',
  ];
};

const sectionTask = ({ section, targetWords, alternatives }: RewriteRequest, asked: string): string[] => [
  `Rewrite only the section "${section?.headingLine ?? ''}", ${alternatives === 3 ? 'each alternative in' : 'in'} about ${targetWords} spoken words. ${asked}`,
  alternatives === 3
    ? `${THREE} Each holds the section's new text only: no heading line. Keep what the rest of the script says before and after it in mind, so it still fits.`
    : 'Answer with the section\'s new text only: no heading line, nothing before or after it. Keep what the rest of the script says before and after it in mind, so it still fits.',
];

const wholeTask = ({ targetWords }: RewriteRequest, asked: string): string[] => [
  `Rewrite the whole script in about ${targetWords} spoken words. ${asked}`,
  'Keep every "## " heading line exactly as it is, in the same order, and every text marked "word for word" exactly. Answer with the whole script in Markdown.',
];

/**
 * The prompt for a rewrite: the same voice, rules and passages as the first draft (buildPrompt), the script as it is
 * now (a passage marked in place), and the one task: a passage, a section or the whole script, at its word count,
 * following the creator's instruction, once or as three alternatives.
 */
export const buildRewritePrompt = (request: RewriteRequest): WriterPrompt => {
  const draft = buildPrompt(request.plan);
  const asked = request.instruction ? `The creator asks: "${request.instruction}".` : 'Give it a fresh take that sounds even more like the creator.';
  const task = request.passage ? passageTask(request, asked) : request.section ? sectionTask(request, asked) : wholeTask(request, asked);
  return {
    system: `${draft.system}\nYou are now revising a script the creator already has.`,
    user: [draft.user, '', 'The script as it is now:', '<script>', scriptShown(request), '</script>', '', ...task].join('\n'),
  };
};
