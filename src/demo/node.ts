import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo API for tests (node). */
export const demoServer = setupServer(...handlers);
