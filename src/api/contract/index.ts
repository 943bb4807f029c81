import type { Endpoint } from '../define';
import { AUTH_ENDPOINTS } from './auth';
import { OVERVIEW_ENDPOINTS } from './overview';
import { LIBRARY_ENDPOINTS } from './library';
import { ACTIVITY_ENDPOINTS } from './activity';
import { READING_ENDPOINTS } from './reading';
import { RANKING_ENDPOINTS } from './ranking';
import { TEACHING_ENDPOINTS } from './teaching';
import { CAMPUS_CONTRAST_ENDPOINTS } from './campus-contrast';
import { ARRIVAL_ENDPOINTS } from './arrival';
import { ASSESSMENT_HISTORY_ENDPOINTS } from './assessment-history';
import { VERIFY_ENDPOINTS } from './verify';
import { SCHOOL_ENDPOINTS } from './school';
import { AUDIT_ENDPOINTS } from './audit';
import { LIBRARY_LIST_ENDPOINTS } from './library-lists';
import { TEACHER_ENDPOINTS } from './teacher';
import { ALERT_ENDPOINTS } from './alerts';
import { GOAL_ENDPOINTS } from './goals';
import { PERIOD_ENDPOINTS } from './period';
import { DISPLAY_ENDPOINTS } from './display';

/**
 * Every endpoint of the contract, in one list: docs/api.md, the demo handlers and the tests are checked
 * against it (tests/unit/contract.dom.test.ts). A new domain file adds its list here.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...AUTH_ENDPOINTS,
  ...OVERVIEW_ENDPOINTS,
  ...LIBRARY_ENDPOINTS,
  ...READING_ENDPOINTS,
  ...RANKING_ENDPOINTS,
  ...TEACHING_ENDPOINTS,
  ...CAMPUS_CONTRAST_ENDPOINTS,
  ...ARRIVAL_ENDPOINTS,
  ...ASSESSMENT_HISTORY_ENDPOINTS,
  ...ACTIVITY_ENDPOINTS,
  ...VERIFY_ENDPOINTS,
  ...SCHOOL_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...LIBRARY_LIST_ENDPOINTS,
  ...TEACHER_ENDPOINTS,
  ...ALERT_ENDPOINTS,
  ...GOAL_ENDPOINTS,
  ...PERIOD_ENDPOINTS,
  ...DISPLAY_ENDPOINTS,
];
