/**
 * A person's name with its middle hidden, for screens that others may see (a ranking on a projector, a wall
 * display): the first and the last character stay, each character between them becomes '*'.
 * 张三明 → 张*明, 欧阳一明 → 欧**明; a two-character name keeps its first: 张三 → 张*; one character → *.
 * Characters outside the BMP (rare surnames) count as one.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
