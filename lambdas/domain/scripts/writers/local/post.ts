import { DURATION_LABELS } from '../../../../contracts/enums';
import { placeholder } from '../../../../contracts/material';
import { HASHTAGS_MAX, type ScriptPost, TITLE_MAX_LENGTH, TITLE_OPTIONS } from '../../../../contracts/script-extras';
import type { ScriptPlan } from '../../plan-types';
import { bare, capitalise, detailSentences, lowerFirst } from './text';

/** Placeholders for the titles the plan cannot make honestly, each asking for a different kind. */
const TITLE_ASKS = [
  'a title that names the result',
  'a title with a question the video answers',
  'a title with a number from your material',
  'a title that says who this video is for',
];

const STOPWORDS = new Set(
  'a an and are as at be but by can do for from get had has have how i if in into is it its just make my not of on or our so than that the their them then there these they this to too was we were what when which who why will with you your'.split(' '),
);

const fits = (title: string) => title.length <= TITLE_MAX_LENGTH;

/** "In 3 minutes": the length is a promise the script keeps by construction. */
const inTime = (plan: ScriptPlan) => (plan.input.duration === '10m' ? null : `in ${DURATION_LABELS[plan.input.duration]}`);

/**
 * Five titles of at most 60 characters made only of what the script says: the topic, the topic with its length, the
 * number of key points it goes through, the key points themselves; a placeholder for each the plan cannot make.
 */
export const offlineTitles = (plan: ScriptPlan): string[] => {
  const topic = capitalise(bare(plan.input.topic));
  const points = plan.input.material?.key_points ?? [];
  const details = detailSentences(plan.input.details);
  const time = inTime(plan);
  const candidates = [
    topic,
    time ? `${topic} ${time}` : null,
    points.length >= 2 ? `${topic}: ${points.length} things to know` : null,
    points[0] ? `${topic}: ${lowerFirst(bare(points[0]))}` : null,
    ...points.map((point) => capitalise(bare(point))),
    details[0] ? `${topic}: ${lowerFirst(bare(details[0]))}` : null,
  ];
  const titles = [...new Set(candidates.filter((title): title is string => !!title && fits(title)))].slice(0, TITLE_OPTIONS);
  for (const ask of TITLE_ASKS) if (titles.length < TITLE_OPTIONS) titles.push(placeholder(ask));
  return titles;
};

/** The creator's sources as a description lists them: "[1] Title: https://…". */
const sourceLines = (plan: ScriptPlan): string[] => {
  const sources = plan.input.material?.sources ?? [];
  return sources.length ? ['Sources:', ...sources.map((source, i) => `[${i + 1}] ${source.title || 'Pasted text'}${source.kind === 'link' ? `: ${source.url}` : ''}`)] : [];
};

/** What the script goes through: the creator's key points as a list, or a placeholder for the sentence that says it. */
const summary = (plan: ScriptPlan, heading: string, ask: string): string => {
  const points = plan.input.material?.key_points ?? [];
  return points.length ? [heading, ...points.map((point) => `- ${capitalise(bare(point))}`)].join('\n') : placeholder(ask);
};

/** Up to five hashtags from the words the topic and key points use most, the topic's own words as one tag first. */
export const offlineHashtags = (plan: ScriptPlan): string[] => {
  const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !STOPWORDS.has(word));
  const topicWords = wordsOf(plan.input.topic);
  const counts = new Map<string, number>();
  for (const word of [...topicWords, ...topicWords, ...(plan.input.material?.key_points ?? []).flatMap(wordsOf)]) counts.set(word, (counts.get(word) ?? 0) + 1);
  const joined = topicWords.slice(0, 4).join('');
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  return [...new Set([...(topicWords.length > 1 && joined.length <= 30 ? [joined] : []), ...ranked])].slice(0, HASHTAGS_MAX);
};

/**
 * The post as the offline writer can honestly make it (issue 34): from the topic, the key points and the sources, with
 * a placeholder where only the creator can say it. The chapters are added from the script's section times.
 */
export const offlinePost = (plan: ScriptPlan): ScriptPost => {
  const topic = capitalise(bare(plan.input.topic));
  const { platform, material } = plan.input;
  if (platform === 'youtube') {
    const description = [`${topic}.`, summary(plan, 'In this video:', 'two sentences on what viewers get from this video'), sourceLines(plan).join('\n')];
    return { kind: 'youtube', titles: offlineTitles(plan), description: description.filter(Boolean).join('\n\n') };
  }
  if (platform === 'podcast') {
    const notes = [`${topic}.`, summary(plan, 'In this episode:', 'two sentences on what listeners get from this episode'), sourceLines(plan).join('\n')];
    return { kind: 'podcast', episode_notes: notes.filter(Boolean).join('\n\n') };
  }
  const point = material?.key_points[0];
  const caption = point ? `${topic}: ${lowerFirst(bare(point))}.` : `${topic}. ${placeholder('a line that makes people watch to the end')}`;
  return { kind: 'short', caption, hashtags: offlineHashtags(plan) };
};
