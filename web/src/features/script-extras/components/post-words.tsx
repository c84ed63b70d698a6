import { Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ScriptPost, TITLE_MAX_LENGTH, captionWithHashtags, chaptersOf, withChapters, youtubeShowsChapters } from '@contracts/script-extras';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from './copy-button';

interface PostWordsProps {
  post: ScriptPost;
  /** The script as it is now: the chapters come from its section times. */
  body: string;
}

const TITLES = { youtube: 'Titles and description', short: 'Caption', podcast: 'Episode notes' } as const;

const Block = ({ label, text, what, children }: { label: string; text: string; what: string; children?: ReactNode }) => (
  <div role="group" aria-label={label} className="space-y-2">
    <div className="flex items-center justify-between gap-2">
      <h3 className="text-sm font-medium">{label}</h3>
      <CopyButton text={text} what={what} />
    </div>
    <p data-testid={`post-${what.replace(/\s+/g, '-')}`} className="whitespace-pre-wrap rounded-md bg-muted/50 p-3 text-sm [overflow-wrap:anywhere]">
      {text}
    </p>
    {children}
  </div>
);

/**
 * The words that go with the script (issue 34): for YouTube five titles and a description, for TikTok and Reels a
 * caption with its hashtags, for podcasts episode notes; the description and notes end with the chapters of the script
 * as it is now. Each with Copy.
 */
export const PostWords = ({ post, body }: PostWordsProps) => {
  const chapters = chaptersOf(body);
  return (
    <Card role="region" aria-labelledby="post-title" className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id="post-title" className="flex items-center gap-2">
          <Megaphone aria-hidden className="size-5 text-primary" /> {TITLES[post.kind]}
        </CardTitle>
        <CardDescription>Made from your topic, key points and sources when the script was written; the chapters follow the script as it is now.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5 p-4 pt-0 sm:p-6 sm:pt-0">
        {post.kind === 'youtube' && (
          <>
            <ol aria-label="Title options" className="space-y-2">
              {post.titles.map((title, index) => (
                <li key={title} className="flex items-center justify-between gap-2 rounded-md border border-border p-2 pl-3 text-sm">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {title}{' '}
                    <span className="whitespace-nowrap text-muted-foreground tabular-nums">
                      ({title.length}/{TITLE_MAX_LENGTH})
                    </span>
                  </span>
                  <CopyButton text={title} what={`title ${index + 1}`} />
                </li>
              ))}
            </ol>
            <Block label="Description" text={withChapters(post.description, body)} what="description">
              {!youtubeShowsChapters(chapters) && chapters.length > 0 && (
                <p className="text-sm text-muted-foreground">YouTube shows chapters only when there are at least 3, starting at 0:00, each at least 10 seconds long.</p>
              )}
            </Block>
          </>
        )}
        {post.kind === 'short' && <Block label="Caption and hashtags" text={captionWithHashtags(post.caption, post.hashtags)} what="caption" />}
        {post.kind === 'podcast' && <Block label="Episode notes" text={withChapters(post.episode_notes, body)} what="episode notes" />}
      </CardContent>
    </Card>
  );
};
