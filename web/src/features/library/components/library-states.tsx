import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const StateMessage = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col items-center gap-3 py-10 text-center text-muted-foreground">{children}</div>
);

export const LibraryLoading = ({ label }: { label: string }) => (
  <div className="flex justify-center py-10">
    <Spinner label={label} />
  </div>
);

export const LibraryError = ({ onRetry }: { onRetry: () => void }) => (
  <StateMessage>
    <p>Your scripts could not be loaded.</p>
    <Button variant="outline" size="sm" onClick={onRetry}>
      Try again
    </Button>
  </StateMessage>
);

export const LibraryEmpty = () => (
  <StateMessage>
    <p>No scripts yet</p>
    <Button asChild size="sm">
      <Link to="/generate">Generate your first script</Link>
    </Button>
  </StateMessage>
);

export const LibraryNoMatches = ({ onClear }: { onClear: () => void }) => (
  <StateMessage>
    <SearchX aria-hidden className="size-8" />
    <p>No scripts match your search</p>
    <Button variant="outline" size="sm" onClick={onClear}>
      Clear filters
    </Button>
  </StateMessage>
);
