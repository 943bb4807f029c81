import { maskName } from '@/utils/mask-name';

describe('maskName', () => {
  test('keeps the first and last character and masks the middle', () => {
    expect(maskName('张三明')).toBe('张*明');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('司马相如文')).toBe('司***文');
  });
  test('two characters keep the first; one is hidden; empty stays empty', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张')).toBe('*');
    expect(maskName('')).toBe('');
    expect(maskName('  ')).toBe('');
    expect(maskName(null)).toBe('');
    expect(maskName(undefined)).toBe('');
  });
  test('trims, and counts characters outside the BMP as one', () => {
    expect(maskName(' 王小明 ')).toBe('王*明');
    expect(maskName('𠀋小明')).toBe('𠀋*明');
  });
  test('never shows a middle character', () => {
    for (const name of ['李浩然', '赵可', '诸葛思远', 'Anna']) {
      const masked = Array.from(maskName(name));
      expect(masked.slice(1, -1).every((c) => c === '*')).toBe(true);
      expect(masked).toHaveLength(Math.max(1, Array.from(name).length));
    }
  });
});
