/**
 * Setup of the jsdom project (vitest.config.ts): the DOM shims, the suite's wait timeout, the demo API server and the
 * per-test reset of tests/setup-jsdom.ts.
 */
if (typeof window !== 'undefined') await import('./setup-jsdom');

export {};
