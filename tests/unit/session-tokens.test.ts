import { createHmac } from 'node:crypto';
import { LAUNCH_MAX_AGE_SECONDS, launchCanonicalString } from '@/api/contract/launch';
import { parseIdleMinutes, parseSsoProviders } from '@/config/env';
import { DEMO_LAUNCH_KEY, refuseDemoLaunch, signDemoLaunch } from '@/demo/launch';
import { demoToken, demoTokenLogin, mintDemoGrant, readDemoToken } from '@/demo/tokens';
import { idlePhase, nextIdleCheck } from '@/utils/idle';
import { parseLaunchProof } from '@/utils/launch-params';
import { reactToSessionMessage } from '@/utils/session-channel';
import { renewDelay } from '@/utils/stored-session';

/** The pure parts of the session (docs/rules.md#session) and of the launch signature (docs/api.md). */

describe('launch signature: the canonical string', () => {
  test('the fields present, in the order lid, cid, name, ts, nonce, percent-encoded, joined by &', () => {
    expect(launchCanonicalString({ lid: 2001, cid: 101, name: '本部', ts: 1795000000, nonce: 'n0nce123' })).toBe(
      'lid=2001&cid=101&name=%E6%9C%AC%E9%83%A8&ts=1795000000&nonce=n0nce123',
    );
    expect(launchCanonicalString({ nonce: 'abcdefgh', ts: 5, lid: 7 })).toBe('lid=7&ts=5&nonce=abcdefgh');
    expect(launchCanonicalString({ lid: 1, name: 'a&b=c d', ts: 1, nonce: 'x' })).toBe('lid=1&name=a%26b%3Dc%20d&ts=1&nonce=x');
  });

  test('sig is the lowercase hex HMAC-SHA256 of the canonical string under the shared key (what a platform computes)', () => {
    const now = 1_795_000_000_000;
    const query = signDemoLaunch({ lid: 2001, cid: 101, name: '本部' }, { now, nonce: 'fixedNonce1' });
    const canonical = 'lid=2001&cid=101&name=%E6%9C%AC%E9%83%A8&ts=1795000000&nonce=fixedNonce1';
    expect(query.get('sig')).toBe(createHmac('sha256', DEMO_LAUNCH_KEY).update(canonical).digest('hex'));
    // What the browser reads from the address and forwards, unchanged.
    expect(parseLaunchProof(`?${query.toString()}`)).toEqual({
      lid: 2001,
      cid: 101,
      name: '本部',
      ts: 1795000000,
      nonce: 'fixedNonce1',
      sig: query.get('sig'),
    });
  });

  test('the demo backend refuses an altered field, an old or future ts, a reused nonce; accepts a fresh link once', () => {
    const now = Date.now();
    const proof = () => parseLaunchProof(`?${signDemoLaunch({ lid: 3001, cid: 5, name: '东校区' }, { now }).toString()}`)!;
    const fresh = proof();
    expect(refuseDemoLaunch({ ...fresh, cid: 6 }, now)).toMatch(/签名无效/);
    expect(refuseDemoLaunch({ ...fresh, name: '西校区' }, now)).toMatch(/签名无效/);
    expect(refuseDemoLaunch({ ...fresh, sig: fresh.sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }, now)).toMatch(/签名无效/);
    expect(refuseDemoLaunch(fresh, now + (LAUNCH_MAX_AGE_SECONDS + 1) * 1000)).toMatch(/已过期/);
    expect(refuseDemoLaunch(fresh, now - (LAUNCH_MAX_AGE_SECONDS + 1) * 1000)).toMatch(/已过期/);
    expect(refuseDemoLaunch(fresh, now)).toBeNull();
    expect(refuseDemoLaunch(fresh, now)).toMatch(/已使用过/);
  });

  test('a bare lid, or a proof with a malformed part, is no proof', () => {
    expect(parseLaunchProof('?lid=2001')).toBeUndefined();
    expect(parseLaunchProof('?lid=2001&ts=1&nonce=abcdefgh')).toBeUndefined();
    expect(parseLaunchProof(`?lid=2001&ts=1&nonce=short&sig=${'a'.repeat(64)}`)).toBeUndefined();
    expect(parseLaunchProof(`?lid=2001&ts=x&nonce=abcdefgh&sig=${'a'.repeat(64)}`)).toBeUndefined();
    expect(parseLaunchProof(`?lid=2001&ts=1&nonce=abcdefgh&sig=${'g'.repeat(64)}`)).toBeUndefined();
    expect(parseLaunchProof(`?lid=2001&ts=1&nonce=abcdefgh&sig=${'A'.repeat(64)}#/x`)?.sig).toBe('a'.repeat(64));
  });
});

