import { authHandlers, unknownTokenGuard } from './auth';

/** Every demo handler, in one list: used by the browser worker, and by the tests' node server. */
export const handlers = [unknownTokenGuard, ...authHandlers];
