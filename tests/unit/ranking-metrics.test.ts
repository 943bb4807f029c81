import { RANKING_FAMILY_COLUMNS, RANKING_FAMILY_KEYS, RANKING_METRIC_KEYS } from '@/api/contract/ranking';
import { RANKING_METRICS, metricInfo, metricTitle } from '@/api/ranking-metrics';
import { METRICS, METRIC_AREAS, type MetricKey } from '@/api/metric-catalogue';

describe('the ranking metric catalogue', () => {
  test('covers every metric key of the contract', () => {
    for (const key of RANKING_METRIC_KEYS) expect(RANKING_METRICS[key], key).toBeDefined();
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
    expect(metricTitle('loans')).toBe('学生借阅量（册次）');
    expect(metricTitle('allLoans')).toBe('借阅量（全部读者，册次）');
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

describe('the metric catalogue: one name, one figure', () => {
  const keys = Object.keys(METRICS) as MetricKey[];

  test('names are unique across the whole catalogue: two different figures never share a name', () => {
    const labels = keys.map((k) => METRICS[k].label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  test('participation and activity are two figures with two names', () => {
    expect(METRICS.participationRate.label).toBe('参与率');
    expect(METRICS.activeRate.label).toBe('活跃率');
    expect(METRICS.participationRate.definition).toContain('参与人数 ÷ 在籍学生');
    expect(METRICS.activeRate.definition).toContain('活跃读者 ÷ 在籍学生');
  });

  test('students only and all readers are two figures with two names', () => {
    expect(METRICS.loans.label).toBe('学生借阅量');
    expect(METRICS.allLoans.label).toBe('借阅量（全部读者）');
    expect(METRICS.borrowers.label).toBe('学生借阅人数');
    expect(METRICS.allBorrowers.label).toBe('借阅人数（含教师）');
    expect(METRICS.borrowRate.definition).toContain('学生借阅人数 ÷ 在籍学生');
    expect(METRICS.classesCovered.label).toBe('覆盖班级');
    expect(METRICS.classTasks.label).toBe('任务班次');
  });

  test('借阅类别数 is the breadth of a student’s loans, not 学生借阅量', () => {
    expect(METRICS.categoriesBorrowed).toMatchObject({ label: '借阅类别数', unit: '类', kind: 'count', area: 'circulation' });
    expect(METRICS.categoriesBorrowed.definition).toContain('中图法基本大类数（共22类）');
    expect(metricTitle('categoriesBorrowed')).toBe('借阅类别数（类）');
  });

  test('every entry has a Chinese definition and an area of the 指标说明 page', () => {
    const areas = new Set(METRIC_AREAS.map((a) => a.key));
    for (const k of keys) {
      expect(METRICS[k].definition, k).toMatch(/[\u4e00-\u9fa5]{4,}/);
      expect(areas.has(METRICS[k].area), k).toBe(true);
    }
    expect(METRICS.volumes.definition).toContain('学年末');
  });
});
