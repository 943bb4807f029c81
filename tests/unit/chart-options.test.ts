import { ADMIN_INK, WALL_INK } from '@/components/chart-options/ink';
import { fixedRangeInterval, formatValue } from '@/components/chart-options/common';
import { comboOption } from '@/components/chart-options/combo';
import { monthTrendOption, schoolYearMonths } from '@/components/chart-options/month-trend';
import { yearCompareOption } from '@/components/chart-options/year-compare';
import { schoolMonthIndex } from '@/utils/school-calendar';
import { barListHeight, barListOption } from '@/components/chart-options/bar-list';
import { divergingBarOption, signedText } from '@/components/chart-options/diverging-bar';
import { heatmapOption } from '@/components/chart-options/heatmap';
import { radarOption } from '@/components/chart-options/radar';
import { shareOption } from '@/components/chart-options/share';
import { ringOption } from '@/components/chart-options/ring';
import { regionMapOption } from '@/components/chart-options/region-map';

/** The chart kit's shapes: axes in one unit, the school-year month axis, labels and series as given. */

type Loose = Record<string, unknown> & { series: Array<Record<string, unknown>>; yAxis: Array<Record<string, unknown>> };
const loose = (o: unknown) => o as Loose;
const axisLabel = (axis: Record<string, unknown>) => (axis.axisLabel as { formatter: (v: number) => string }).formatter;

describe('formatValue', () => {
  test('counts in 万 above 9999 with the unit, percentages, fixed decimals, gaps', () => {
    expect(formatValue(12345, { unit: '册次' })).toBe('1.23万 册次');
    expect(formatValue(512, { unit: '人' })).toBe('512 人');
    expect(formatValue(0.3456, { kind: 'percent' })).toBe('34.6%');
    expect(formatValue(6.5, { kind: 'decimal', unit: '册/生' })).toBe('6.50 册/生');
    expect(formatValue(null, { unit: '人' })).toBe('-');
    expect(formatValue(Number.NaN)).toBe('-');
  });
});

describe('comboOption', () => {
  const option = loose(
    comboOption({
      categories: ['一年级', '二年级'],
      axes: [{ unit: '册次' }, { kind: 'decimal', unit: '册次/生', digits: 1 }],
      series: [
        { name: '借阅量', type: 'bar', data: [5000, 15000] },
        { name: '生均借阅', type: 'line', axis: 1, data: [3.25, 4], format: { kind: 'decimal', unit: '册次/生' } },
      ],
    }),
  );

  test('each value axis has one unit: all 万 when any value passes 9999, the rate axis its decimals', () => {
    expect(option.yAxis).toHaveLength(2);
    expect(axisLabel(option.yAxis[0])(5000)).toBe('0.5万');
    expect(axisLabel(option.yAxis[1])(2)).toBe('2');
    expect(option.yAxis[0].name).toBe('册次');
    expect(option.yAxis[1].splitLine).toEqual({ show: false });
  });

  test('series keep their values, axis and tooltip format; a legend for two series', () => {
    expect(option.series.map((s) => [s.type, s.yAxisIndex, s.data])).toEqual([
      ['bar', 0, [5000, 15000]],
      ['line', 1, [3.25, 4]],
    ]);
    const tip = (option.series[1].tooltip as { valueFormatter: (v: unknown) => string }).valueFormatter;
    expect(tip(3.25)).toBe('3.25 册次/生');
    expect(option.legend).toBeDefined();
  });

  test('per-item colours and a mark line', () => {
    const o = loose(
      comboOption({
        categories: ['a', 'b'],
        axes: [{}],
        series: [
          {
            name: 'x',
            type: 'bar',
            data: [1, 2],
            itemColor: (i) => (i === 1 ? '#f00' : undefined),
            markLine: { value: 1.5, label: '均值', color: '#0f0' },
          },
        ],
      }),
    );
    expect(o.series[0].data).toEqual([1, { value: 2, itemStyle: { color: '#f00' } }]);
    expect((o.series[0].markLine as { data: unknown[] }).data).toEqual([{ yAxis: 1.5, name: 'x' }]);
    expect(o.legend).toBeUndefined();
  });
});

