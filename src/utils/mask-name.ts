/**
 * A person's name as a public screen may show it: the first and the last character kept, each character
 * between them masked — 张三明 → 张*明, 欧阳娜娜 → 欧**娜; a two-character name keeps its first character
 * (张三 → 张*). Used wherever student names leave the staff pages (the wall displays' rankings and feeds).
 * Characters are counted as code points, so a name with a character outside the BMP is not cut in half.
 */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from((name ?? '').trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
