import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PLATFORM_LABELS } from '@contracts/enums';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatRelativeTime } from '@/utils/relative-time';
import { useScripts } from '../api/list-scripts';

/** The five newest scripts (spec §2, §9), each linking to its page; a spinner until they have loaded. */
export const RecentScriptsList = () => {
  const scripts = useScripts();

  if (scripts.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading scripts" />
      </div>
    );
  }
  if (scripts.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center text-sm text-muted-foreground">
        <p>Your scripts could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void scripts.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (scripts.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center text-muted-foreground">
        <p>No scripts yet</p>
        <Button asChild size="sm">
          <Link to="/generate">Generate your first script</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Recent scripts" className="-mx-2 divide-y">
      {scripts.data.map((script) => (
        <li key={script.id}>
          <Link
            to={`/script/${script.id}`}
            className="group flex items-center gap-3 rounded-md px-2 py-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium group-hover:text-accent-foreground">{script.topic}</span>
              <span className="block text-sm text-muted-foreground">
                {PLATFORM_LABELS[script.platform]} · {formatRelativeTime(script.created_at)}
              </span>
            </span>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
};
