import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useLibraryFilters } from '../hooks/use-library-filters';
import { LibraryResults } from './library-results';
import type { RowActions } from './library-script-row';
import { LibrarySearchForm } from './library-search-form';

/** The library: search and filters (kept in the URL) over the user's scripts, newest first; each row with `rowActions`. */
export const ScriptLibrary = ({ rowActions }: { rowActions?: RowActions }) => {
  const { filters, update, clear } = useLibraryFilters();
  return (
    // min-w-0: a long topic is truncated instead of widening the page past a phone's screen.
    <Card className="min-w-0">
      <CardHeader>
        <LibrarySearchForm filters={filters} onChange={update} />
      </CardHeader>
      <CardContent>
        <LibraryResults filters={filters} onClearFilters={clear} rowActions={rowActions} />
      </CardContent>
    </Card>
  );
};
