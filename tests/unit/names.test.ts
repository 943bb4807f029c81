import { describe, expect, test } from 'vitest';
import { compareNames } from '@/utils/names';

describe('compareNames (the one order of names)', () => {
  test('pinyin order', () => {
    expect(['上海', '北京', '成都', '阿坝'].sort(compareNames)).toEqual(['阿坝', '北京', '成都', '上海']);
  });
  test('a number in a name by its value', () => {
    expect(['三年级(10)班', '三年级(2)班', '三年级(1)班'].sort(compareNames)).toEqual(['三年级(1)班', '三年级(2)班', '三年级(10)班']);
  });
  test('equal names compare equal, and the order is antisymmetric', () => {
    expect(compareNames('实验小学', '实验小学')).toBe(0);
    expect(Math.sign(compareNames('实验小学', '实验中学'))).toBe(-Math.sign(compareNames('实验中学', '实验小学')));
  });
});
