import { GOAL_METRICS, queryGoals, saveGoals, type GoalMetric } from '@/api/contract/goals';
import { ROLES } from '@/config/constants';
import { CURRENT_YEAR_ID, findClass, findSchool, resolveScope, type Scope } from '../district';
import {
  goalRows,
  seededDistrictGoals,
  elapsedMonths,
  YEAR_MONTHS,
  type GoalLevel,
  type GoalTargets,
  type GoalsOf,
} from '../district/goals';
import { demoHandler, problem } from '../define-handler';
import { requestScope } from '../request-scope';
import { readRecords, writeRecord } from '../store';
import type { DemoAccount } from '../accounts';

/**
 * Goals (src/api/contract/goals.ts) over the synthetic city (src/demo/district/goals.ts). The targets are kept in the
 * demo store (src/demo/store.ts: IndexedDB in the browser, so a reload keeps them), one record per unit and school
 * year: `goal:<yearId>:<level>:<id>` → { metric: target }. A unit with no record yet has no goals, except a district in
 * the current school year: it starts from seededDistrictGoals (last year's figure plus a fixed step). A record, even an
 * empty one, is the goals someone saved: the seed no longer applies.
 */

const GOAL = 'goal:';
const goalKey = (yearId: number, level: GoalLevel, id: number) => `${GOAL}${yearId}:${level}:${id}`;

/** The saved targets of a school year, and the schools that have a goal of their own or of a class in it. */
export async function savedGoals(
  yearId: number,
  metrics: readonly GoalMetric[] = GOAL_METRICS,
): Promise<{ goalsOf: GoalsOf; schools: Set<number> }> {
  const prefix = `${GOAL}${yearId}:`;
  const saved = new Map((await readRecords<GoalTargets>(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
  const schools = new Set<number>();
  for (const [key, targets] of saved) {
    if (Object.keys(targets).length === 0) continue;
    const [level, id] = key.split(':');
    if (level === 'school') schools.add(Number(id));
    if (level === 'class') {
      const cls = findClass(Number(id), yearId);
      if (cls) schools.add(cls.libraryId);
    }
  }
  const goalsOf: GoalsOf = (level, id) =>
    saved.get(`${level}:${id}`) ?? (level === 'district' ? seededDistrictGoals(id, yearId, metrics) : undefined);
  return { goalsOf, schools };
}

const isLibrarian = (account: DemoAccount) => (account.profile.authorities ?? []).includes(ROLES.library);

/** The district an account sets goals for (its own), or the school (a librarian's own): null for anyone else. */
function goalOwner(account: DemoAccount): { districtId: number } | { libraryId: number } | null {
  const home = account.home;
  if ('districtId' in home) return { districtId: home.districtId };
  if ('libraryId' in home && isLibrarian(account)) return { libraryId: home.libraryId };
  return null;
}

/** May the account set the goals of a unit? A district: itself, its schools and their classes; a school: itself and its classes. */
function mayEdit(account: DemoAccount, level: GoalLevel, id: number, yearId: number): boolean {
  const owner = goalOwner(account);
  if (!owner) return false;
  const libraryOf = (): number | undefined => (level === 'school' ? id : level === 'class' ? findClass(id, yearId)?.libraryId : undefined);
  if ('districtId' in owner) {
    if (level === 'district') return id === owner.districtId;
    const libraryId = libraryOf();
    return libraryId !== undefined && findSchool(libraryId)?.districtId === owner.districtId;
  }
  return level !== 'district' && libraryOf() === owner.libraryId;
}

/** May the account edit the goals of the scope it looks at (its own district or school, a district's school)? */
function mayEditScope(account: DemoAccount, scope: Scope, yearId: number): boolean {
  const rs = resolveScope(scope, { yearId });
  if (rs.level === 'district' && rs.districtIds.length === 1) return mayEdit(account, 'district', rs.districtIds[0], yearId);
  if (rs.level === 'library' && rs.parts.length === 1) return mayEdit(account, 'school', rs.parts[0].school.libraryId, yearId);
  return false;
}

export const goalHandlers = [
  demoHandler(queryGoals, async (input, { account, raw }) => {
    const yearId = input.yearId ?? CURRENT_YEAR_ID;
    // The wrapper never adds campusId to goal calls: the scope is a district, a school (or the city: no goals).
    const scope = requestScope(account, raw);
    const rs = resolveScope(scope, { yearId });
    const metrics = input.metrics && input.metrics.length > 0 ? GOAL_METRICS.filter((m) => input.metrics!.includes(m)) : GOAL_METRICS;
    const { goalsOf } = await savedGoals(yearId, metrics);
    const rows = goalRows(scope, yearId, goalsOf, { ownOnly: input.ownOnly === true, metrics }).map(
      ({ level, id, name, group, figures }) => ({
        level,
        id,
        name,
        group,
        figures,
      }),
    );
    return {
      scope: { level: rs.level, name: rs.name },
      yearId,
      elapsedMonths: elapsedMonths(yearId),
      yearMonths: YEAR_MONTHS,
      canEdit: rows.length > 0 && mayEditScope(account, scope, yearId),
      rows,
    };
  }),

  demoHandler(saveGoals, async (input, { account }) => {
    for (const g of input.goals) {
      if (!mayEdit(account, g.level, g.id, input.yearId)) {
        return problem(403, 'Forbidden', '目标由区域（本区与各校）和学校（本校与各班）设定');
      }
    }
    const byUnit = new Map<string, { level: GoalLevel; id: number; goals: typeof input.goals }>();
    for (const g of input.goals) {
      const key = goalKey(input.yearId, g.level, g.id);
      const unit = byUnit.get(key) ?? { level: g.level, id: g.id, goals: [] };
      unit.goals.push(g);
      byUnit.set(key, unit);
    }
    const { goalsOf } = await savedGoals(input.yearId);
    for (const [key, unit] of byUnit) {
      const targets: GoalTargets = { ...(goalsOf(unit.level, unit.id) ?? {}) };
      for (const g of unit.goals) {
        if (g.target === null) delete targets[g.metric];
        else targets[g.metric] = g.target;
      }
      await writeRecord(key, targets);
    }
    return { yearId: input.yearId, saved: input.goals.length };
  }),
];
