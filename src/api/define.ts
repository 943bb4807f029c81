import { z } from 'zod';

// No `new Function` (zod's JIT for object schemas): the production CSP has no 'unsafe-eval' (deploy/nginx), and
// even zod's probe for it would be reported as a violation.
z.config({ jitless: true });

/**
 * How a call's body travels, per call as the backend expects it (docs/rules.md#requests):
 * - form: application/x-www-form-urlencoded string
 * - raw: a plain object handed to axios as is (serialised by axios as JSON)
 * - json: a JSON string with Content-Type application/json
 * - query: GET, fields as URL parameters
 */
export type Encoding = 'form' | 'raw' | 'json' | 'query';

/**
 * What a call does on the server, for the tools that call a backend outside the app: the conformance checker
 * (scripts/check-backend.mjs) calls only `read` calls in every scope, and docs/openapi.json states it (`x-effect`).
 * - read: reads only (every query): safe to call in any scope, any number of times
 * - session: signs in or out, or issues a token (login, logout, the launch token)
 * - write: records or changes data
 */
type Effect = 'read' | 'session' | 'write';

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Unique id, also the query-key head: e.g. 'circulation.queryLoanData'. */
  id: string;
  method: 'GET' | 'POST';
  /** Absolute path on the API host. */
  path: string;
  encoding: Encoding;
  request: I;
  response: O;
  /** One line for docs/api.md. */
  summary: string;
  /** Wrapped in { code, msg, data }: the call is ok only when code is '200'. */
  envelope: boolean;
  effect: Effect;
  /** Answered without a bearer token (signing in, the launch); every other call needs one (401 without it). */
  public?: boolean;
  /**
   * A call that makes or ends a session (sign-in, renewal, sign-on, launch, logout): its 401 is its own answer, so a
   * 401 is never met by renewing the token and sending it again (src/api/renewal.ts).
   */
  sessionCall?: boolean;
}

export type Input<E extends Endpoint> = z.input<E['request']>;
type Output<E extends Endpoint> = z.output<E['response']>;
/** What a page gets back: the envelope's data for enveloped calls, the body otherwise. */
export type Data<E extends Endpoint> = E['envelope'] extends true ? (Output<E> extends { data: infer D } ? D : never) : Output<E>;

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType, Env extends boolean>(
  e: Omit<Endpoint<I, O>, 'envelope'> & { envelope: Env },
): Endpoint<I, O> & { envelope: Env } {
  return e;
}

/** The statistics response envelope: { code: '200', msg, data }. code may arrive as a number. */
export function envelope<D extends z.ZodType>(data: D) {
  return z.object({
    code: z.union([z.string(), z.number()]).transform(String),
    msg: z.string().nullish(),
    data,
  });
}
