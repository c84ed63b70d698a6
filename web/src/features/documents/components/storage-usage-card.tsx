import { HardDrive } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/utils/cn';
import { formatSize } from '@/utils/format-size';

interface StorageUsageCardProps {
  /** Undefined until the list has loaded. */
  storage: { usedBytes: number; quotaBytes: number } | undefined;
  totalDocuments: number | undefined;
  processedDocuments: number | undefined;
}

export const storagePercent = ({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number }) =>
  quotaBytes > 0 ? (usedBytes / quotaBytes) * 100 : 100;

const Count = ({ label, value }: { label: string; value: number | undefined }) => (
  <div className="rounded-lg bg-muted/60 px-4 py-3">
    <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
    <dd className="mt-1 text-2xl font-semibold tabular-nums">{value ?? '–'}</dd>
  </div>
);

/** Storage Usage (spec §2): used / total, a progress bar, Total Documents and Processed. */
export const StorageUsageCard = ({ storage, totalDocuments, processedDocuments }: StorageUsageCardProps) => {
  const percent = storage ? storagePercent(storage) : 0;
  const full = percent >= 100;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HardDrive aria-hidden className="size-5 text-primary" /> Storage Usage
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span data-testid="storage-used" className="font-medium tabular-nums">
              {storage ? `${formatSize(storage.usedBytes)} / ${formatSize(storage.quotaBytes)}` : '–'}
            </span>
            <span className={cn('text-muted-foreground tabular-nums', full && 'font-medium text-destructive')}>
              {storage ? `${percent < 1 && percent > 0 ? '<1' : Math.floor(percent)}% used` : ''}
            </span>
          </div>
          <Progress value={percent} aria-label="Storage used" indicatorClassName={cn(full && 'bg-destructive')} />
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Count label="Total Documents" value={totalDocuments} />
          <Count label="Processed" value={processedDocuments} />
        </dl>
      </CardContent>
    </Card>
  );
};
