import { AlertCircle, CheckCircle2, Loader2, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserDocument } from '@contracts/documents';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';

const StatusBadge = ({ children, className, title }: { children: ReactNode; className: string; title?: string }) => (
  <span
    data-testid="document-status"
    title={title}
    className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap [&_svg]:size-3.5', className)}
  >
    {children}
  </span>
);

interface DocumentStatusProps {
  document: UserDocument;
  /** This session is processing the document right now. */
  processing: boolean;
  onProcess: () => void;
}

/** The status badge of spec §4, in its order: Processed, Processing (this session), Failed, else a Process button. */
export const DocumentStatus = ({ document, processing, onProcess }: DocumentStatusProps) => {
  if (document.processed) {
    return (
      <StatusBadge className="border-emerald-200 bg-emerald-50 text-emerald-700">
        <CheckCircle2 aria-hidden /> Processed
      </StatusBadge>
    );
  }
  if (processing) {
    return (
      <StatusBadge className="border-violet-200 bg-violet-50 text-violet-700">
        <Loader2 aria-hidden data-testid="processing-spinner" className="animate-spin" /> Processing
      </StatusBadge>
    );
  }
  if (document.processing_error) {
    return (
      <StatusBadge className="border-red-200 bg-red-50 text-red-700" title={document.processing_error}>
        <AlertCircle aria-hidden /> Failed
      </StatusBadge>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={onProcess} aria-label={`Process ${document.file_name}`}>
      <Play aria-hidden /> Process
    </Button>
  );
};
