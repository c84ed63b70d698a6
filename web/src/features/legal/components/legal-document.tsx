import type { ReactNode } from 'react';

interface LegalDocumentProps {
  title: string;
  /** Dates and other facts about the document, shown under the heading. */
  meta: ReactNode;
  children: ReactNode;
}

/** One legal or company page: a single h1, its dates, then its sections at a readable line length. */
export const LegalDocument = ({ title, meta, children }: LegalDocumentProps) => (
  <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-16">
    <div className="border-b pb-6">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <div className="mt-3 space-y-1 text-sm text-muted-foreground">{meta}</div>
    </div>
    <div className="mt-10 space-y-10 leading-7 text-foreground/85 [&_a]:font-medium [&_a]:break-words [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
      {children}
    </div>
  </article>
);
