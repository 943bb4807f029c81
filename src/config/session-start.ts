/**
 * Whether this page load starts with a session (its cookie) or a launch (?lid=): its first call is then the session's.
 * Read at boot, before anything else has run: by src/main.tsx (demo mode: the demo API starts at once, not at the
 * first key press of the login form) and by src/demo/engine-boot.ts (the demo's engine worker started before the app).
 */
export function sessionStart(): boolean {
  return /(?:^|;\s*)access_token=/.test(document.cookie) || /[?&]lid=/.test(window.location.search);
}

/**
 * Demo builds: whether this page load is one of the demo's stand-in pages (the identity provider and the platform,
 * src/demo/pages.ts, at /auth/demo-…), shown in place of the app: no app, so no engine either. Read by src/main.tsx
 * and src/demo/engine-boot.ts.
 */
export function demoPageStart(): boolean {
  return window.location.pathname.startsWith('/auth/demo-');
}
