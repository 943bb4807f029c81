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
  /**
   * The call changes something on the server (signing in and out, an export trace): never sent twice. Every other
   * call only reads, and a network failure or a gateway's 502 / 503 / 504 is tried again (docs/rules.md#requests).
   */
  write?: boolean;
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
