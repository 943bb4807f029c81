import fc from 'fast-check';
import { maskName } from '@/utils/mask-name';

describe('maskName (隐藏姓名)', () => {
  test.each([
    ['张三明', '张*明'],
    ['张三', '张*'],
    ['欧阳一明', '欧**明'],
    ['司马相如', '司**如'],
    ['王', '*'],
    ['', ''],
    ['  李四  ', '李*'],
    ['𠮷野家人', '𠮷**人'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  test('never shows a middle character, keeps the length, keeps the first (and the last from three on)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }).filter((s) => s.trim() === s && s.length > 0), (name) => {
        const chars = Array.from(name);
        const masked = Array.from(maskName(name));
        expect(masked).toHaveLength(chars.length);
        if (chars.length >= 2) expect(masked[0]).toBe(chars[0]);
        if (chars.length >= 3) expect(masked.at(-1)).toBe(chars.at(-1));
        const keep = chars.length >= 3 ? 2 : chars.length === 2 ? 1 : 0;
        expect(masked.filter((c) => c === '*').length).toBeGreaterThanOrEqual(chars.length - keep);
      }),
    );
  });
});
