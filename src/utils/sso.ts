import type { SsoProvider } from '@/config/env';

/**
 * Single sign-on in the browser (docs/rules.md#session): the login page sends the browser to the provider with a
 * `state` it keeps for this tab; /auth-redirect takes the code (OAuth) or ticket (CAS) back (./sso-return.ts, loaded
 * with that page), checks the state, and hands the code to the backend, which holds the client secret
 * (POST /auth/sso/exchange). Tested in tests/unit/sso.dom.test.ts.
 */

/** What the tab keeps between leaving for the provider and coming back. */
export interface PendingSso {
  state: string;
  provider: string;
  kind: SsoProvider['kind'];
  /** The redirect_uri (OAuth) or service URL (CAS) sent: the exchange sends it again, and it must be the same. */
  redirectUri: string;
  /** The page first asked for (the login page's `redirect`). */
  target: string;
  /** When the tab left (ms). */
  at: number;
}

/** Where the pending sign-on waits in the tab (sessionStorage). */
export const PENDING_KEY = 'srp:sso-pending';
/** A return later than this is refused (the provider's codes live 5 minutes; signing on takes a person longer). */
export const SSO_PENDING_MAX_AGE_MS = 10 * 60_000;

/** A fresh, unguessable state (128 bits, hex). */
function newState(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the browser goes to sign on with `provider`, and what the tab keeps for the return. */
export function authorizeRequest(
  provider: SsoProvider,
  options: { origin: string; state: string; target: string; now: number },
): { url: string; pending: PendingSso } {
  const callback = `${options.origin}/auth-redirect`;
  const url = new URL(provider.authorizeUrl, options.origin);
  let redirectUri: string;
  if (provider.kind === 'oauth') {
    redirectUri = callback;
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', provider.clientId ?? '');
    url.searchParams.set('redirect_uri', redirectUri);
    if (provider.scope) url.searchParams.set('scope', provider.scope);
    url.searchParams.set('state', options.state);
  } else {
    // CAS has no state: it rides in the service URL, which the ticket's validation must repeat exactly.
    redirectUri = `${callback}?state=${options.state}`;
    url.searchParams.set('service', redirectUri);
  }
  const pending: PendingSso = {
    state: options.state,
    provider: provider.id,
    kind: provider.kind,
    redirectUri,
    target: options.target,
    at: options.now,
  };
  return { url: url.href, pending };
}

/** Leaves for the provider (the login page's button). */
export function startSignOn(provider: SsoProvider, target: string): void {
  const { url, pending } = authorizeRequest(provider, { origin: window.location.origin, state: newState(), target, now: Date.now() });
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(url);
}