describe('month trend', () => {
  test('the axis is September to August of the school year; missing months are gaps; tooltips name the year', () => {
    const rows = [
      { month: '2026-09', loans: 5 },
      { month: '2026-10', loans: 7 },
    ];
    const o = loose(
      monthTrendOption({ rows, yearId: 2026, axes: [{ unit: '册次' }], series: [{ name: '借出', type: 'bar', value: (r) => r.loans }] }),
    );
    const x = o.xAxis as { data: string[]; axisLabel: { formatter: (v: string) => string } };
    expect(x.data).toHaveLength(12);
    expect(x.data[0]).toBe('2026年9月');
    expect(x.data[11]).toBe('2027年8月');
    expect(x.axisLabel.formatter('2026年9月')).toBe('9月');
    expect(o.series[0].data).toEqual([5, 7, null, null, null, null, null, null, null, null, null, null]);
    expect(schoolYearMonths(rows)).toEqual(schoolYearMonths(rows, 2026));
    expect(schoolYearMonths([])).toEqual([]);
  });
});

describe('an axis with both ends fixed', () => {
  test('steps that divide the range, about as many as the axis has: no last label crowding the one before', () => {
    // The wall's four intervals: echarts alone made 0–100 % in steps of 30 (0, 30, 60, 90, then 100 just above).
    expect(fixedRangeInterval(0, 1, WALL_INK.valueTicks!)).toBe(0.25);
    expect(fixedRangeInterval(0, 100, 4)).toBe(25);
    // echarts' five: the step it would take anyway.
    expect(fixedRangeInterval(0, 1, 5)).toBe(0.2);
    expect(fixedRangeInterval(0, 100, 5)).toBe(20);
    expect(fixedRangeInterval(0, 1, 2)).toBe(0.5);
    expect(fixedRangeInterval(60, 100, 4)).toBe(10);
    // A round step however many it takes, exact (0.7 ÷ 7 is 0.0999… in floating point).
    expect(fixedRangeInterval(0, 0.7, 4)).toBe(0.1);
    // No round step divides it, or no range: left to echarts.
    expect(fixedRangeInterval(0, 0.37, 4)).toBeUndefined();
    expect(fixedRangeInterval(1, 1, 4)).toBeUndefined();
  });

  test('the wall’s month trend: its percent axis every 25 %, every label apart; the admin pages’ every 20 %', () => {
    const rows = [{ month: '2026-09', tasks: 250, rate: 0.8 }];
    const option = (ink: typeof WALL_INK) =>
      loose(
        monthTrendOption({
          rows,
          yearId: 2026,
          ink,
          axes: [{ unit: '个' }, { kind: 'percent', min: 0, max: 1 }],
          series: [
            { name: '阅读任务', type: 'bar', value: (r) => r.tasks },
            { name: '任务完成率', type: 'line', axis: 1, value: (r) => r.rate },
          ],
        }),
      );
    const axes = (ink: typeof WALL_INK) => option(ink).yAxis as { interval?: number; min?: number; max?: number }[];
    expect(axes(WALL_INK)[1]).toMatchObject({ min: 0, max: 1, interval: 0.25 });
    expect(axes(ADMIN_INK)[1]).toMatchObject({ min: 0, max: 1, interval: 0.2 });
    // The count axis keeps echarts' own steps.
    expect(axes(WALL_INK)[0].interval).toBeUndefined();
  });
});

