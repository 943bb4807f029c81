import type { z } from 'zod';
import {
  carryOut,
  developmentCampuses,
  dynamics,
  hotList,
  outcomeStats,
  pointCount,
  publishRegions,
  superiorsList,
  yearStats,
  type activityItem,
} from '@/api/contract/activity';
import {
  ACTIVITY_TYPES,
  YEAR_IDS,
  activities,
  assessment,
  findDistrict,
  findSemester,
  loansSummary,
  readingSummary,
  resolveScope,
  schoolYears,
  type ActivityItem,
  type ActivityReport,
  type Period,
} from '../district';
import { schoolYearOfMonth } from '@/utils/school-calendar';
import { demoHandler } from '../define-handler';
import { paginate, resolve } from './reading';

/**
 * Reading activities (activ/*) and the count summary (point/queryCount), from the generator's
 * `activities(scope, period)`: an activity counts when it overlaps the period; participants and awards are
 * those of the scope's campuses, so a district's figures are the sums of its schools'.
 */

function itemOut(a: ActivityItem): z.output<typeof activityItem> {
  return {
    id: a.id,
    title: a.title,
    type: a.type,
    level: a.level,
    organizerName: a.organizerName,
    districtId: a.districtId,
    libraryId: a.libraryId,
    startDate: a.startDate,
    endDate: a.endDate,
    status: a.status,
    participants: a.participants,
    totalParticipants: a.totalParticipants,
    awards: a.awards,
    schools: a.schools,
    views: a.views,
    likes: a.likes,
    hot: a.hot,
    outstanding: a.outstanding,
    summary: a.summary,
  };
}

const sum = (list: readonly ActivityItem[], f: (a: ActivityItem) => number) => list.reduce((x, a) => x + f(a), 0);
const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10000) / 10000;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

function carryOutOf(scopeInfo: { level: 'city' | 'district' | 'library' | 'campus'; name: string }, rep: ActivityReport) {
  return {
    scope: scopeInfo,
    total: rep.total,
    carriedOut: rep.carriedOut,
    ongoing: rep.ongoing,
    ended: rep.ended,
    participants: rep.participants,
    awards: rep.awards,
    schools: new Set(rep.campuses.map((c) => c.libraryId)).size,
    campuses: rep.campuses.length,
    participantsPerActivity: round2(ratio(rep.participants, rep.total)),
    byType: rep.byType.map((t) => ({ type: t.type, count: t.count, participants: t.participants })),
    byMonth: rep.byMonth.map((m) => ({ month: m.month, label: m.label, count: m.count, participants: m.participants })),
    byLevel: rep.byLevel.map((l) => ({ level: l.level, count: l.count, participants: l.participants })),
  };
}

/** The school year of a period: yearId, or the year of its semester or month. */
function yearOf(period: Period): number {
  if (period.month) return schoolYearOfMonth(period.month);
  if (period.fromMonth && period.toMonth) return schoolYearOfMonth(period.toMonth);
  if (period.semesterId !== undefined) return findSemester(period.semesterId)?.yearId ?? period.yearId;
  return period.yearId;
}

