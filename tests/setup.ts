/**
 * Setup for every vitest file. The jsdom tests (all but those marked `// @vitest-environment node`, like
 * lint-boundaries) get the DOM shims, the demo API server and the per-test reset of tests/setup-jsdom.ts.
 */
if (typeof window !== 'undefined') await import('./setup-jsdom');

export {};
