import { clearSnapshot, readSnapshot, SNAPSHOT_MAX_AGE_MS, writeSnapshot, type SessionData } from '@/stores/session-snapshot';

const KEY = 'srp:session-snapshot';
const data: SessionData = {
  profile: { login: 'zone', authorities: ['ROLE_ZONE_USER'], organizationId: 7 },
  libraries: [{ id: 101, name: '明德学校' }],
  initial: { regionType: 'district', addr: '望海区', semesterId: 3 },
  roleType: { userType: 'DISTRICT' },
  lesseeId: 'L1',
  years: { data: [{ id: 2026, name: '2026-2027学年' }], current: 2026 },
};
const NOW = 1_800_000_000_000;

describe('the session snapshot (src/stores/session-snapshot.ts, docs/rules.md#session)', () => {
  test('read back for the same browser session, as written', () => {
    writeSnapshot('sid-1', data, NOW);
    expect(readSnapshot('sid-1', NOW + 1000)).toEqual(data);
  });

  test('never for another sign-in, nor without one: and it is removed', () => {
    writeSnapshot('sid-1', data, NOW);
    expect(readSnapshot('sid-2', NOW)).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
    writeSnapshot('sid-1', data, NOW);
    expect(readSnapshot(undefined, NOW)).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  test('not after its maximum age, nor from the future', () => {
    writeSnapshot('sid-1', data, NOW);
    expect(readSnapshot('sid-1', NOW + SNAPSHOT_MAX_AGE_MS - 1)).toEqual(data);
    expect(readSnapshot('sid-1', NOW + SNAPSHOT_MAX_AGE_MS)).toBeUndefined();
    writeSnapshot('sid-1', data, NOW);
    expect(readSnapshot('sid-1', NOW - 1)).toBeUndefined();
  });

  test.each([
    ['not JSON', '{'],
    ['no profile', JSON.stringify({ sid: 's', savedAt: NOW, data: { ...data, profile: null } })],
    ['no authorities', JSON.stringify({ sid: 's', savedAt: NOW, data: { ...data, profile: { login: 'zone', authorities: [] } } })],
    ['a library without id', JSON.stringify({ sid: 's', savedAt: NOW, data: { ...data, libraries: [{ name: 'x' }] } })],
    ['years not a list', JSON.stringify({ sid: 's', savedAt: NOW, data: { ...data, years: { data: 'x' } } })],
  ])('a malformed one (%s) is not used and is removed', (_, raw) => {
    localStorage.setItem(KEY, raw);
    expect(readSnapshot('s', NOW)).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  test('clearSnapshot removes it', () => {
    writeSnapshot('sid-1', data, NOW);
    clearSnapshot();
    expect(readSnapshot('sid-1', NOW)).toBeUndefined();
  });
});
