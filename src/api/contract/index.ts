import type { Endpoint } from '../define';
import { AUTH_ENDPOINTS } from './auth';
import { OVERVIEW_ENDPOINTS } from './overview';
import { LIBRARY_ENDPOINTS } from './library';
import { ACTIVITY_ENDPOINTS } from './activity';
import { READING_ENDPOINTS } from './reading';
import { VERIFY_ENDPOINTS } from './verify';
import { AREAS_ENDPOINTS } from './areas';

/**
 * Every endpoint of the contract, in one list: docs/api.md, the demo handlers and the tests are checked
 * against it (tests/unit/contract.test.ts). A new domain file adds its list here.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...AUTH_ENDPOINTS,
  ...OVERVIEW_ENDPOINTS,
  ...LIBRARY_ENDPOINTS,
  ...READING_ENDPOINTS,
  ...ACTIVITY_ENDPOINTS,
  ...VERIFY_ENDPOINTS,
  ...AREAS_ENDPOINTS,
];
