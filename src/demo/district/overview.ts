/**
 * Headline figures (KPIs) and map points for overview pages and cockpits.
 */
import { cityIndex, type Position } from './city';
import { holdings, loansByDistrict, loansByLibrary, scopeTotals } from './circulation';
import { ratio, round2, round4 } from './figures';
import { resolveScope, type Period, type Scope } from './scope';

export interface Kpis {
  /** Display name of the scope. */
  name: string;
  level: 'city' | 'district' | 'library' | 'campus';
  districts: number;
  schools: number;
  campuses: number;
  classes: number;
  students: number;
  teachers: number;
  /** Volumes (册) and titles (种) held at the end of the period's school year (holdings()). */
  volumes: number;
  titles: number;
  volumesPerStudent: number;
  /** Loans (items) in the period by all readers, and split. */
  loans: number;
  studentLoans: number;
  teacherLoans: number;
  /** studentLoans / students. */
  loansPerStudent: number;
  returns: number;
  cardsIssued: number;
  /** Cards that borrowed in the period. */
  activeCards: number;
  /** Distinct students active on the reading platform in the period. */
  activeReaders: number;
  /** Distinct students who read on the platform in the period. */
  participants: number;
  /** participants / students, 0..1. */
  participationRate: number;
  booksRead: number;
  /** Words (characters) read on the platform. */
  wordsRead: number;
}

/** Headline figures of a scope over a period. Every figure equals the same figure elsewhere. */
export function kpis(scope: Scope, period: Period): Kpis {
  const rs = resolveScope(scope, period);
  const t = scopeTotals(scope, period);
  const h = holdings(scope, period);
  return {
    name: rs.name,
    level: rs.level,
    districts: rs.districtIds.length,
    schools: rs.parts.length,
    campuses: rs.parts.reduce((a, p) => a + p.campusIndexes.length, 0),
    classes: t.classes,
    students: t.students,
    teachers: t.teachers,
    volumes: h.volumes,
    titles: h.titles,
    volumesPerStudent: h.volumesPerStudent,
    loans: t.loans,
    studentLoans: t.studentLoans,
    teacherLoans: t.teacherLoans,
    loansPerStudent: round2(ratio(t.studentLoans, t.students)),
    returns: t.returns,
    cardsIssued: t.cards,
    activeCards: t.borrowers,
    activeReaders: t.activeReaders,
    participants: t.participants,
    participationRate: round4(ratio(t.participants, t.students)),
    booksRead: t.booksRead,
    wordsRead: t.wordsRead,
  };
}

export interface MapPoint {
  kind: 'district' | 'school';
  id: number;
  name: string;
  /** Position on the invented city map, 0..1. */
  position: Position;
  students: number;
  volumes: number;
  volumesPerStudent: number;
  loans: number;
  loansPerStudent: number;
}

/**
 * Map points: the districts for a city scope, the schools otherwise (queryMapRegionBookData /
 * queryMapLibraryBookData). Coordinates are normalised (no real geography).
 */
export function mapPoints(scope: Scope, period: Period, kind?: 'district' | 'school'): MapPoint[] {
  const rs = resolveScope(scope, period);
  const idx = cityIndex();
  const k = kind ?? (rs.level === 'city' ? 'district' : 'school');
  if (k === 'district') {
    return loansByDistrict(scope, period).map((r) => ({
      kind: 'district',
      id: r.id,
      name: r.name,
      position: idx.districts.get(r.id)?.position ?? { x: 0.5, y: 0.5 },
      students: r.students,
      volumes: r.volumes,
      volumesPerStudent: r.volumesPerStudent,
      loans: r.loans,
      loansPerStudent: r.loansPerStudent,
    }));
  }
  return loansByLibrary(scope, period).map((r) => ({
    kind: 'school',
    id: r.id,
    name: r.name,
    position: idx.schools.get(r.id)?.position ?? { x: 0.5, y: 0.5 },
    students: r.students,
    volumes: r.volumes,
    volumesPerStudent: r.volumesPerStudent,
    loans: r.loans,
    loansPerStudent: r.loansPerStudent,
  }));
}
