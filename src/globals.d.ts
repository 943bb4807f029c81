/**
 * Build-time constants, replaced by literals through `define` in vite.config.ts.
 *
 * `__DEMO__`: true in a demo build (VITE_DEMO=true: `npm run dev`, `npm run demo`, the tests), false in
 * `npm run build`. Code under `if (__DEMO__)` or `__DEMO__ && …` is dead code in a build for a real backend
 * and the minifier drops it with everything only it imports (the demo API, the demo-account list).
 */
declare const __DEMO__: boolean;

/**
 * `__ANTD_ZERO_RUNTIME__`: antd's zero-runtime mode (src/app/antd-shell.tsx). True in a build (antd's CSS is written
 * at build time in place of its style functions: scripts/vite-antd-styles.ts) and under Vitest (no styles: jsdom lays
 * nothing out); false on the dev server, which pre-bundles antd and keeps its CSS-in-JS.
 */
declare const __ANTD_ZERO_RUNTIME__: boolean;
