import { FileText, Globe, Trash2 } from 'lucide-react';
import type { Source } from '@contracts/material';
import { Button } from '@/components/ui/button';
import { sourceFacts, sourceName } from '../../utils/source-display';

interface SourceListProps {
  sources: readonly (Source & { id: string })[];
  /** Links whose page held more text than a source keeps. */
  shortened: ReadonlySet<string>;
  onRemove(index: number): void;
}

/** The sources added so far, numbered as the script cites them: title, address (or "Pasted text") and word count. */
export const SourceList = ({ sources, shortened, onRemove }: SourceListProps) =>
  sources.length === 0 ? null : (
    <ol aria-label="Your sources" className="space-y-2">
      {sources.map((source, index) => {
        const Icon = source.kind === 'link' ? Globe : FileText;
        return (
          <li key={source.id} className="flex items-start gap-2 rounded-lg border bg-background p-3">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
              <p className="font-medium">
                [{index + 1}] {sourceName(source)}
              </p>
              <p className="text-muted-foreground">
                {sourceFacts(source)}
                {source.kind === 'link' && shortened.has(source.url) && ' · only the beginning was kept'}
              </p>
            </div>
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove source ${index + 1}: ${sourceName(source)}`} onClick={() => onRemove(index)}>
              <Trash2 aria-hidden />
            </Button>
          </li>
        );
      })}
    </ol>
  );
