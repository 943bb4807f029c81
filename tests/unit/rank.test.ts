import { DEMO_ZONE_ORG_ID, topReaders } from '@/demo/district';
import { competitionRanks, rankAt } from '@/utils/rank';

/** The one ranking rule (docs/rules.md#rankings): standard competition ranking, 1, 2, 3, 3, 5. */

test('equal values share the rank of the first of them; the next rank counts every row before it', () => {
  expect(competitionRanks([50, 48, 44, 44, 40])).toEqual([1, 2, 3, 3, 5]);
  expect(competitionRanks([9, 9, 9])).toEqual([1, 1, 1]);
  expect(competitionRanks([])).toEqual([]);
  // A page that starts after 20 rows.
  expect(competitionRanks([7, 7, 6], 20)).toEqual([21, 21, 23]);
  const rows = [{ v: 50 }, { v: 48 }, { v: 44 }, { v: 44 }, { v: 40 }];
  expect(rows.map((_, i, list) => rankAt(list, i, (r) => r.v))).toEqual([1, 2, 3, 3, 5]);
});

test('the demo’s top readers (首页 读者借阅排行): readers with equal loans share a rank', () => {
  const rows = topReaders({ districtId: DEMO_ZONE_ORG_ID }, { yearId: 2026 }, { limit: 0 });
  const tie = rows.findIndex((r, i) => i > 0 && r.loans === rows[i - 1].loans);
  expect(tie).toBeGreaterThan(0);
  expect(rows[tie].rank).toBe(rows[tie - 1].rank);
  expect(rows.map((r) => r.rank)).toEqual(competitionRanks(rows.map((r) => r.loans)));
});
