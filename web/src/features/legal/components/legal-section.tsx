import { type ReactNode, useId } from 'react';

interface LegalSectionProps {
  title: string;
  /** Shown before the title, so the heading reads e.g. '7 Updates to This Policy'. */
  number?: number;
  children: ReactNode;
}

export const LegalSection = ({ title, number, children }: LegalSectionProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
        {number === undefined ? (
          title
        ) : (
          <>
            <span className="text-primary">{number}</span> {title}
          </>
        )}
      </h2>
      <div className="mt-4 space-y-4">
        {children}
      </div>
    </section>
  );
};
