import { currentToken, renewSession } from './request-context';

/**
 * Renewal on 401 (docs/rules.md#session, token lifecycle): a call refused with 401 waits for one renewal of the
 * session and is sent again once with the new token. However many calls fail at once, a tab makes one renewal
 * attempt: the first 401 starts it, the others wait for it, and a call that failed after it finished is simply sent
 * again. Only when renewal fails does the caller see the 401 (the wrapper then says 登录已过期 once and goes to `/`).
 * Across tabs, the session store renews under a browser-wide lock and finds a token another tab has renewed.
 * A module of its own (client.ts calls `withRenewal`), pure over its two dependencies: tests/unit/renewal.test.ts.
 */
export interface RenewalDeps {
  /** The token the next request would carry (undefined: none; null: not this tab's session). */
  currentToken: () => string | null | undefined;
  /** Renews after a 401 of a call sent with `staleToken`; true when there is a newer token. */
  renew: (staleToken: string) => Promise<boolean>;
}

export function createRenewal(deps: RenewalDeps) {
  let inFlight: Promise<boolean> | null = null;

  /** One renewal at a time: joins the attempt in flight, or knows the token has been renewed since the call left. */
  function renewOnce(staleToken: string): Promise<boolean> {
    if (inFlight) return inFlight;
    const now = deps.currentToken();
    if (now && now !== staleToken) return Promise.resolve(true);
    inFlight = deps
      .renew(staleToken)
      .catch(() => false)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  /** Sends; on a 401 (`isUnauthorized`) of a call that carried a token, renews once and sends again once. */
  async function withRenewal<T>(send: () => Promise<T>, isUnauthorized: (error: unknown) => boolean): Promise<T> {
    const sentWith = deps.currentToken();
    try {
      return await send();
    } catch (error) {
      if (!sentWith || !isUnauthorized(error)) throw error;
      if (!(await renewOnce(sentWith))) throw error;
      return send();
    }
  }

  return { renewOnce, withRenewal };
}

/** The app's renewal, over the request context (the session store registers the token and the renewer). */
export const { renewOnce, withRenewal } = createRenewal({ currentToken, renew: renewSession });