describe('other shapes', () => {
  test('bar list: values and notes in the labels, rows top to bottom as given', () => {
    const o = loose(
      barListOption({
        names: ['甲', '乙'],
        values: [12345, 10],
        format: { unit: '册次' },
        note: (i) => (i === 0 ? '生均 3.21' : undefined),
        tooltip: () => null,
      }),
    );
    expect((o.yAxis as unknown as { data: string[]; inverse: boolean }).data).toEqual(['甲', '乙']);
    const label = (o.series[0].label as { formatter: (p: { dataIndex: number }) => string }).formatter;
    expect(label({ dataIndex: 0 })).toBe('{v|1.23万} {s|生均 3.21}');
    expect(label({ dataIndex: 1 })).toBe('{v|10}');
  });

  test('bar list: a second grey line under the names where given (rich-text markup of the names neutralised)', () => {
    const o = loose(
      barListOption({
        names: ['三年级(2)班', 'a{b|c}'],
        subNames: ['育英小学', undefined],
        values: [3, 2],
        format: {},
        tooltip: () => null,
      }),
    );
    const axis = (o.yAxis as unknown as { axisLabel: { formatter: (v: string, i: number) => string; rich: Record<string, unknown> } })
      .axisLabel;
    expect(axis.formatter('三年级(2)班', 0)).toBe('{n|三年级(2)班}\n{s|育英小学}');
    expect(axis.formatter('a{b|c}', 1)).toBe('{n|a｛b｜c｝}');
    expect(Object.keys(axis.rich)).toEqual(['n', 's']);
    expect(barListHeight(10, 2)).toBeGreaterThan(barListHeight(10));
    const plain = loose(barListOption({ names: ['甲'], values: [1], format: {}, tooltip: () => null }));
    expect((plain.yAxis as unknown as { axisLabel: { formatter?: unknown } }).axisLabel.formatter).toBeUndefined();
  });

  test('heat map: cells as given, the colour scale up to the largest cell', () => {
    const o = loose(
      heatmapOption({
        xLabels: ['A', 'B'],
        yLabels: ['一'],
        cells: [
          [0, 0, 3],
          [1, 0, 9],
        ],
        ramp: ['#fff', '#000'],
        format: {},
        tooltip: () => ({ title: '', lines: [] }),
      }),
    );
    expect(o.series[0].data).toEqual([
      [0, 0, 3],
      [1, 0, 9],
    ]);
    expect((o.visualMap as { max: number }).max).toBe(9);
  });

  test('radar: one polygon per series over the dimensions; share: slices with values', () => {
    const r = loose(
      radarOption({
        indicators: ['提取信息', '推断解释'],
        max: 100,
        format: {},
        series: [
          { name: '本校', values: [80, 70] },
          { name: '全区', values: [75, 72], dashed: true },
        ],
      }),
    );
    expect((r.radar as { indicator: unknown[] }).indicator).toEqual([
      { name: '提取信息', max: 100 },
      { name: '推断解释', max: 100 },
    ]);
    expect((r.series[0].data as Array<{ value: number[] }>).map((d) => d.value)).toEqual([
      [80, 70],
      [75, 72],
    ]);
    const s = loose(
      shareOption({
        items: [
          { name: '笔记', value: 3 },
          { name: '书评', value: 1 },
        ],
        format: {},
      }),
    );
    expect(s.series[0].data).toEqual([
      { name: '笔记', value: 3 },
      { name: '书评', value: 1 },
    ]);
    // Percentages are never cut to '…'.
    expect((s.series[0].label as { overflow: string }).overflow).toBe('none');
  });
});

describe('yearCompareOption', () => {
  const thisYear = [
    { month: '2026-09', rate: 0.75, n: 1545 },
    { month: '2026-11', rate: 0.7, n: 1400 },
  ];
  const lastYear = [
    { month: '2025-09', rate: 0.6, n: 1200 },
    { month: '2025-10', rate: 0.55, n: 1100 },
    { month: '2026-08', rate: 0.1, n: 200 },
  ];
  const o = loose(
    yearCompareOption({
      years: [
        { name: '2026-2027学年', rows: thisYear, color: '#08f' },
        { name: '2025-2026学年', rows: lastYear, color: '#aaa', dashed: true },
      ],
      value: (r) => r.rate,
      axis: { kind: 'percent', max: 1 },
      detail: (r) => `参与 ${r.n} 人`,
    }),
  );

  test('one line per year on a September–August axis; months without data are gaps', () => {
    expect(schoolMonthIndex('2026-09')).toBe(0);
    expect(schoolMonthIndex('2027-08')).toBe(11);
    expect((o.xAxis as { data: string[] }).data).toEqual([
      '9月',
      '10月',
      '11月',
      '12月',
      '1月',
      '2月',
      '3月',
      '4月',
      '5月',
      '6月',
      '7月',
      '8月',
    ]);
    expect(o.series.map((s) => [s.name, s.type])).toEqual([
      ['2026-2027学年', 'line'],
      ['2025-2026学年', 'line'],
    ]);
    expect(o.series[0].data).toEqual([0.75, null, 0.7, null, null, null, null, null, null, null, null, null]);
    expect(o.series[1].data).toEqual([0.6, 0.55, null, null, null, null, null, null, null, null, null, 0.1]);
    // The year in focus is drawn thicker and above; the other dashed.
    expect((o.series[0].lineStyle as { width: number }).width).toBe(3);
    expect((o.series[1].lineStyle as { type: string }).type).toBe('dashed');
    expect(axisLabel(o.yAxis[0])(0.5)).toBe('50%');
  });

  test('the tooltip names each year’s value of the month, or 无数据', () => {
    const tip = (o.tooltip as { formatter: (p: unknown) => string }).formatter;
    expect(tip([{ dataIndex: 1 }])).toBe('<b>10月</b><br/>2026-2027学年：无数据<br/>2025-2026学年：55.0%（参与 1100 人）');
  });
});

