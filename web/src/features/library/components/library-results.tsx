import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { hasFilters, type LibraryFilters, LIBRARY_PAGE_SIZE, useLibraryScripts } from '../api/list-library-scripts';
import { LibraryScriptRow, type RowActions } from './library-script-row';
import { LibraryEmpty, LibraryError, LibraryLoading, LibraryNoMatches } from './library-states';

const shownText = (count: number, { matching, complete }: { matching: boolean; complete: boolean }) => {
  const scripts = `${matching ? 'matching ' : ''}${count === 1 ? 'script' : 'scripts'}`;
  return complete ? `${count === 1 ? 'The only' : `All ${count}`} ${scripts} shown` : `${count} ${scripts} shown, more to load`;
};

interface LibraryResultsProps {
  filters: LibraryFilters;
  onClearFilters: () => void;
  rowActions?: RowActions;
}

/** The scripts matching the filters, newest first, with "Load more" while older ones remain. */
export const LibraryResults = ({ filters, onClearFilters, rowActions }: LibraryResultsProps) => {
  const query = useLibraryScripts(filters);
  const { data, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const scripts = data?.pages.flatMap((page) => page.scripts) ?? [];
  const lastPage = data?.pages.at(-1);
  // A short page with a cursor means the server stopped reading, not that the scripts ran out (a search reads a
  // bounded number of rows per request): go on at once, so every load ends with a full page or the true end.
  const readingOn = lastPage !== undefined && lastPage.next_cursor !== null && lastPage.scripts.length < LIBRARY_PAGE_SIZE;

  useEffect(() => {
    if (readingOn && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [readingOn, isFetching, isFetchNextPageError, fetchNextPage]);

  // After "Load more", focus goes to the first script it brought, so a keyboard or screen reader user reads on from there.
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusFrom.current === null || isFetchingNextPage || readingOn) return;
    const firstNew = list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a')[focusFrom.current];
    (firstNew ?? summary.current)?.focus();
    focusFrom.current = null;
  }, [isFetchingNextPage, readingOn, scripts.length]);

  if (query.isPending) return <LibraryLoading label="Loading scripts" />;
  if (query.isError && !data) return <LibraryError onRetry={() => void query.refetch()} />;
  if (scripts.length === 0) {
    if (hasNextPage) return isFetchNextPageError ? <LibraryError onRetry={() => void fetchNextPage()} /> : <LibraryLoading label="Searching older scripts" />;
    return hasFilters(filters) ? <LibraryNoMatches onClear={onClearFilters} /> : <LibraryEmpty />;
  }

  const loadMore = () => {
    if (isFetching) return;
    focusFrom.current = scripts.length;
    void fetchNextPage();
  };

  return (
    <div className="space-y-4">
      <p ref={summary} tabIndex={-1} role="status" className="text-sm text-muted-foreground focus:outline-none">
        {shownText(scripts.length, { matching: hasFilters(filters), complete: !hasNextPage })}
      </p>
      <ul ref={list} aria-label="Your scripts" className="-mx-2 divide-y">
        {scripts.map((script) => (
          <LibraryScriptRow key={script.id} script={script} actions={rowActions} />
        ))}
      </ul>
      {hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          {isFetchNextPageError && <p className="text-sm text-muted-foreground">Older scripts could not be loaded.</p>}
          {/* aria-disabled, not disabled: a disabled button drops the focus its user just gave it. */}
          <Button variant="outline" onClick={loadMore} aria-disabled={isFetchingNextPage}>
            {isFetchNextPageError ? 'Try again' : 'Load more'}
          </Button>
          {isFetchingNextPage && <Spinner label="Loading more scripts" />}
        </div>
      )}
    </div>
  );
};
