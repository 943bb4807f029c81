/**
 * The launch signature (docs/api.md, "Launch signature"). A launch from another platform (`lid`, `cid`, `name`) carries
 * that platform's proof: `ts` (seconds since 1970), a single-use `nonce` and `sig`, the lowercase hex HMAC-SHA256 of
 * the canonical string below under the secret the platform shares with the backend. The backend checks it (age at
 * most LAUNCH_MAX_AGE_SECONDS either way, the nonce never seen before, the signature); the browser only forwards it.
 * No imports: the demo's stand-in platform and the tests sign with it too.
 */
export const LAUNCH_MAX_AGE_SECONDS = 300;

export interface LaunchFields {
  lid?: number;
  cid?: number;
  name?: string;
  ts: number;
  nonce: string;
}

/**
 * The canonical string of a launch: each field present, in the order lid, cid, name, ts, nonce, as
 * `name=value` with the value percent-encoded as encodeURIComponent does (UTF-8), joined by '&':
 * `lid=2001&cid=101&name=%E6%9C%AC%E9%83%A8&ts=1795000000&nonce=n0nce123`.
 */
export function launchCanonicalString(fields: LaunchFields): string {
  const parts: string[] = [];
  for (const key of ['lid', 'cid', 'name', 'ts', 'nonce'] as const) {
    const value = fields[key];
    if (value !== undefined) parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}
