import { getToken } from '@/utils/cookies';

/**
 * What the request wrapper (client.ts) asks the rest of the app, registered from outside so that api/ imports no
 * store: the token of the tab's session and how to renew it, the selected library / campus (scope injection), what
 * to do on HTTP 401 and where to log a failed call. A module of its own, free of
 * axios and zod, so the session store can register without loading the wrapper: the login route does not load
 * the HTTP and validation code until the first call.
 */
/** Where the wrapper records a failed call: the error log (src/stores/error-log.ts registers itself). */
export type ErrorLogger = (error: unknown, vm: string, info: string) => void;

export type ScopeProvider = () => { libraryId?: number | null; campusId?: number | null };

/**
 * The token of this tab's next request: its session's access token; undefined without a session; null when the
 * browser's session is no longer the one this tab shows (another tab signed in or out): then the request is not sent
 * (docs/rules.md#session, one user per browser).
 */
export type TokenProvider = () => string | null | undefined;

/**
 * Renews the session after a 401 of a call sent with `staleToken`: resolves true when a newer token is there to send
 * the call again with (src/api/renewal.ts makes one attempt at a time).
 */
export type Renewer = (staleToken: string) => Promise<boolean>;

let scopeProvider: ScopeProvider = () => ({});
let tokenProvider: TokenProvider = () => getToken();
let renewer: Renewer = () => Promise.resolve(false);
/**
 * What the session does when a 401 cannot be fixed by renewal: nothing to say (undefined: the wrapper says
 * 登录已过期 and goes to `/`), an address to go to at once and silently (a wall's display link refused: its revoked
 * screen), or null: stay where it is, silently (a wall whose link could not be exchanged for now: it tries again).
 */
export type UnauthorizedHandler = () => string | null | undefined;

let onUnauthorized: UnauthorizedHandler = () => undefined;
let errorLogger: ErrorLogger = (error, vm, info) => console.error(`[${vm}]`, error, info);

export function registerScopeProvider(fn: ScopeProvider): void {
  scopeProvider = fn;
}

export function registerTokenProvider(fn: TokenProvider): void {
  tokenProvider = fn;
}

/** Registers the renewer; returns the one it replaces (a display link's session falls back to the staff session's). */
export function registerRenewer(fn: Renewer): Renewer {
  const previous = renewer;
  renewer = fn;
  return previous;
}

/** The token for the next request (TokenProvider). */
export function currentToken(): string | null | undefined {
  return tokenProvider();
}

/** Asks the session to renew (Renewer). */
export function renewSession(staleToken: string): Promise<boolean> {
  return renewer(staleToken);
}

/** Registers the 401 handler; returns the one it replaces. */
export function registerUnauthorizedHandler(fn: UnauthorizedHandler): UnauthorizedHandler {
  const previous = onUnauthorized;
  onUnauthorized = fn;
  return previous;
}

export function registerErrorLogger(fn: ErrorLogger): void {
  errorLogger = fn;
}

/** Records a failed call with the registered logger (the console until the error log registers). */
export function logCallError(error: unknown, vm: string, info = ''): void {
  errorLogger(error, vm, info);
}

/** The scope to inject into the next request. */
export function currentScope(): ReturnType<ScopeProvider> {
  return scopeProvider();
}

/** Runs the registered 401 handler (the session store ends the session: renewal failed or was impossible). */
export function unauthorized(): string | null | undefined {
  return onUnauthorized();
}

let transport: typeof fetch | undefined;

/**
 * Demo builds: the API calls go to `fetchImpl` (the demo engine, src/demo/browser.ts) through axios's fetch adapter
 * instead of the network. Registered by src/main.tsx before the held requests are let go; never in a production
 * build.
 */
export function registerTransport(fetchImpl: typeof fetch | undefined): void {
  transport = fetchImpl;
}

/** The registered transport, if any. */
export function currentTransport(): typeof fetch | undefined {
  return transport;
}

let gate: () => Promise<unknown> = () => Promise.resolve();

/**
 * Makes every request wait for `ready()` to settle (resolved or not); `ready` is called by each request and
 * should return the same promise every time. The demo build starts its API (a worker) beside the app
 * (src/main.tsx): a request made before it runs starts it and waits; pages that make no call do not wait.
 */
export function holdRequestsUntil(ready: () => Promise<unknown>): void {
  gate = () =>
    ready().then(
      () => undefined,
      () => undefined,
    );
}

/** Settles when requests may go (at once, unless held by holdRequestsUntil). */
export function requestsReady(): Promise<unknown> {
  return gate();
}
