import { Download } from 'lucide-react';
import type { ExportJob } from '@contracts/account-export';
import { buttonVariants } from '@/components/ui/button-variants';
import { Progress } from '@/components/ui/progress';
import { formatSize } from '@/utils/format-size';

const count = new Intl.NumberFormat('en-AU');

/** Where the latest export stands: its progress while it is prepared, then the download link. */
export const ExportStatus = ({ job }: { job: ExportJob }) => {
  if (job.state === 'preparing') {
    const percent = job.total ? (job.done / job.total) * 100 : 0;
    return (
      <div className="flex w-full flex-col gap-2" aria-live="polite">
        <p className="text-sm text-muted-foreground">
          Preparing your export… {job.total ? `${count.format(job.done)} of ${count.format(job.total)} files` : ''}
        </p>
        <Progress value={percent} aria-label="Export progress" />
      </div>
    );
  }
  if (job.state === 'ready' && job.download_url) {
    return (
      <div className="flex w-full flex-col gap-2" aria-live="polite">
        <a className={buttonVariants({ className: 'w-full sm:w-auto' })} href={job.download_url} download>
          <Download aria-hidden /> Download export{job.size_bytes === null ? '' : ` (${formatSize(job.size_bytes)})`}
        </a>
        <p className="text-sm text-muted-foreground">
          A zip of your scripts, documents, style guide and account records. The link works for 15 minutes and the file is
          kept for a day.
        </p>
      </div>
    );
  }
  return (
    <p className="text-sm text-destructive" aria-live="polite">
      The last export could not be finished. Please try again.
    </p>
  );
};
