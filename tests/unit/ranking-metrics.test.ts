import { RANKING_FAMILY_COLUMNS, RANKING_FAMILY_KEYS, RANKING_METRIC_KEYS } from '@/api/contract/ranking';
import { RANKING_METRICS, metricInfo, metricTitle } from '@/api/ranking-metrics';

describe('the ranking metric catalogue', () => {
  test('covers every metric key of the contract, and nothing else', () => {
    expect(Object.keys(RANKING_METRICS).sort()).toEqual([...RANKING_METRIC_KEYS].sort());
  });

  test('every entry has a Chinese label; rates have no unit, counts and decimals have one', () => {
    for (const key of RANKING_METRIC_KEYS) {
      const m = metricInfo(key);
      expect(m.label, key).toMatch(/[\u4e00-\u9fa5]/);
      if (m.kind === 'percent') expect(m.unit, key).toBe('');
      else expect(m.unit, key).not.toBe('');
    }
  });

  test('labels are unique, so that two columns of a table never read the same', () => {
    const labels = RANKING_METRIC_KEYS.map((k) => metricInfo(k).label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test('every family ranks on columns the catalogue names; titles carry the unit', () => {
    for (const family of RANKING_FAMILY_KEYS)
      for (const col of RANKING_FAMILY_COLUMNS[family]) expect(metricInfo(col), `${family}.${col}`).toBeDefined();
    expect(metricTitle('loans')).toBe('借阅量（册次）');
    expect(metricTitle('participationRate')).toBe('参与率');
    expect(metricInfo('overdue').higherIsBetter).toBe(false);
  });

  test('a family may name a metric its own way: the teaching score, the teacher’s own loans', () => {
    expect(metricTitle('score', 'teaching')).toBe('教学得分（分）');
    expect(metricTitle('loans', 'teaching')).toBe('本人借阅（册次）');
    expect(metricTitle('score', 'overall')).toBe('综合得分（分）');
    expect(metricInfo('score', 'teaching')).toMatchObject({ kind: 'decimal', digits: 1, unit: '分' });
    expect(metricInfo('score').label).toBe('综合得分');
  });
});
