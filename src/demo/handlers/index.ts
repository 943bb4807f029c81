import { activityHandlers } from './activity';
import { areasHandlers } from './areas';
import { auditHandlers } from './audit';
import { displayHandlers } from './display';
import { authHandlers, demoPageHandlers, unknownTokenGuard } from './auth';
import { libraryHandlers } from './library';
import { libraryListHandlers } from './library-lists';
import { teacherHandlers } from './teacher';
import { alertHandlers } from './alerts';
import { goalHandlers } from './goals';
import { overviewHandlers } from './overview';
import { rankingHandlers } from './ranking';
import { readingHandlers } from './reading';
import { verifyHandlers } from './verify';

/**
 * Every demo handler, in one list: used by the browser worker and by the tests' node server.
 * One import and one spread per domain file.
 */
export const handlers = [
  unknownTokenGuard,
  ...authHandlers,
  ...overviewHandlers,
  ...libraryHandlers,
  ...readingHandlers,
  ...rankingHandlers,
  ...activityHandlers,
  ...verifyHandlers,
  ...areasHandlers,
  ...demoPageHandlers,
  ...auditHandlers,
  ...libraryListHandlers,
  ...teacherHandlers,
  ...alertHandlers,
  ...goalHandlers,
  ...displayHandlers,
];
