import { z } from 'zod';
import { count, decimal, readingEndpoint, scopeInfo, statsInput } from './common';
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
    rows: z.array(
      readingFigures.extend({
        campusId: z.number().int(),
        name: z.string(),
        libraryId: z.number().int(),
        schoolName: z.string(),
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
    ),
  }),
);

export const CAMPUS_CONTRAST_ENDPOINTS = [campusContrast] as const;
