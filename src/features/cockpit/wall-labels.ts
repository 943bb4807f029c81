/**
 * Names on a wall, read from five metres in a row of a fixed width: the part that tells rows apart comes first and
 * is never cut (docs/pages.md, "The wall shell"). A school's name loses the place it is in ('望海区星河小学' →
 * '星河小学'): the wall's title names the district or the city already, and every school of a wall is in it. A
 * class, a grade, a student or a teacher is named by itself first, its school after it (the part a narrow row may
 * cut).
 */

/** A leading place: two or three characters and 市, 区 or 县 ('望海区', '滨江市'), followed by the school's own name. */
const PLACE_PREFIX = /^[\u4e00-\u9fff]{2,3}[市区县](?=[\u4e00-\u9fff（(]{2,})/u;

/** A school's (or a campus's) name without the place it is in: '望海区星河小学' → '星河小学'; else the name as is. */
export function shortPlaceName(name: string): string {
  const short = name.replace(PLACE_PREFIX, '');
  return Array.from(short).length >= 2 ? short : name;
}

/**
 * Short names for the names of one list: each without its place, unless two different names would then read the
 * same (those keep their full names).
 */
export function shortNames(names: readonly string[]): Map<string, string> {
  const distinct = [...new Set(names)];
  const shortOf = new Map(distinct.map((n) => [n, shortPlaceName(n)]));
  const count = new Map<string, number>();
  for (const s of shortOf.values()) count.set(s, (count.get(s) ?? 0) + 1);
  return new Map(distinct.map((n) => [n, (count.get(shortOf.get(n)!) ?? 0) > 1 ? n : shortOf.get(n)!]));
}

/** The parts of a row's place that are shown, joined: '三年级(5)班 · 星河小学' (empty parts left out). */
export function placeText(...parts: readonly (string | null | undefined)[]): string | undefined {
  const shown = parts.filter((p): p is string => !!p);
  return shown.length > 0 ? shown.join(' · ') : undefined;
}

/** Where a grade's name starts in a unit's name: 一年级 … 九年级, 高一 … 高三, 初一 … 初三, 7年级. */
const GRADE_START = /(?:[一二三四五六七八九十\d]+年级|[高初][一二三])/u;

/**
 * A class (or grade) named with its school in front ('望海区明德学校六年级(5)班', as a multi-school scope names it)
 * split into its own name and its school: { own: '六年级(5)班', school: '望海区明德学校' }. A name without a
 * school in front is its own name.
 */
export function splitClassName(name: string): { own: string; school?: string } {
  const at = name.search(GRADE_START);
  if (at <= 0) return { own: name };
  return { own: name.slice(at), school: name.slice(0, at) };
}

/** A title without its organiser in front (shown beside it): '望海区明德学校第14届“悦读”读书节' → '第14届“悦读”读书节'. */
export function titleWithout(title: string, organiser: string): string {
  const rest = organiser && title.startsWith(organiser) ? title.slice(organiser.length) : title;
  return Array.from(rest).length >= 2 ? rest : title;
}
