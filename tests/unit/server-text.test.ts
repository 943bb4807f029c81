import { cleanText, fileNamePart, FILE_NAME_MAX, neutraliseFormula } from '@/utils/server-text';

/** Hostile names from the server (docs/rules.md#hostile-text): cleaned, bounded, neutralised. */

describe('cleanText', () => {
  test('a name without anything to clean is the same string', () => {
    const name = '滨江市实验小学';
    expect(cleanText(name)).toBe(name);
  });

  test('bidi overrides, isolates and marks are removed: a school name cannot be turned around', () => {
    expect(cleanText('\u202e学小验实')).toBe('学小验实');
    expect(cleanText('滨江\u202d市\u202c实验\u2066小学\u2069\u200f')).toBe('滨江市实验小学');
    expect(cleanText('\u061c\u200e名')).toBe('名');
  });

  test('C0 and C1 controls are removed; a form feed or a line break becomes a space, spaces collapse', () => {
    expect(cleanText('实验\u000c小学')).toBe('实验 小学');
    expect(cleanText('实验\r\n\t小学')).toBe('实验 小学');
    expect(cleanText('a\u0000b\u0007c\u007fd\u0085e\u009f')).toBe('abcde');
    expect(cleanText('  前后  空格  ')).toBe('前后 空格');
    expect(cleanText('行\u2028段\u2029尾')).toBe('行 段 尾');
  });

  test('markup stays text (React and the sheet write it as text)', () => {
    expect(cleanText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('neutraliseFormula', () => {
  test.each(['=HYPERLINK("http://x","点我")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-cmd', '=1'])('%j is written as text', (v) => {
    expect(neutraliseFormula(v)).toBe(`'${v}`);
  });
  test.each(['张*明', '三年级(2)班', '1-2', 'a=b', '', '-', '-12', '+3.5'])('%j is left alone', (v) => {
    expect(neutraliseFormula(v)).toBe(v);
  });
});

describe('fileNamePart', () => {
  test('characters file systems refuse and white space become _, controls go, no leading dot', () => {
    expect(fileNamePart('a/b\\c:d*e?f"g<h>i|j k')).toBe('a_b_c_d_e_f_g_h_i_j_k');
    expect(fileNamePart('..\u202e学校\u000c名')).toBe('学校_名');
    expect(fileNamePart('../../etc/passwd')).toBe('etc_passwd');
  });
  test('bounded: at most FILE_NAME_MAX characters, cut with …', () => {
    const part = fileNamePart('校'.repeat(500));
    expect([...part]).toHaveLength(FILE_NAME_MAX);
    expect(part.endsWith('…')).toBe(true);
    expect([...fileNamePart('学'.repeat(500), 20)]).toHaveLength(20);
  });
});
