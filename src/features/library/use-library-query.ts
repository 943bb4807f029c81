import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { useApiQuery, useScopeKey } from '@/api/queries';
import type { Endpoint, Input } from '@/api/define';
import { useSchoolYear } from '@/components/year-select';

type LibraryInput<E extends Endpoint> = Omit<Input<E>, 'yearId'>;

/**
 * One library call for the school year of the page (URL `yid`, else the store's year), with the session's
 * library in the key (useApiQuery). `keepWhileFiltering`: while a filter change (category, grade, reader type)
 * loads, the previous rows stay with a spinner; a new year or another school never shows the old numbers.
 */
export function useLibraryQuery<E extends Endpoint>(endpoint: E, input?: LibraryInput<E>, opts: { keepWhileFiltering?: boolean } = {}) {
  const yearId = useSchoolYear();
  const scope = useScopeKey();
  const full = { ...(input ?? {}), ...(yearId != null ? { yearId } : {}) } as Input<E>;
  const keep = opts.keepWhileFiltering ?? false;
  const scopeText = JSON.stringify(scope);
  const placeholderData = useCallback(
    <T,>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined => {
      if (!previousQuery) return undefined;
      const [id, prevInput, prevScope] = previousQuery.queryKey as readonly [string, { yearId?: number } | undefined, unknown];
      const sameView = id === endpoint.id && (prevInput?.yearId ?? null) === yearId && JSON.stringify(prevScope) === scopeText;
      return sameView ? previous : undefined;
    },
    [endpoint.id, yearId, scopeText],
  );
  return useApiQuery(endpoint, full, keep ? { placeholderData } : {});
}

/**
 * Filters kept in the URL query (so a link reproduces the view): `params` to read, `update` to change several
 * at once (`null` or '' removes one). Replaces the history entry, like the year select.
 */
export function useUrlFilters(): { params: URLSearchParams; update: (patch: Record<string, string | null>) => void } {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, update };
}

/** A grade 1..12 from a URL value, else undefined. */
export function parseGrade(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= 12 ? n : undefined;
}
