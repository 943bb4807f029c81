import { LAUNCH_MAX_AGE_SECONDS, launchCanonicalString } from '@/api/contract/launch';
import { spendOnce } from './auth-state';
import { hmacHex, randomId, sameText } from './hmac';

/**
 * The demo's launch signatures: the stand-in platform (./pages.ts) signs its links with this shared key and the demo
 * API's getUserToken checks them (docs/api.md, "Launch signature"). A demo constant, never in a build for a real
 * backend (bench/bundle-size.mjs).
 */
export const DEMO_LAUNCH_KEY = 'srp-demo-platform/launch-key/bin-jiang-2026';

export interface DemoLaunch {
  lid?: number;
  cid?: number;
  name?: string;
}

/** The query of a signed launch link: lid, cid, name, ts, nonce, sig (`now` in ms; a fresh nonce unless given). */
export function signDemoLaunch(launch: DemoLaunch, options: { now?: number; nonce?: string; key?: string } = {}): URLSearchParams {
  const fields = { ...launch, ts: Math.floor((options.now ?? Date.now()) / 1000), nonce: options.nonce ?? randomId(12) };
  const sig = hmacHex(options.key ?? DEMO_LAUNCH_KEY, launchCanonicalString(fields));
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...fields, sig })) if (v !== undefined) params.set(k, String(v));
  return params;
}

/** Why a launch is refused (the msg of getUserToken's answer), or null when its proof holds. Uses up its nonce. */
export function refuseDemoLaunch(input: DemoLaunch & { ts: number; nonce: string; sig: string }, now: number = Date.now()): string | null {
  const expected = hmacHex(DEMO_LAUNCH_KEY, launchCanonicalString(input));
  if (!sameText(expected, input.sig)) return '链接签名无效：链接被改动过，或不是由平台签发';
  if (Math.abs(now / 1000 - input.ts) > LAUNCH_MAX_AGE_SECONDS) return `链接已过期（签发超过 ${LAUNCH_MAX_AGE_SECONDS / 60} 分钟）`;
  if (!spendOnce('nonce', input.nonce, (input.ts + LAUNCH_MAX_AGE_SECONDS) * 1000, now)) return '链接已使用过（同一链接只能使用一次）';
  return null;
}