describe('category axis label interval', () => {
  test('every label by default; auto for long axes', () => {
    const dense = loose(comboOption({ categories: ['a', 'b'], axes: [{}], series: [{ name: 'x', type: 'bar', data: [1, 2] }] }));
    expect((dense.xAxis as { axisLabel: { interval: unknown } }).axisLabel.interval).toBe(0);
    const auto = loose(
      comboOption({
        categories: ['a', 'b'],
        categoryAxis: { interval: 'auto' },
        axes: [{}],
        series: [{ name: 'x', type: 'bar', data: [1, 2] }],
      }),
    );
    expect((auto.xAxis as { axisLabel: { interval: unknown } }).axisLabel.interval).toBe('auto');
  });
});

describe('diverging bars', () => {
  const option = divergingBarOption({
    names: ['三年级(2)班', '三年级(1)班', '三年级(3)班'],
    values: [2.3, 0, -1.5],
    format: { kind: 'decimal', digits: 1, unit: '分' },
    positive: '#52c41a',
    negative: '#ff4d4f',
    zeroLabel: '年级平均 82.6 分',
    tooltip: (i) => ({ title: ['a<b>', 'b', 'c'][i], lines: ['x'] }),
  }) as unknown as {
    yAxis: { data: string[]; axisLine: { onZero: boolean } };
    xAxis: { min: number; max: number };
    series: Array<{
      data: Array<{ value: number; itemStyle: { color: string }; label: { position: string } }>;
      label: { formatter: (p: { dataIndex: number }) => string };
      markLine: { data: unknown[]; label: { formatter: string } };
    }>;
    tooltip: { formatter: (p: unknown) => string };
  };

  test('rows as given, a symmetric axis, colours and label sides by sign', () => {
    expect(option.yAxis.data).toEqual(['三年级(2)班', '三年级(1)班', '三年级(3)班']);
    expect(option.yAxis.axisLine.onZero).toBe(false);
    expect(option.xAxis.min).toBe(-option.xAxis.max);
    expect(option.xAxis.max).toBeGreaterThan(2.3);
    const data = option.series[0].data;
    expect(data.map((d) => d.value)).toEqual([2.3, 0, -1.5]);
    expect(data.map((d) => d.itemStyle.color)).toEqual(['#52c41a', '#52c41a', '#ff4d4f']);
    expect(data.map((d) => d.label.position)).toEqual(['right', 'right', 'left']);
  });

  test('signed labels, the zero line and escaped tooltips', () => {
    expect([0, 1, 2].map((i) => option.series[0].label.formatter({ dataIndex: i }))).toEqual(['+2.3', '0.0', '−1.5']);
    expect(option.series[0].markLine.data).toEqual([{ xAxis: 0 }]);
    expect(option.series[0].markLine.label.formatter).toBe('年级平均 82.6 分');
    expect(option.tooltip.formatter([{ dataIndex: 0 }])).toContain('a&lt;b&gt;');
    expect(signedText(12345, {})).toBe('+1.23万');
  });
});

describe('radar centre', () => {
  test('min sets the value at the centre of every indicator; without it the indicators start at 0', () => {
    const spec = { indicators: ['提取信息', '推断解释', '整体感知'], max: 100, format: {}, series: [{ name: 'a', values: [80, 70, 90] }] };
    const withMin = radarOption({ ...spec, min: 50 }) as unknown as { radar: { indicator: { min?: number; max: number }[] } };
    expect(withMin.radar.indicator.every((i) => i.min === 50 && i.max === 100)).toBe(true);
    const plain = radarOption(spec) as unknown as { radar: { indicator: { min?: number }[] } };
    expect(plain.radar.indicator.every((i) => i.min === undefined)).toBe(true);
  });
});

