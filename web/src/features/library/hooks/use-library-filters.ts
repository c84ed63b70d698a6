import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DURATIONS, PLATFORMS, TONES } from '@contracts/enums';
import { SCRIPT_SEARCH_MAX_LENGTH } from '@contracts/scripts';
import { type LibraryFilters, NO_FILTERS } from '../api/list-library-scripts';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

const filtersOf = (params: URLSearchParams): LibraryFilters => ({
  q: (params.get('q') ?? '').trim().slice(0, SCRIPT_SEARCH_MAX_LENGTH),
  platform: oneOf(PLATFORMS, params.get('platform')),
  duration: oneOf(DURATIONS, params.get('duration')),
  tone: oneOf(TONES, params.get('tone')),
  voiceId: (params.get('voiceId') ?? '').slice(0, 64),
});

/**
 * The library's search and filters, kept in the URL so back/forward and a shared link bring them back. A value the
 * URL holds that is not a choice (an edited link) is ignored rather than sent to the API for a 400.
 */
export const useLibraryFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);

  /** Typing in the search box replaces the history entry; a filter choice adds one, so Back undoes it. */
  const update = useCallback(
    (changes: Partial<LibraryFilters>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries({ ...filtersOf(current), ...changes })) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  const clear = useCallback(() => update(NO_FILTERS), [update]);

  return { filters, update, clear };
};
