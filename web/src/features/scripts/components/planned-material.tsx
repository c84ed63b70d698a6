import { BookOpen, ListChecks } from 'lucide-react';
import type { PlannedSectionView } from '@contracts/generation-stream';

/**
 * What of the creator's material the plan puts in a section (issue 30): its key points, each placed in exactly one
 * section, and the beginning of any story told there.
 */
export const PlannedMaterial = ({ section }: { section: PlannedSectionView }) => {
  if (section.keyPoints.length === 0 && section.stories.length === 0) return null;
  return (
    <div className="mt-2 space-y-1.5 text-sm">
      {section.keyPoints.length > 0 && (
        <ul aria-label={`Key points in ${section.heading}`} className="space-y-1">
          {section.keyPoints.map((point, index) => (
            <li key={index} className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
              <ListChecks aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
      {section.stories.map((story, index) => (
        <p key={index} className="flex items-start gap-1.5 text-muted-foreground">
          <BookOpen aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="line-clamp-2 [overflow-wrap:anywhere]">Your story: “{story}”</span>
        </p>
      ))}
    </div>
  );
};
