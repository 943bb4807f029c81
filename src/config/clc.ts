/**
 * The 22 top classes of the Chinese Library Classification (中图法): a published standard, not data.
 * One list for the pages (filters, labels) and the demo generator (src/demo/district/categories.ts).
 */
export const CLC_CODES_ORDERED = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'X',
  'Z',
] as const;

/** One of the 22 中图法 top-class letters. */
export type ClcCode = (typeof CLC_CODES_ORDERED)[number];

export interface ClcClass {
  code: ClcCode;
  /** Short Chinese name as used on screens, e.g. '文学'. */
  name: string;
  /** Full official name. */
  fullName: string;
}

export const CLC_CLASSES: readonly ClcClass[] = [
  { code: 'A', name: '马列毛邓', fullName: '马克思主义、列宁主义、毛泽东思想、邓小平理论' },
  { code: 'B', name: '哲学宗教', fullName: '哲学、宗教' },
  { code: 'C', name: '社会科学总论', fullName: '社会科学总论' },
  { code: 'D', name: '政治法律', fullName: '政治、法律' },
  { code: 'E', name: '军事', fullName: '军事' },
  { code: 'F', name: '经济', fullName: '经济' },
  { code: 'G', name: '文化科学教育体育', fullName: '文化、科学、教育、体育' },
  { code: 'H', name: '语言文字', fullName: '语言、文字' },
  { code: 'I', name: '文学', fullName: '文学' },
  { code: 'J', name: '艺术', fullName: '艺术' },
  { code: 'K', name: '历史地理', fullName: '历史、地理' },
  { code: 'N', name: '自然科学总论', fullName: '自然科学总论' },
  { code: 'O', name: '数理科学和化学', fullName: '数理科学和化学' },
  { code: 'P', name: '天文学地球科学', fullName: '天文学、地球科学' },
  { code: 'Q', name: '生物科学', fullName: '生物科学' },
  { code: 'R', name: '医药卫生', fullName: '医药、卫生' },
  { code: 'S', name: '农业科学', fullName: '农业科学' },
  { code: 'T', name: '工业技术', fullName: '工业技术' },
  { code: 'U', name: '交通运输', fullName: '交通运输' },
  { code: 'V', name: '航空航天', fullName: '航空、航天' },
  { code: 'X', name: '环境科学', fullName: '环境科学、安全科学' },
  { code: 'Z', name: '综合性图书', fullName: '综合性图书' },
];

export const CLC_CODES: ReadonlySet<string> = new Set(CLC_CODES_ORDERED);

export function isClcCode(code: string): code is ClcCode {
  return CLC_CODES.has(code);
}

/** 'I' → 'I 文学'; an unknown code as is. */
export function clcLabel(code: string, name?: string): string {
  const n = name ?? CLC_CLASSES.find((c) => c.code === code)?.name;
  return n ? `${code} ${n}` : code;
}
