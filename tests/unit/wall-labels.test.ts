import { placeText, shortNames, shortPlaceName, splitClassName, titleWithout } from '@/features/cockpit/wall-labels';
import { pointLabelSides, mapPxPerUnit, type LabelledPoint } from '@/utils/schematic-map';

/**
 * The label rules of the walls (docs/pages.md, "The wall shell"): a row never cuts what tells it apart — schools
 * without the place they are in, a class or a grade by its own name with its school after it, a title without the
 * organiser it repeats — and the names of neighbouring schools on the map do not run into each other.
 */

describe('short school names', () => {
  test.each([
    ['望海区星河小学', '星河小学'],
    ['滨江市实验小学', '实验小学'],
    ['望海区第一初级中学', '第一初级中学'],
    ['滨江市第三高级中学', '第三高级中学'],
    ['滨江市实验小学(东校区)', '实验小学(东校区)'],
    // No place in front, or nothing left after it: as is.
    ['滨江外国语学校', '滨江外国语学校'],
    ['望海区', '望海区'],
    ['望海区教育局', '教育局'],
    ['星河小学', '星河小学'],
  ])('%s → %s', (name, short) => {
    expect(shortPlaceName(name)).toBe(short);
  });

  test('two schools that would read the same keep their full names; the others are shortened', () => {
    const short = shortNames(['云栖区实验小学', '滨江市实验小学', '望海区星河小学', '滨江市实验小学']);
    expect(short.get('云栖区实验小学')).toBe('云栖区实验小学');
    expect(short.get('滨江市实验小学')).toBe('滨江市实验小学');
    expect(short.get('望海区星河小学')).toBe('星河小学');
    expect(short.size).toBe(3);
  });

  test('every short name is distinct where the full names are (property over the demo-like names)', () => {
    const names = ['望海区育英小学', '云栖区育英小学', '望海区明德学校', '云栖区文澜学校', '滨江市第一中学', '滨江市第二高级中学'];
    const short = shortNames(names);
    expect(new Set(names.map((n) => short.get(n))).size).toBe(names.length);
  });
});

describe('a class named with its school in front', () => {
  test.each([
    ['望海区明德学校六年级(5)班', { own: '六年级(5)班', school: '望海区明德学校' }],
    ['滨江市第一中学高二(3)班', { own: '高二(3)班', school: '滨江市第一中学' }],
    ['六年级(5)班', { own: '六年级(5)班' }],
    ['望海区星河小学三年级', { own: '三年级', school: '望海区星河小学' }],
    ['教师', { own: '教师' }],
  ])('%s', (name, parts) => {
    expect(splitClassName(name)).toEqual(parts);
  });
});

describe('the rest of a row', () => {
  test('a title without the organiser it starts with (shown beside it); never empty', () => {
    expect(titleWithout('望海区明德学校第14届“悦读·越美”读书节', '望海区明德学校')).toBe('第14届“悦读·越美”读书节');
    expect(titleWithout('“阅享成长”主题征文比赛', '望海区教育局')).toBe('“阅享成长”主题征文比赛');
    expect(titleWithout('望海区明德学校', '望海区明德学校')).toBe('望海区明德学校');
  });

  test('the place after a name: its parts that are there, the class before the school', () => {
    expect(placeText('三年级(5)班', '星河小学')).toBe('三年级(5)班 · 星河小学');
    expect(placeText('三年级(5)班', undefined)).toBe('三年级(5)班');
    expect(placeText(null, '')).toBeUndefined();
  });
});

describe('names on the schematic map', () => {
  const FONT = 20;
  const PX = 0.6; // px per map unit

  /** The box of a placed name in map units (as pointLabelSides sees it). */
  function box(p: LabelledPoint, side: string): [number, number, number, number] {
    const w = (Array.from(p.label).length * FONT + 8) / PX;
    const h = (FONT * 1.25) / PX;
    const r = (p.size / 2 + 4) / PX;
    const [x, y] = p.coord;
    if (side === 'right') return [x + r, y - h / 2, x + r + w, y + h / 2];
    if (side === 'left') return [x - r - w, y - h / 2, x - r, y + h / 2];
    if (side === 'top') return [x - w / 2, y - r - h, x + w / 2, y - r];
    return [x - w / 2, y + r, x + w / 2, y + r + h];
  }
  const overlaps = (a: number[], b: number[]) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

  test('two schools side by side: the left one’s name goes elsewhere than over its neighbour', () => {
    const points: LabelledPoint[] = [
      { id: 1, coord: [400, 300], label: '第一初级中学', size: 16 },
      { id: 2, coord: [560, 300], label: '星河小学', size: 12 },
    ];
    const sides = pointLabelSides(points, PX, FONT);
    expect(sides.get(1)).not.toBe('right');
    expect(sides.get(2)).toBe('right');
  });

  test('no two names overlap and no name covers another school (a crowded district)', () => {
    const points: LabelledPoint[] = Array.from({ length: 9 }, (_, i) => ({
      id: i,
      coord: [200 + ((i * 137) % 500), 150 + ((i * 89) % 500)] as const,
      label: ['海棠路小学', '第一初级中学', '星河小学', '明德学校', '第三高级中学', '第一中学', '启航初级中学', '育英小学', '实验小学'][i],
      size: 14,
    }));
    const sides = pointLabelSides(points, PX, FONT);
    const boxes = points.map((p) => box(p, sides.get(p.id)!));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlaps(boxes[i], boxes[j]), `${points[i].label} / ${points[j].label}`).toBe(false);
    }
  });

  test('a map unit in pixels: the map’s longer side fits 94 % of the box’s shorter side', () => {
    const outline = [
      [0, 0],
      [500, 0],
      [500, 250],
      [0, 250],
    ];
    expect(mapPxPerUnit(outline, 800, 600)).toBeCloseTo((0.94 * 600) / 500, 10);
    expect(mapPxPerUnit([], 800, 600)).toBe(1);
  });
});
