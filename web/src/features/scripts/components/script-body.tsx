import { type ReactNode, useMemo } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import { sectionTitle } from '@contracts/script-sections';
import { rehypeSourceOffsets } from '@/lib/markdown-source';
import { type ScriptMarks, markScript } from '../utils/mark-script';

/**
 * Links are limited to http, https, irc, ircs, mailto, xmpp and relative URLs (spec §2): react-markdown's
 * `defaultUrlTransform` allows exactly those and blanks every other href (javascript:, data:, vbscript:,
 * entity-encoded or mixed-case ones included). Raw HTML is never parsed into elements: without rehype-raw it
 * is shown as text, so no tag or event handler from a script body reaches the page.
 */
const isAbsoluteHttp = (href: string) => /^https?:/i.test(href);

const components: Components = {
  // The page's h1 is the topic, so the body's headings start one level lower.
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 mb-3 text-2xl font-bold tracking-tight first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-7 mb-3 text-xl font-semibold tracking-tight first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-6 mb-2 text-lg font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-5 mb-2 font-semibold first:mt-0" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-5 mb-2 font-semibold first:mt-0" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-5 mb-2 font-semibold text-muted-foreground first:mt-0" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-4 leading-7 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-4 list-disc space-y-1.5 pl-6 marker:text-primary" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-4 list-decimal space-y-1.5 pl-6 marker:text-muted-foreground" {...props} />,
  li: ({ node: _node, ...props }) => <li className="pl-1 leading-7" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-5 border-l-4 border-primary/40 bg-accent/50 py-2 pr-3 pl-4 text-accent-foreground italic" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-8 border-border" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-foreground" {...props} />,
  pre: ({ node: _node, ...props }) => <pre className="my-4 overflow-x-auto rounded-lg bg-muted p-4 text-sm [&>code]:bg-transparent [&>code]:p-0" {...props} />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]" {...props} />,
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        href={href}
        className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
        {...(isAbsoluteHttp(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
        {...props}
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // A script is read aloud; an image in it is shown as a link so opening a script never loads third-party content.
  img: ({ node: _node, src, alt }) =>
    typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-4">
        {alt || src}
      </a>
    ) : (
      <span>{alt}</span>
    ),
};

/** Something to show beside a `## ` section heading, given the section's index among them and its title. */
export type SectionAction = (section: { index: number; title: string }) => ReactNode;

const SECTION_HEADING = /^##\s+/;

/**
 * The components with `action` beside each `## ` heading. Sections are counted by source line, the way the API
 * splits a script (contracts/script-sections.ts), so the index sent back names the same section.
 */
const withSectionActions = (markdown: string, action: SectionAction): Components => {
  const sections = new Map<number, { index: number; title: string }>();
  markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, lineIndex) => {
      if (SECTION_HEADING.test(line)) {
        sections.set(lineIndex + 1, { index: sections.size, title: sectionTitle(line) });
      }
    });
  return {
    ...components,
    h2: ({ node, ...props }) => {
      const section = sections.get(node?.position?.start.line ?? 0);
      if (!section) return <h3 className="mt-7 mb-3 text-xl font-semibold tracking-tight first:mt-0" {...props} />;
      return (
        <div className="mt-7 mb-3 flex items-start justify-between gap-2 first:mt-0">
          <h3 className="min-w-0 text-xl font-semibold tracking-tight" {...props} />
          {action(section)}
        </div>
      );
    },
  };
};

const NO_FIGURE_MARKS: ScriptMarks = { known: null, sources: 0 };

interface ScriptBodyProps {
  markdown: string;
  sectionAction?: SectionAction;
  /** What to mark besides placeholders: figures not in the creator's words, links to the sources. */
  marks?: ScriptMarks;
  /** The stored script's body is `script-body`; a part of one (a section being written) says what it is. */
  testId?: string;
}

/**
 * The script's markdown in a readable prose column, with `sectionAction` beside each section heading if given, its
 * placeholders as chips and its source markers as superscripts, and the figures `marks` finds unsourced marked.
 */
export const ScriptBody = ({ markdown, sectionAction, marks = NO_FIGURE_MARKS, testId = 'script-body' }: ScriptBodyProps) => {
  const shown = useMemo(() => (sectionAction ? withSectionActions(markdown, sectionAction) : components), [markdown, sectionAction]);
  // Each paragraph carries its place in the markdown, so words selected on the page name a range of it (a rewrite).
  const plugins = useMemo(() => [markScript(marks), rehypeSourceOffsets], [marks]);
  return (
    <div data-testid={testId} className="mx-auto max-w-prose text-base text-foreground/90 [overflow-wrap:anywhere]">
      <Markdown urlTransform={defaultUrlTransform} components={shown} rehypePlugins={plugins}>
        {markdown}
      </Markdown>
    </div>
  );
};
