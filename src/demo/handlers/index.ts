import { authHandlers, unknownTokenGuard } from './auth';

/**
 * Every demo handler, in one list: used by the browser worker and by the tests' node server.
 * One import and one spread per domain file.
 */
export const handlers = [unknownTokenGuard, ...authHandlers];
