/**
 * The one ranking rule of the app (docs/rules.md#rankings): standard competition ranking, "1224". Rows in ranking
 * order (best first) that share a value share a rank, that of the first of them, and the next value's rank counts
 * every row before it: 1, 2, 3, 3, 5. Every list that shows ranks — the ranking pages, the dashboard's and the
 * walls' top lists, their exports, the demo API — takes its ranks from here.
 */

/** Ranks of values already in ranking order (equal neighbours share a rank); `offset` rows come before the list. */
export function competitionRanks(values: readonly number[], offset = 0): number[] {
  const ranks = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) ranks[i] = i > 0 && values[i] === values[i - 1] ? ranks[i - 1] : offset + i + 1;
  return ranks;
}

/**
 * The rank of item `i` of a list in ranking order, for a `.map((row, i, list) => …)`: the place of the first item
 * before it with the same value.
 */
export function rankAt<T>(list: readonly T[], i: number, value: (item: T) => number): number {
  let first = i;
  while (first > 0 && value(list[first - 1]) === value(list[i])) first--;
  return first + 1;
}