describe('demo tokens: signed, expiring, not made from a name', () => {
  test('a token names its account and expires', () => {
    const now = Date.now();
    const token = demoToken('zone', { now });
    expect(demoTokenLogin(token)).toBe('zone');
    expect(token).not.toMatch(/zone-token/);
    expect(readDemoToken(token, now)?.sub).toBe('zone');
    expect(readDemoToken(token, now + 7200_000)).toBeUndefined();
    expect(readDemoToken(demoToken('zone', { seconds: -1 }))).toBeUndefined();
  });

  test('a token with its claims changed (another account, a later expiry) is refused', () => {
    const [prefix, body, sig] = demoToken('zone').split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    expect(readDemoToken(`${prefix}.${forged}.${sig}`)).toBeUndefined();
    expect(readDemoToken('zone-token')).toBeUndefined();
    expect(readDemoToken('Bearer admin-token')).toBeUndefined();
  });

  test('a grant: access and refresh token of one session; 自动登录 lets the refresh token live 7 days', () => {
    const now = Date.now();
    const grant = mintDemoGrant('library', { now, remember: true });
    const access = readDemoToken(grant.access_token, now)!;
    const refresh = readDemoToken(grant.refresh_token, now)!;
    expect([access.typ, refresh.typ]).toEqual(['access', 'refresh']);
    expect(access.sid).toBe(refresh.sid);
    expect(grant.expires_in).toBe(7200);
    expect(refresh.exp - Math.floor(now / 1000)).toBe(7 * 86400);
    expect(readDemoToken(mintDemoGrant('library', { now }).refresh_token, now)!.exp - Math.floor(now / 1000)).toBe(12 * 3600);
  });
});

describe('renewal timing', () => {
  test('5 minutes before expiry, or halfway through a shorter life; at once when expired', () => {
    const now = 1_000_000;
    expect(renewDelay(now + 2 * 3600_000, now)).toBe(2 * 3600_000 - 5 * 60_000);
    expect(renewDelay(now + 4 * 60_000, now)).toBe(2 * 60_000);
    expect(renewDelay(now - 1, now)).toBe(0);
    expect(renewDelay(now + 400 * 86_400_000, now)).toBe(2 ** 31 - 1);
  });

  test('after a failed renewal (offline), not before 15 s: never a loop without pause once the token has expired', () => {
    const now = 1_000_000;
    expect(renewDelay(now - 1, now, true)).toBe(15_000);
    expect(renewDelay(now + 4_000, now, true)).toBe(15_000);
    expect(renewDelay(now + 2 * 3600_000, now, true)).toBe(2 * 3600_000 - 5 * 60_000);
  });
});

