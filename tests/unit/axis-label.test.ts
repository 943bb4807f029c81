import { countAxisLabel, wanAxisLabel } from '@/utils/format';
import { seriesValues } from '@/components/chart';
import type { ChartOption } from '@/components/chart';

describe('one unit per value axis', () => {
  test('all labels in 万 once any value is above 9999, none mixed', () => {
    const fmt = countAxisLabel([8000, 10000, 3000]);
    expect(fmt).toBe(wanAxisLabel);
    expect([0, 5000, 10000, 15000].map(fmt)).toEqual(['0', `${Number((5000 / 9999).toFixed(2))}万`, '1万', '1.5万']);
  });

  test('plain numbers when the largest value is 9999 or less', () => {
    const fmt = countAxisLabel([9999, 12, null, undefined, Number.NaN]);
    expect([0, 2000, 9999].map(fmt)).toEqual(['0', '2000', '9999']);
  });

  test('negative values count by magnitude', () => {
    expect(countAxisLabel([-20000])).toBe(wanAxisLabel);
  });

  test('the chart reads the values of every series: numbers, pairs and { value } items', () => {
    const option = {
      series: [
        { type: 'bar', data: [1, 2, { value: 30000 }] },
        { type: 'line', data: [[0, 5]] },
      ],
    } as unknown as ChartOption;
    expect(seriesValues(option).sort((a, b) => a - b)).toEqual([0, 1, 2, 5, 30000]);
  });
});

test('an axis of values below 1万 whose top tick passes 9999 reads 1万 there, without trailing zeros', () => {
  const fmt = countAxisLabel([9600, 8000]);
  expect([0, 8000, 10000].map(fmt)).toEqual(['0', '8000', '1万']);
});
