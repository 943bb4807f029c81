/**
 * Page filters kept in the URL query, so that a copied link opens the same view. The query is untrusted
 * input: every value is parsed by one of the parsers below, and anything else counts as "not set".
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** How an update enters history: a filter refines the page (replace); a scope change is a place to go back to (push). */
interface UrlFilterUpdateOptions {
  push?: boolean;
}

/**
 * `params` to read, `update` to change several at once (`null` or '' removes one). Replaces the history
 * entry: a filter change is not a page to go back to. A change of scope (a district or a campus opened from a
 * table, docs/rules.md#scope) passes `{ push: true }`: Back returns to the scope before.
 *
 * Two updates in a row (a debounced search, then a switch) both land: each one starts from the query the
 * previous one wrote, not from the query of the last render, which the router may not have caught up with yet.
 * A URL change the page did not write (a link, back/forward) is the new starting point.
 */
export function useUrlFilters(): {
  params: URLSearchParams;
  update: (patch: Record<string, string | null>, options?: UrlFilterUpdateOptions) => void;
} {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const seen = useRef(current);
  /** Queries written and not yet seen in the URL, oldest first. */
  const pending = useRef<string[]>([]);
  useEffect(() => {
    seen.current = current;
    const i = pending.current.indexOf(current);
    pending.current = i >= 0 ? pending.current.slice(i + 1) : [];
  }, [current]);
  const update = useCallback(
    (patch: Record<string, string | null>, options: UrlFilterUpdateOptions = {}) => {
      const next = new URLSearchParams(pending.current.at(-1) ?? seen.current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      pending.current = [...pending.current, next.toString()].slice(-8);
      setParams(next, { replace: !options.push });
    },
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
