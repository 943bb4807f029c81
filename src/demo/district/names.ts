/**
 * Deterministic Chinese personal names. A name depends only on the numbers passed in
 * (e.g. a student id), so a roster can be rebuilt on demand without storing names.
 */
import { fmix32, mix2 } from './prng';

/** Common surnames, most frequent first (weights fall off along the list). */
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
  '彭',
  '曾',
  '肖',
  '田',
  '董',
  '袁',
  '潘',
  '于',
  '蒋',
  '蔡',
  '余',
  '杜',
  '叶',
  '程',
  '苏',
  '魏',
  '吕',
  '丁',
  '任',
  '沈',
  '姚',
  '卢',
  '姜',
  '崔',
  '钟',
  '谭',
  '陆',
  '汪',
  '范',
  '金',
  '石',
  '廖',
  '贾',
  '夏',
  '韦',
  '付',
  '方',
  '白',
  '邹',
  '孟',
  '熊',
  '秦',
  '邱',
  '江',
  '尹',
  '薛',
  '闫',
  '段',
  '雷',
  '侯',
  '龙',
  '史',
  '陶',
  '黎',
  '贺',
  '顾',
  '毛',
  '郝',
  '龚',
  '邵',
  '万',
  '钱',
  '严',
  '覃',
  '武',
  '戴',
  '莫',
  '孔',
  '向',
  '欧阳',
  '司马',
  '诸葛',
];

const BOY_CHARS = [
  '浩',
  '宇',
  '轩',
  '然',
  '子',
  '涵',
  '博',
  '文',
  '俊',
  '杰',
  '晨',
  '阳',
  '泽',
  '睿',
  '航',
  '铭',
  '辰',
  '昊',
  '天',
  '一',
  '嘉',
  '明',
  '恒',
  '皓',
  '鹏',
  '宸',
  '逸',
  '凯',
  '豪',
  '诚',
  '哲',
  '思',
  '远',
  '毅',
  '煜',
  '彬',
  '峻',
  '霖',
  '翔',
  '瀚',
  '锦',
  '瑞',
  '晟',
  '卓',
  '庭',
];

const GIRL_CHARS = [
  '欣',
  '怡',
  '梓',
  '涵',
  '雨',
  '萱',
  '诗',
  '琪',
  '佳',
  '悦',
  '可',
  '馨',
  '语',
  '桐',
  '彤',
  '思',
  '若',
  '汐',
  '婉',
  '清',
  '静',
  '雅',
  '琳',
  '瑶',
  '舒',
  '妍',
  '晴',
  '月',
  '婷',
  '颖',
  '嘉',
  '一',
  '依',
  '慧',
  '茜',
  '蕾',
  '芮',
  '朵',
  '安',
  '宁',
  '沐',
  '瑾',
  '芷',
  '艺',
  '菲',
];

const TEACHER_CHARS = [
  '建',
  '国',
  '华',
  '军',
  '伟',
  '芳',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '娟',
  '涛',
  '明',
  '超',
  '秀',
  '霞',
  '平',
  '刚',
  '桂',
  '英',
  '燕',
  '辉',
  '玲',
  '红',
  '鑫',
  '波',
  '斌',
  '宇',
  '浩',
  '凯',
  '健',
  '俊',
  '帆',
  '帅',
  '旭',
  '宁',
  '琳',
  '雪',
  '晶',
  '倩',
  '婷',
];

const MALE_TEACHER_POOL = [...TEACHER_CHARS.slice(0, 30), ...BOY_CHARS.slice(0, 15)];
const FEMALE_TEACHER_POOL = [...TEACHER_CHARS.slice(5), ...GIRL_CHARS.slice(0, 15)];

/** Picks a surname with a Zipf-like bias towards the common ones. */
function surname(h: number): string {
  const u = (h >>> 0) / 4294967296;
  const idx = Math.floor(SURNAMES.length * u * u); // density falls off along the list
  return SURNAMES[idx];
}

function pickChar(list: readonly string[], h: number): string {
  return list[(h >>> 0) % list.length];
}

export type Gender = '男' | '女';

export interface PersonName {
  name: string;
  gender: Gender;
}

/**
 * A student's name from a numeric key (the student id). About half are girls;
 * 75% have two-character given names.
 */
export function studentNameOf(key: number): PersonName {
  const h1 = fmix32(key ^ 0x5bd1e995);
  const h2 = mix2(h1, 17);
  const h3 = mix2(h2, 29);
  const h4 = mix2(h3, 43);
  const gender: Gender = (h1 & 1) === 0 ? '男' : '女';
  const chars = gender === '男' ? BOY_CHARS : GIRL_CHARS;
  const twoChars = h4 % 4 !== 0;
  let given = pickChar(chars, h2 >>> 3);
  if (twoChars) {
    let second = pickChar(chars, h3 >>> 5);
    if (second === given) second = pickChar(chars, (h3 >>> 5) + 1);
    given += second;
  }
  return { name: surname(h4) + given, gender };
}

/** A teacher's name from a numeric key (the teacher id); about 70% are women. */
export function teacherNameOf(key: number): PersonName {
  const h1 = fmix32(key ^ 0x27d4eb2d);
  const h2 = mix2(h1, 7);
  const h3 = mix2(h2, 11);
  const h4 = mix2(h3, 13);
  const gender: Gender = h1 % 10 < 7 ? '女' : '男';
  const pool = gender === '男' ? MALE_TEACHER_POOL : FEMALE_TEACHER_POOL;
  const twoChars = h4 % 3 === 0;
  let given = pickChar(pool, h2 >>> 4);
  if (twoChars) {
    let second = pickChar(pool, h3 >>> 6);
    if (second === given) second = pickChar(pool, (h3 >>> 6) + 1);
    given += second;
  }
  return { name: surname(h4) + given, gender };
}

const SURNAME_SET = new Set(SURNAMES);
const STUDENT_CHAR_SET = new Set([...BOY_CHARS, ...GIRL_CHARS]);

/**
 * Whether `text` is a name `studentNameOf` makes (a surname, then one or two given characters of the students'
 * lists): what the demo API masks in every answer to a display token, whichever field carries it. A teacher whose
 * given name is drawn from the same characters is masked too, which a public screen can afford.
 */
export function isStudentName(text: string): boolean {
  const chars = Array.from(text);
  if (chars.length < 2 || chars.length > 4) return false;
  for (const cut of [1, 2]) {
    const given = chars.slice(cut);
    if (
      given.length >= 1 &&
      given.length <= 2 &&
      SURNAME_SET.has(chars.slice(0, cut).join('')) &&
      given.every((c) => STUDENT_CHAR_SET.has(c))
    )
      return true;
  }
  return false;
}
