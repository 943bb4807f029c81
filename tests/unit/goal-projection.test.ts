import fc from 'fast-check';
import { goalTrend } from '@/utils/goal-projection';

const base = { elapsedMonths: 3, yearMonths: 12, accrues: true };

describe('goalTrend (src/utils/goal-projection.ts)', () => {
  test('an accruing figure is extrapolated from the months so far to the year', () => {
    // 2 loans per student in 3 months → 8 in 12: a target of 8 is on track, 8.01 is not.
    expect(goalTrend({ ...base, current: 2, target: 8 })).toEqual({ progress: 0.25, projection: 8, onTrack: true });
    expect(goalTrend({ ...base, current: 2, target: 8.01 }).onTrack).toBe(false);
  });

  test('a level (a rate, an average score) is projected as it stands', () => {
    expect(goalTrend({ ...base, accrues: false, current: 0.6, target: 0.8 })).toEqual({
      progress: expect.closeTo(0.75, 12),
      projection: 0.6,
      onTrack: false,
    });
    expect(goalTrend({ ...base, accrues: false, current: 81, target: 80 }).onTrack).toBe(true);
  });

  test('a finished year and a year with no month yet project the current value', () => {
    expect(goalTrend({ ...base, elapsedMonths: 12, current: 5, target: 6 })).toEqual({ progress: 5 / 6, projection: 5, onTrack: false });
    expect(goalTrend({ ...base, elapsedMonths: 0, current: 0, target: 6 })).toEqual({ progress: 0, projection: 0, onTrack: false });
    // Less than a day of the year is no trend yet.
    expect(goalTrend({ ...base, elapsedMonths: 0.01, current: 1, target: 6 }).projection).toBe(1);
  });

  test('no goal, no figure: nothing judged', () => {
    expect(goalTrend({ ...base, current: 3, target: null })).toEqual({ progress: null, projection: 12, onTrack: null });
    expect(goalTrend({ ...base, current: null, target: 3 })).toEqual({ progress: null, projection: null, onTrack: null });
  });

  test('a target of 0 is reached', () => {
    expect(goalTrend({ ...base, current: 0, target: 0 })).toEqual({ progress: 1, projection: 0, onTrack: true });
  });

  const value = fc.double({ min: 0, max: 1e6, noNaN: true });
  const months = fc.oneof(fc.constant(0), fc.constant(12), fc.double({ min: 0, max: 12, noNaN: true }));
  // A target is 0 or at least 0.01 (the goals are kept to two decimals: src/api/contract/goals.ts).
  const target = fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 1e6, noNaN: true }));
  const input = fc.record({ current: value, target, elapsedMonths: months, accrues: fc.boolean() });

  test('property: never NaN, for zero months and zero targets too', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = goalTrend({ ...i, yearMonths: 12 });
        expect(Number.isNaN(t.progress)).toBe(false);
        expect(Number.isNaN(t.projection)).toBe(false);
        expect(Number.isFinite(t.progress!)).toBe(true);
        expect(Number.isFinite(t.projection!)).toBe(true);
      }),
    );
  });

  test('property: on track iff the projection reaches the target', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = goalTrend({ ...i, yearMonths: 12 });
        expect(t.onTrack).toBe(t.projection! >= i.target);
      }),
    );
  });

  test('property: monotonic in the current value (progress, projection, on track)', () => {
    fc.assert(
      fc.property(input, value, (i, more) => {
        const low = goalTrend({ ...i, yearMonths: 12 });
        const high = goalTrend({ ...i, current: i.current + more, yearMonths: 12 });
        expect(high.projection!).toBeGreaterThanOrEqual(low.projection!);
        expect(high.progress!).toBeGreaterThanOrEqual(low.progress!);
        if (low.onTrack) expect(high.onTrack).toBe(true);
      }),
    );
  });
});
