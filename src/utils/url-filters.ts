/**
 * Page filters kept in the URL query, so that a copied link opens the same view. The query is untrusted
 * input: every value is parsed by one of the parsers below, and anything else counts as "not set".
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `params` to read, `update` to change several at once (`null` or '' removes one). Replaces the history
 * entry, like the year select: a filter change is not a page to go back to.
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

/** A positive integer id (1 … 2^31−1) from a URL value, else undefined. */
export function parseId(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** A grade 1..12 from a URL value, else undefined. */
export function parseGrade(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= 12 ? n : undefined;
}

/** One of `allowed` from a URL value, else undefined. */
export function parseEnum<T extends string>(raw: string | null | undefined, allowed: readonly T[]): T | undefined {
  return raw != null && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A month 'YYYY-MM' from a URL value, else undefined. */
export function parseMonth(raw: string | null | undefined): string | undefined {
  return raw != null && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined;
}
