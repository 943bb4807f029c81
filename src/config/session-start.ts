/**
 * Whether this page load starts with a session (its cookie) or a launch (?lid=): its first call is then the session's.
 * Read at boot, before anything else has run: by src/main.tsx (demo mode: the demo API starts at once, not at the
 * first key press of the login form) and by src/demo/engine-boot.ts (the demo's engine worker started before the app).
 */
export function sessionStart(): boolean {
  return /(?:^|;\s*)access_token=/.test(document.cookie) || /[?&]lid=/.test(window.location.search);
}
