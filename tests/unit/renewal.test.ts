import { createRenewal } from '@/api/renewal';

/** The single-flight renewal of src/api/renewal.ts (docs/rules.md#session), over fake dependencies. */

class Unauthorized extends Error {}
const isUnauthorized = (e: unknown) => e instanceof Unauthorized;

/** A server that refuses any token but `valid`, and a renewal that makes `valid` the current token. */
function world(options: { renewOk?: boolean } = {}) {
  const state = { token: 'old', valid: 'new', renewals: 0, sent: [] as string[] };
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const renewal = createRenewal({
    currentToken: () => state.token,
    renew: async () => {
      state.renewals += 1;
      await gate;
      if (options.renewOk === false) return false;
      state.token = state.valid;
      return true;
    },
  });
  const send = async () => {
    const token = state.token;
    state.sent.push(token);
    if (token !== state.valid) throw new Unauthorized(`401 for ${token}`);
    return `ok with ${token}`;
  };
  return { state, renewal, send, release };
}

test('20 calls failing with 401 at once: one renewal, each call sent again once with the new token', async () => {
  const { state, renewal, send, release } = world();
  const calls = Array.from({ length: 20 }, () => renewal.withRenewal(send, isUnauthorized));
  // Let every call fail and join the renewal before it finishes.
  await new Promise((r) => setTimeout(r, 0));
  release();
  expect(await Promise.all(calls)).toEqual(Array.from({ length: 20 }, () => 'ok with new'));
  expect(state.renewals).toBe(1);
  expect(state.sent.filter((t) => t === 'old')).toHaveLength(20);
  expect(state.sent.filter((t) => t === 'new')).toHaveLength(20);
});

test('a call that fails after the renewal finished is sent again without a second renewal', async () => {
  const { state, renewal, release } = world();
  release();
  await renewal.renewOnce('old');
  expect(state.renewals).toBe(1);
  // A late 401 of a call that left with the old token: the token is new already.
  expect(await renewal.renewOnce('old')).toBe(true);
  expect(state.renewals).toBe(1);
});

test('renewal refused: every waiting call gets its own 401, after one attempt', async () => {
  const { state, renewal, send, release } = world({ renewOk: false });
  const calls = Array.from({ length: 5 }, () => renewal.withRenewal(send, isUnauthorized).catch((e: unknown) => e));
  await new Promise((r) => setTimeout(r, 0));
  release();
  const results = await Promise.all(calls);
  expect(results.every((r) => r instanceof Unauthorized)).toBe(true);
  expect(state.renewals).toBe(1);
  expect(state.sent).toHaveLength(5);
});

test('other failures and calls without a token are not renewed', async () => {
  const { state, renewal, release } = world();
  release();
  await expect(renewal.withRenewal(() => Promise.reject(new Error('500')), isUnauthorized)).rejects.toThrow('500');
  state.token = undefined as unknown as string;
  await expect(renewal.withRenewal(() => Promise.reject(new Unauthorized('401')), isUnauthorized)).rejects.toThrow('401');
  expect(state.renewals).toBe(0);
});

test('a renewal that throws counts as refused', async () => {
  const renewal = createRenewal({ currentToken: () => 't', renew: () => Promise.reject(new Error('network')) });
  expect(await renewal.renewOnce('t')).toBe(false);
});
