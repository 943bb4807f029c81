/**
 * A person's name with the middle hidden, for lists that may be printed, exported or shown on a wall: the first
 * and the last character stay, every character between them becomes '*' (张三明 → 张*明, 欧阳娜娜 → 欧**娜); a
 * two-character name keeps its first (张*), a one-character name is hidden ('*'). Characters are code points,
 * so a rare character outside the BMP counts as one. Surrounding spaces are dropped; an empty or missing name
 * stays empty. Used by the ranking tables' 隐藏姓名 and by the wall displays' rankings and feeds.
 */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from((name ?? '').trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * Whether names are masked, from a page's `mask` URL parameter: masked unless it says `mask=0`. One rule for every
 * page that lists students by name — the assessment reports and the rankings (tables, top tens, charts, exports).
 */
export function namesMasked(param: string | null | undefined): boolean {
  return param !== '0';
}