describe('tabs: what a tab does about another tab’s message', () => {
  test('a sign-in of another session reloads the tab; of its own session, nothing', () => {
    expect(reactToSessionMessage({ type: 'signed-in', sid: 'b' }, 'a')).toBe('reload');
    expect(reactToSessionMessage({ type: 'signed-in', sid: 'b' }, undefined)).toBe('reload');
    expect(reactToSessionMessage({ type: 'signed-in', sid: 'a' }, 'a')).toBe('none');
  });

  test('a sign-out of its session ends the tab’s; of another, or in a tab without one, nothing', () => {
    expect(reactToSessionMessage({ type: 'signed-out', sid: 'a' }, 'a')).toBe('sign-out');
    expect(reactToSessionMessage({ type: 'signed-out', sid: undefined }, 'a')).toBe('sign-out');
    expect(reactToSessionMessage({ type: 'signed-out', sid: 'b' }, 'a')).toBe('none');
    expect(reactToSessionMessage({ type: 'signed-out', sid: 'a' }, undefined)).toBe('none');
  });
});

describe('idle timeout', () => {
  const timeout = 15 * 60_000;
  test('active, then a warning in the last minute, then expired', () => {
    expect(idlePhase(0, 13 * 60_000, timeout)).toBe('active');
    expect(idlePhase(0, 14 * 60_000, timeout)).toBe('warning');
    expect(idlePhase(0, 15 * 60_000, timeout)).toBe('expired');
  });

  test('checks again when the warning is due, then every second', () => {
    expect(nextIdleCheck(0, 60_000, timeout)).toBe(13 * 60_000);
    expect(nextIdleCheck(0, 14 * 60_000 + 500, timeout)).toBe(1000);
    expect(nextIdleCheck(0, 15 * 60_000 - 300, timeout)).toBe(300);
  });

  test('VITE_IDLE_TIMEOUT_MINUTES: off unless at least 2 minutes', () => {
    expect(parseIdleMinutes(undefined)).toBe(0);
    expect(parseIdleMinutes('')).toBe(0);
    expect(parseIdleMinutes('0')).toBe(0);
    expect(parseIdleMinutes('1')).toBe(0);
    expect(parseIdleMinutes('abc')).toBe(0);
    expect(parseIdleMinutes('15')).toBe(15);
  });
});

describe('VITE_SSO_PROVIDERS', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  test('OAuth and CAS providers from JSON', () => {
    const value = JSON.stringify([
      {
        id: 'smartedu',
        name: '国家智慧教育平台',
        kind: 'oauth',
        authorizeUrl: 'https://x.example/uias/oauth/authorize',
        clientId: 'c1',
        scope: 'userInfo',
      },
      { id: 'campus', name: '统一身份认证', kind: 'cas', authorizeUrl: 'https://cas.example.edu.cn/cas/login' },
      { id: 'local', name: '本地', kind: 'oauth', authorizeUrl: '/auth/idp', clientId: 'c2' },
    ]);
    expect(parseSsoProviders(value)).toEqual([
      {
        id: 'smartedu',
        name: '国家智慧教育平台',
        kind: 'oauth',
        authorizeUrl: 'https://x.example/uias/oauth/authorize',
        clientId: 'c1',
        scope: 'userInfo',
      },
      { id: 'campus', name: '统一身份认证', kind: 'cas', authorizeUrl: 'https://cas.example.edu.cn/cas/login' },
      { id: 'local', name: '本地', kind: 'oauth', authorizeUrl: '/auth/idp', clientId: 'c2' },
    ]);
  });

  test('incomplete or unsafe entries are left out; not JSON: none', () => {
    const value = JSON.stringify([
      { id: 'a', name: 'A', kind: 'oauth', authorizeUrl: 'https://a.example' },
      { id: 'b', name: 'B', kind: 'saml', authorizeUrl: 'https://b.example' },
      { id: 'c', name: 'C', kind: 'cas', authorizeUrl: 'javascript:alert(1)' },
      { id: 'd', name: 'D', kind: 'cas', authorizeUrl: '//evil.example/cas' },
      { id: 'e e', name: 'E', kind: 'cas', authorizeUrl: 'https://e.example' },
    ]);
    expect(parseSsoProviders(value)).toEqual([]);
    expect(parseSsoProviders('not json')).toEqual([]);
    expect(parseSsoProviders('')).toEqual([]);
  });
});