describe('ink: the admin pages by default, the wall displays with WALL_INK', () => {
  const spec = {
    categories: ['一年级', '二年级'],
    axes: [{ unit: '册次' }],
    series: [
      { name: '借阅量', type: 'bar' as const, data: [5, 7] },
      { name: '归还', type: 'bar' as const, data: [4, 6] },
    ],
  };

  test('without an ink nothing changes: dark grey 12 px text', () => {
    const o = loose(comboOption(spec));
    expect((o.yAxis[0].axisLabel as { color: string; fontSize: number }).color).toBe(ADMIN_INK.text);
    expect((o.yAxis[0].axisLabel as { fontSize: number }).fontSize).toBe(12);
    expect((o.legend as { textStyle: { fontSize: number } }).textStyle.fontSize).toBe(12);
    expect(o.grid).toMatchObject({ top: 48 });
  });

  test('WALL_INK: light text at the walls’ smallest size (20 px) on axes and legend, a legend that never pages, light grid lines', () => {
    const o = loose(comboOption({ ...spec, ink: WALL_INK }));
    expect(o.yAxis[0].axisLabel).toMatchObject({ color: WALL_INK.text, fontSize: 20 });
    expect((o.xAxis as { axisLabel: { fontSize: number } }).axisLabel.fontSize).toBe(20);
    expect((o.legend as { textStyle: { color: string; fontSize: number } }).textStyle).toEqual({ color: WALL_INK.text, fontSize: 20 });
    expect((o.legend as { type: string }).type).toBe('plain');
    expect((loose(comboOption(spec)).legend as { type: string }).type).toBe('scroll');
    expect(o.yAxis[0].splitLine).toEqual({ lineStyle: { type: 'dashed', color: WALL_INK.split } });
    expect(o.yAxis[0].splitNumber).toBe(WALL_INK.valueTicks);
    const bars = loose(barListOption({ ink: WALL_INK, names: ['甲'], values: [1], format: {}, tooltip: () => null }));
    expect((bars.series[0].label as { rich: { v: { color: string; fontSize: number } } }).rich.v).toMatchObject({
      color: '#ffffff',
      fontSize: 20,
    });
  });

  test('a wall month trend reads the months’ numbers side by side (9 … 8), an admin one 9月 … 8月', () => {
    const rows = [{ month: '2026-09', v: 1 }];
    const series = [{ name: 'x', type: 'bar' as const, value: (r: { v: number }) => r.v }];
    const numbers = loose(monthTrendOption({ rows, yearId: 2026, axes: [{}], series, monthNumbers: true }));
    const axis = numbers.xAxis as { axisLabel: { rotate: number; formatter: (v: string) => string } };
    expect(axis.axisLabel.rotate).toBe(0);
    expect(axis.axisLabel.formatter('2026年9月')).toBe('9');
    const admin = loose(monthTrendOption({ rows, yearId: 2026, axes: [{}], series }));
    expect((admin.xAxis as { axisLabel: { formatter: (v: string) => string } }).axisLabel.formatter('2026年9月')).toBe('9月');
  });

  test('a month trend may turn its labels (narrow wall panels)', () => {
    const rows = [{ month: '2026-09', v: 1 }];
    const turned = loose(
      monthTrendOption({ rows, yearId: 2026, axes: [{}], series: [{ name: 'x', type: 'bar', value: (r) => r.v }], rotateAbove: 6 }),
    );
    expect((turned.xAxis as { axisLabel: { rotate: number } }).axisLabel.rotate).toBe(35);
    const flat = loose(monthTrendOption({ rows, yearId: 2026, axes: [{}], series: [{ name: 'x', type: 'bar', value: (r) => r.v }] }));
    expect((flat.xAxis as { axisLabel: { rotate: number } }).axisLabel.rotate).toBe(0);
  });

  test('a wall donut puts the percentages into its legend instead of around the ring', () => {
    const s = loose(
      shareOption({
        ink: WALL_INK,
        items: [
          { name: '笔记', value: 3 },
          { name: '书评', value: 1 },
        ],
        format: {},
      }),
    );
    expect((s.series[0].label as { show: boolean }).show).toBe(false);
    expect((s.legend as { formatter: (n: string) => string }).formatter('笔记')).toBe('笔记  75.0%');
  });
});

