import { z } from 'zod';
import { count, decimal, list, LIST_BOUNDS, readingEndpoint, scopeInfo, serverText, statsInput } from './common';
import { readingFigures } from './reading';

/**
 * /services/staticreadingdata/api/campusContrast/queryCampusContrast: the campuses of a school side by side (JSON,
 * envelope). The wrapper adds campusId when a campus is selected (src/api/scope-injection.ts): it highlights that
 * campus, it does not narrow the comparison. The semester list under campusContrast/ is in ./auth.ts.
 */

export const campusContrast = readingEndpoint(
  'campusContrast/queryCampusContrast',
  '校区对比：同一学校各校区的学生、阅读、测验、多元表达、借阅、馆藏与综合得分',
  statsInput,
  z.object({
    /** The school (or district / city): a selected campus does not narrow the comparison */
    scope: scopeInfo,
    /** The campus selected by the user (wrapper-injected campusId), highlighted; null if none */
    selectedCampusId: z.number().int().nullable(),
    rows: list(
      readingFigures.extend({
        campusId: z.number().int(),
        name: serverText,
        libraryId: z.number().int(),
        schoolName: serverText,
        /** Student loans (册次) */
        loans: count,
        /** 册次/生 */
        loansPerStudent: decimal,
        /** 册 */
        volumes: count,
        /** 册/生 */
        volumesPerStudent: decimal,
        /** Overall reading score 0..100 */
        score: z.number().min(0).max(100),
      }),
      LIST_BOUNDS.schools,
    ),
  }),
);

export const CAMPUS_CONTRAST_ENDPOINTS = [campusContrast] as const;