export const activityHandlers = [
  demoHandler(pointCount, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    const rs = resolveScope(r.scope, r.period);
    const f = readingSummary(r.scope, r.period);
    const loans = loansSummary(r.scope, r.period);
    return {
      scope: r.info,
      schools: rs.parts.length,
      campuses: rs.parts.reduce((a, p) => a + p.campusIndexes.length, 0),
      classes: rs.parts.reduce((a, p) => a + p.classRows.length, 0),
      students: f.students,
      teachers: loans.teachers,
      volumes: f.volumes,
      titles: f.titles,
      loans: loans.loans,
      booksRead: f.booksRead,
      wordsRead: f.wordsRead,
      minutes: f.minutes,
      quizzes: f.quizzes,
      expressions: f.expressions,
      interactions: f.interactions,
      activities: activities(r.scope, r.period).total,
      tested: assessment(r.scope, r.period).tested,
    };
  }),

  demoHandler(outcomeStats, (input, { account, raw }) => {
    const r = resolve(account, raw);
    const rep = activities(r.scope, r.period);
    const list = rep.list;
    return {
      scope: r.info,
      activities: rep.total,
      awardedActivities: list.filter((a) => a.awards > 0).length,
      participants: rep.participants,
      awards: rep.awards,
      awardRate: round4(ratio(rep.awards, rep.participants)),
      byType: ACTIVITY_TYPES.map((type) => {
        const of = list.filter((a) => a.type === type);
        return { type, count: of.length, participants: sum(of, (a) => a.participants), awards: sum(of, (a) => a.awards) };
      }),
      byLevel: (['district', 'school'] as const).map((level) => {
        const of = list.filter((a) => a.level === level);
        return { level, count: of.length, participants: sum(of, (a) => a.participants), awards: sum(of, (a) => a.awards) };
      }),
      top: list
        .filter((a) => a.awards > 0)
        .sort((a, b) => b.awards - a.awards || a.id - b.id)
        .slice(0, input.limit ?? 10)
        .map(itemOut),
    };
  }),

  // Serves both variants of activ/queryCarryOut (JSON string and raw object): same path, same schemas, and
  // both arrive as a JSON body; the demo does not need to tell them apart.
  demoHandler(carryOut, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    return carryOutOf(r.info, activities(r.scope, r.period));
  }),

  demoHandler(yearStats, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    const names = new Map(schoolYears().map((y) => [y.id, y.name]));
    return {
      scope: r.info,
      currentYearId: yearOf(r.period),
      rows: YEAR_IDS.map((yearId) => {
        const rep = activities(r.scope, { yearId });
        return {
          yearId,
          name: names.get(yearId) ?? String(yearId),
          activities: rep.total,
          participants: rep.participants,
          awards: rep.awards,
          outstanding: rep.outstanding.length,
        };
      }),
    };
  }),

  demoHandler(hotList, (input, { account, raw }) => {
    const r = resolve(account, raw);
    const byViews = [...activities(r.scope, r.period).list].sort((a, b) => b.views - a.views || a.id - b.id);
    return { scope: r.info, ...paginate(byViews.map(itemOut), input.page, input.size) };
  }),

  demoHandler(superiorsList, (input, { account, raw }) => {
    const r = resolve(account, raw);
    return { scope: r.info, ...paginate(activities(r.scope, r.period).outstanding.map(itemOut), input.page, input.size) };
  }),

  demoHandler(publishRegions, (_input, { account, raw }) => {
    const r = resolve(account, raw);
    const list = activities(r.scope, r.period).list;
    const groupBy = r.info.level === 'city' ? ('district' as const) : ('organizer' as const);
    const rows = new Map<
      string,
      { id: number; name: string; level: 'district' | 'school'; activities: number; participants: number; awards: number }
    >();
    for (const a of list) {
      const key = groupBy === 'district' ? `d${a.districtId}` : a.libraryId === null ? `d${a.districtId}` : `s${a.libraryId}`;
      const row = rows.get(key) ?? {
        id: groupBy === 'district' || a.libraryId === null ? a.districtId : a.libraryId,
        name: groupBy === 'district' ? (findDistrict(a.districtId)?.name ?? '') : a.organizerName,
        level: groupBy === 'district' ? ('district' as const) : a.level,
        activities: 0,
        participants: 0,
        awards: 0,
      };
      row.activities++;
      row.participants += a.participants;
      row.awards += a.awards;
      rows.set(key, row);
    }
    return { scope: r.info, groupBy, rows: [...rows.values()].sort((a, b) => b.activities - a.activities || a.id - b.id) };
  }),

  demoHandler(dynamics, (input, { account, raw }) => {
    const r = resolve(account, raw);
    const rows = activities(r.scope, r.period).dynamics.slice(0, input.limit ?? 30);
    return {
      scope: r.info,
      rows: rows.map((e) => ({
        id: e.id,
        activityId: e.activityId,
        time: e.time,
        kind: e.kind,
        text: e.text,
        organizerName: e.organizerName,
      })),
    };
  }),

  demoHandler(developmentCampuses, (input, { account, raw }) => {
    const r = resolve(account, raw);
    const rows = activities(r.scope, r.period).campuses.map((c, i) => ({
      rank: i + 1,
      campusId: c.campusId,
      campusName: c.campusName,
      libraryId: c.libraryId,
      schoolName: c.libraryName,
      districtId: c.districtId,
      activities: c.activities,
      participants: c.participants,
      awards: c.awards,
    }));
    return { scope: r.info, ...paginate(rows, input.page, input.size) };
  }),
];
