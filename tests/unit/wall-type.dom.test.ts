import { call } from '@/api/client';
import { bookCirculation, dataStatus, loanLibrary, monthlyActive, userActive } from '@/api/contract/overview';
import {
  annualCirculation,
  bookCategory,
  bookCollection,
  categoryBorrow,
  gradeBorrow,
  loanBookBorrowTotal,
  loanData,
  threeYearBorrow,
  threeYearCirculation,
} from '@/api/contract/library';
import { expressionTypes, readingByGrade, readingTrend } from '@/api/contract/reading';
import { teachingData } from '@/api/contract/teaching';
import { carryOut } from '@/api/contract/activity';
import { categoryBalance, gradeReadWords, powerDimension, verifyTotal } from '@/api/contract/verify';
import type { ChartOption } from '@/components/chart';
import { WALL_INK, WALL_TYPE } from '@/components/chart-options/ink';
import { regionMapOption } from '@/components/chart-options/region-map';
import { DEMO_NOW, DEMO_TODAY } from '@/demo/district';
import { demoToken } from '@/demo/tokens';
import * as W from '@/features/cockpit/wall-options';
import type { WallTones } from '@/features/cockpit/wall-parts';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';

/**
 * The walls' one type scale (WALL_TYPE, docs/pages.md "The wall shell") in their charts: every chart of every wall
 * page, built from the demo's real answers for a district, a school and the city, sizes each of its texts at the
 * scale's smallest or more (and sets that size as the default for anything it leaves unsized); no legend pages
 * (every category stays in view); a donut's ring and its legend sit side by side in any panel shape; a bar list
 * names every row. The stylesheet takes the same scale (its sizes are measured in the browser: tests/e2e/cockpit.spec.ts).
 */

const TONES: WallTones = {
  primary: '#2f7df6',
  light: '#8fbcff',
  ramp: ['#12306b', '#1d5fb8', '#2f9be6', '#5fd0ff'],
  accent: '#ffc53d',
  cyan: '#2bd4ff',
  green: '#4fe3a1',
  red: '#ff6b6b',
  purple: '#a98bff',
  gold: '#ffc53d',
  mapRamp: ['#12306b', '#1d5fb8', '#2f9be6', '#5fd0ff'],
};

function as(login: string) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: null });
}

/** Every `fontSize` in an option (rich-text styles and nested components included), with where it is. */
function fontSizes(value: unknown, path = ''): { path: string; size: number }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => fontSizes(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'fontSize' && typeof v === 'number' ? [{ path: `${path}.${k}`, size: v }] : fontSizes(v, `${path}.${k}`),
  );
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Every chart of the wall pages, by name, from one account's answers. */
async function wallCharts(): Promise<Record<string, ChartOption>> {
  const ctx = { tones: TONES, yearId: 2026 };
  const [circ, groups, active, units, cats, coll, three, months, annual, grades, unitLoans, borrowed, loans] = await Promise.all([
    call(bookCirculation, {}),
    call(loanLibrary, {}),
    call(monthlyActive, {}),
    call(userActive, {}),
    call(bookCategory, {}),
    call(bookCollection, {}),
    call(threeYearCirculation, {}),
    call(threeYearBorrow, {}),
    call(annualCirculation, {}),
    call(gradeBorrow, {}),
    call(loanBookBorrowTotal, {}),
    call(categoryBorrow, {}),
    call(loanData, {}),
  ]);
  const [trend, byGrade, expr, teach, carry, total, words, power, balance] = await Promise.all([
    call(readingTrend, {}),
    call(readingByGrade, {}),
    call(expressionTypes, {}),
    call(teachingData, {}),
    call(carryOut, {}),
    call(verifyTotal, {}),
    call(gradeReadWords, {}),
    call(powerDimension, {}),
    call(categoryBalance, {}),
  ]);
  return {
    circulationTrend: W.circulationTrendOption(circ, ctx),
    monthlyActive: W.monthlyActiveOption(active, ctx),
    groupLoans: W.groupLoansOption(groups, ctx),
    activeRateByUnit: W.activeRateByUnitOption(units, ctx),
    ring: W.ringFor(0.412, '参与率', TONES.cyan),
    categoryShare: W.categoryShareOption(cats, ctx),
    acquisitions: W.acquisitionsOption(coll, ctx),
    threeYearCirculation: W.threeYearCirculationOption(three, ctx),
    threeYearBorrow: W.threeYearBorrowOption(months, ctx),
    annualCirculation: W.annualCirculationOption(annual, ctx),
    gradeBorrow: W.gradeBorrowOption(grades, ctx),
    unitLoans: W.unitLoansOption(unitLoans, ctx),
    categoryLoans: W.categoryLoansOption(borrowed, ctx),
    categoryDonut: W.categoryShareDonut(borrowed),
    loanAverage: W.loanAverageOption(loans, ctx),
    readingTrend: W.readingTrendOption(trend, ctx),
    readingByGrade: W.readingByGradeOption(byGrade, ctx),
    typeShare: W.typeShareOption(expr, '次'),
    teachingMonths: W.teachingMonthsOption(teach, ctx),
    subjectTasks: W.subjectTasksOption(teach, ctx),
    activityMonths: W.activityMonthsOption(carry, ctx),
    activityTypes: W.activityTypesOption(carry),
    bands: W.bandsOption(total, ctx),
    gradeWords: W.gradeWordsOption(words, ctx),
    powerRadar: W.powerRadarOption(power, ctx),
    balance: W.balanceOption(balance, ctx),
    map: regionMapOption({
      ink: WALL_INK,
      map: 'srp-test',
      valueName: '生均借阅',
      valueFormat: { kind: 'decimal' },
      ramp: TONES.mapRamp,
      pointColor: TONES.gold,
      highlightColor: TONES.green,
      labels: { regions: true, points: true },
      regions: [{ name: '望海区', value: 6, lines: [] }],
      points: [{ name: '星河小学', coord: [1, 1], size: 12, lines: [], labelSide: 'left' }],
    }),
  };
}

