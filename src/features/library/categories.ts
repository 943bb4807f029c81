/**
 * The 22 top classes of the Chinese Library Classification (中图法), as the category filter offers them.
 *
 * This is the published standard, not data: the demo generator has the same list (src/demo/district/categories.ts)
 * but pages may not import the demo (a production build drops it). The server answers with codes and names too;
 * this list is only the filter's option set.
 */
export const CLC_CLASSES: readonly { code: string; name: string }[] = [
  { code: 'A', name: '马列毛邓' },
  { code: 'B', name: '哲学宗教' },
  { code: 'C', name: '社会科学总论' },
  { code: 'D', name: '政治法律' },
  { code: 'E', name: '军事' },
  { code: 'F', name: '经济' },
  { code: 'G', name: '文化科学教育体育' },
  { code: 'H', name: '语言文字' },
  { code: 'I', name: '文学' },
  { code: 'J', name: '艺术' },
  { code: 'K', name: '历史地理' },
  { code: 'N', name: '自然科学总论' },
  { code: 'O', name: '数理科学和化学' },
  { code: 'P', name: '天文学地球科学' },
  { code: 'Q', name: '生物科学' },
  { code: 'R', name: '医药卫生' },
  { code: 'S', name: '农业科学' },
  { code: 'T', name: '工业技术' },
  { code: 'U', name: '交通运输' },
  { code: 'V', name: '航空航天' },
  { code: 'X', name: '环境科学' },
  { code: 'Z', name: '综合性图书' },
];

export const CLC_CODES: ReadonlySet<string> = new Set(CLC_CLASSES.map((c) => c.code));

/** 'I' → 'I 文学'; an unknown code as is. */
export function clcLabel(code: string, name?: string): string {
  const n = name ?? CLC_CLASSES.find((c) => c.code === code)?.name;
  return n ? `${code} ${n}` : code;
}