describe('ring: one rate', () => {
  test('a gauge from the top, 0..1, the percentage with one decimal, clamped', () => {
    const o = loose(ringOption({ value: 0.8372, label: '参与率', color: '#0f0' }));
    const g = o.series[0] as Record<string, unknown> & {
      data: Array<{ value: number; name: string }>;
      detail: { formatter: (v: number) => string };
    };
    expect(g).toMatchObject({
      type: 'gauge',
      startAngle: 90,
      endAngle: -270,
      min: 0,
      max: 1,
      progress: { show: true, itemStyle: { color: '#0f0' } },
    });
    expect(g.data).toEqual([{ value: 0.8372, name: '参与率' }]);
    expect(g.detail.formatter(0.8372)).toBe('83.7%');
    expect(
      (loose(ringOption({ value: 1.7, label: 'x', color: '#0f0' })).series[0] as { data: Array<{ value: number }> }).data[0].value,
    ).toBe(1);
    expect(
      (loose(ringOption({ value: Number.NaN, label: 'x', color: '#0f0' })).series[0] as { data: Array<{ value: number }> }).data[0].value,
    ).toBe(0);
  });
});

describe('region map: districts by a rate, schools as points', () => {
  const spec = {
    map: 'srp-schematic-test',
    regions: [
      { name: '望海区', value: 5.97, lines: ['生均借阅：5.97'] },
      { name: '云栖区', value: 4.5, lines: ['<b>x</b>'] },
    ],
    points: [
      { name: '实验小学', coord: [100, 200] as const, size: 20, lines: ['馆藏：1万 册'] },
      { name: '育英小学', coord: [300, 400] as const, size: 12, lines: [], highlight: true },
    ],
    valueName: '生均借阅',
    valueFormat: { kind: 'decimal' as const, digits: 1 },
    ramp: ['#001', '#00f'],
    pointColor: '#fc0',
    highlightColor: '#0f0',
    labels: { regions: true, points: false },
  };

  test('identity projection on the registered map, regions coloured between their lowest and highest rate', () => {
    const o = loose(regionMapOption(spec));
    const geo = o.geo as {
      map: string;
      projection: { project: (p: number[]) => number[]; unproject: (p: number[]) => number[] };
      roam: boolean;
    };
    expect(geo.map).toBe('srp-schematic-test');
    expect(geo.projection.project([3, 4])).toEqual([3, 4]);
    expect(geo.projection.unproject([3, 4])).toEqual([3, 4]);
    expect(geo.roam).toBe(false);
    expect(o.visualMap).toMatchObject({ seriesIndex: 0, min: 4.5, max: 5.97, inRange: { color: ['#001', '#00f'] } });
    expect(o.series[0]).toMatchObject({
      type: 'map',
      map: 'srp-schematic-test',
      geoIndex: 0,
      data: [
        { name: '望海区', value: 5.97 },
        { name: '云栖区', value: 4.5 },
      ],
    });
  });

  test('schools: plain points and rippling highlighted ones, sized as given, on the geo coordinates', () => {
    const o = loose(regionMapOption(spec));
    expect(o.series[1]).toMatchObject({
      type: 'scatter',
      coordinateSystem: 'geo',
      data: [{ name: '实验小学', value: [100, 200], symbolSize: 20 }],
    });
    expect(o.series[2]).toMatchObject({
      type: 'effectScatter',
      coordinateSystem: 'geo',
      data: [{ name: '育英小学', value: [300, 400], symbolSize: 12 }],
    });
  });

  test('tooltips list the caller’s lines, escaped', () => {
    const o = loose(regionMapOption(spec));
    const tip = (o.tooltip as { formatter: (p: unknown) => string }).formatter;
    expect(tip({ componentType: 'series', seriesIndex: 0, name: '云栖区' })).toBe('<b>云栖区</b><br/>&lt;b&gt;x&lt;/b&gt;');
    expect(tip({ componentType: 'series', seriesIndex: 1, name: '实验小学' })).toBe('<b>实验小学</b><br/>馆藏：1万 册');
  });

  test('one region alone (a district’s map) has a plain fill and no colour scale', () => {
    const o = loose(regionMapOption({ ...spec, regions: [spec.regions[0]] }));
    expect(o.visualMap).toBeUndefined();
    expect((o.geo as { itemStyle: { areaColor: string } }).itemStyle.areaColor).toBe('#00f');
  });
});