describe('the type scale', () => {
  test('nothing below 20 px, rows and labels 24, key figures 40 and more (design px at 1920)', () => {
    expect(WALL_TYPE.min).toBe(20);
    expect(WALL_TYPE.row).toBeGreaterThanOrEqual(24);
    expect(WALL_TYPE.figureMin).toBeGreaterThanOrEqual(40);
    expect(WALL_TYPE.figure).toBeGreaterThanOrEqual(WALL_TYPE.figureMin);
    for (const [name, size] of Object.entries(WALL_TYPE)) expect(size, name).toBeGreaterThanOrEqual(WALL_TYPE.min);
    expect(WALL_INK.fontSize).toBeGreaterThanOrEqual(WALL_TYPE.min);
    expect(WALL_INK.smallFontSize).toBeGreaterThanOrEqual(WALL_TYPE.min);
    expect(WALL_INK.titleFontSize).toBeGreaterThanOrEqual(WALL_TYPE.figureMin);
  });
});

describe.each(['zone', 'library', 'city'])('every wall chart, as %s', (login) => {
  let charts: Record<string, ChartOption>;
  beforeAll(async () => {
    as(login);
    charts = await wallCharts();
  });

  test('every text at 20 px or more, and 20 px the default of any text left unsized', () => {
    const small: string[] = [];
    for (const [name, raw] of Object.entries(charts)) {
      const option = W.withWallText(raw);
      expect((option.textStyle as { fontSize: number }).fontSize, name).toBe(WALL_TYPE.min);
      for (const { path, size } of fontSizes(option)) if (size < WALL_TYPE.min) small.push(`${name}${path} = ${size}`);
    }
    expect(small).toEqual([]);
    // The walk found the sizes it should (axes, legends, labels …), not nothing.
    expect(fontSizes(charts.circulationTrend).length).toBeGreaterThan(5);
  });

  test('no legend pages: every category in view', () => {
    for (const [name, option] of Object.entries(charts)) {
      for (const legend of asArray(option.legend)) expect((legend as { type?: string }).type, name).toBe('plain');
    }
  });

  test('a donut’s ring and its legend side by side: the legend starts right of the ring’s box', () => {
    for (const name of ['categoryDonut', 'typeShare', 'activityTypes', 'bands']) {
      const option = charts[name];
      const pie = asArray(option.series as object[])[0] as { width: string; radius: string[] };
      const legend = option.legend as { left: string; orient: string };
      expect(legend.orient, name).toBe('vertical');
      expect(parseFloat(legend.left), name).toBeGreaterThan(parseFloat(pie.width));
      // The ring within its box: the outer radius a share of the box's own size.
      expect(parseFloat(pie.radius[1]), name).toBeLessThanOrEqual(100);
    }
  });

  test('a bar list names every row (no label left out)', () => {
    for (const name of ['groupLoans', 'activeRateByUnit', 'unitLoans', 'subjectTasks']) {
      const y = charts[name].yAxis as { axisLabel: { interval: number }; data: string[] };
      expect(y.axisLabel.interval, name).toBe(0);
      expect(y.data.length, name).toBeLessThanOrEqual(9);
      // Schools without the place they are in (the wall's title names it), unless two would then read the same (the
      // city's 云栖区实验小学 and 滨江市实验小学): every row still named apart.
      expect(new Set(y.data).size, name).toBe(y.data.length);
      if (login !== 'city') for (const label of y.data) expect(label, name).not.toMatch(/^(望海区|云栖区)./);
    }
  });
});

test('数据截至 of the demo: its today, brought up to date at its now; an earlier year as of its last day', async () => {
  as('zone');
  const now = await call(dataStatus, {});
  expect(now).toMatchObject({ scope: { level: 'district', name: '望海区' }, dataDate: DEMO_TODAY, updatedAt: DEMO_NOW });
  expect((await call(dataStatus, { yearId: 2025 })).dataDate).toBe('2026-08-31');
  expect((await call(dataStatus, { month: '2026-10' })).dataDate).toBe('2026-10-31');
  expect((await call(dataStatus, { month: '2026-11' })).dataDate).toBe(DEMO_TODAY);
});
