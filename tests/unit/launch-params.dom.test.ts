import { parseLaunchParams, readLaunchParams } from '@/utils/launch-params';

describe('parseLaunchParams (lid, cid, name from a query string)', () => {
  test('reads lid, cid and name', () => {
    expect(parseLaunchParams('?lid=2001&cid=33&name=%E4%B8%B4%E6%B1%9F%E4%B8%80%E5%B0%8F')).toEqual({
      lid: 2001,
      cid: 33,
      name: '临江一小',
    });
  });

  test('works without the leading "?" and with nothing at all', () => {
    expect(parseLaunchParams('lid=7')).toEqual({ lid: 7 });
    expect(parseLaunchParams('')).toEqual({});
    expect(parseLaunchParams('?other=1')).toEqual({});
  });

  test("a '#' suffix is cut: only the part before it counts", () => {
    expect(parseLaunchParams('?lid=12#/x')).toEqual({ lid: 12 });
    expect(parseLaunchParams('?lid=12%23/dashboard&cid=7595%23abc')).toEqual({ lid: 12, cid: 7595 });
    expect(parseLaunchParams('?name=%E4%B8%80%E5%B0%8F%23%2Fdashboard')).toEqual({ name: '一小' });
  });

  test.each([['abc'], ['-3'], ['0'], ['1.5'], ['12abc'], ['1e3'], [' '], ['0x10'], ['1234567890123'], ['#12']])(
    'an invalid number (%j) is ignored',
    (bad) => {
      const out = parseLaunchParams(`?lid=${encodeURIComponent(bad)}&cid=${encodeURIComponent(bad)}`);
      expect(out.lid).toBeUndefined();
      expect(out.cid).toBeUndefined();
    },
  );

  test('an invalid lid does not hide a valid cid', () => {
    expect(parseLaunchParams('?lid=x&cid=33')).toEqual({ cid: 33 });
  });

  test('surrounding spaces of a number are trimmed', () => {
    expect(parseLaunchParams('?lid=%2042%20')).toEqual({ lid: 42 });
  });

  test('name is sanitised: trimmed, control characters and angle brackets removed, capped at 64', () => {
    expect(parseLaunchParams(`?name=${encodeURIComponent('  临江一小  ')}`).name).toBe('临江一小');
    expect(parseLaunchParams(`?name=${encodeURIComponent('<script>alert(1)</script>')}`).name).toBe('scriptalert(1)/script');
    expect(parseLaunchParams(`?name=${encodeURIComponent('a\u0000b\nc\u007fd\te')}`).name).toBe('abcde');
    expect(parseLaunchParams(`?name=${'x'.repeat(200)}`).name).toBe('x'.repeat(64));
  });

  test('an empty name (or one that is only a hash) is absent', () => {
    expect(parseLaunchParams('?name=').name).toBeUndefined();
    expect(parseLaunchParams('?name=%20%20').name).toBeUndefined();
    expect(parseLaunchParams('?name=%23abc').name).toBeUndefined();
  });
});

describe('readLaunchParams (search, then a query inside the hash)', () => {
  test('reads from the search part', () => {
    expect(readLaunchParams({ search: '?lid=2001&cid=33&name=abc', hash: '' })).toEqual({ lid: 2001, cid: 33, name: 'abc' });
  });

  test('reads from a query inside the hash', () => {
    expect(readLaunchParams({ search: '', hash: '#/loading?lid=2002&cid=7595&name=abc' })).toEqual({
      lid: 2002,
      cid: 7595,
      name: 'abc',
    });
  });

  test('the search part wins over the hash for the same key; the hash fills the rest', () => {
    expect(readLaunchParams({ search: '?lid=1', hash: '#/x?lid=2&cid=3' })).toEqual({ lid: 1, cid: 3 });
  });

  test('a hash without a query adds nothing', () => {
    expect(readLaunchParams({ search: '', hash: '#/dashboard' })).toEqual({});
  });

  test("the host platform's hash router after the value does not leak in", () => {
    // In a real location the '#' starts the hash, so search holds "lid=12" and the hash holds the rest.
    expect(readLaunchParams({ search: '?lid=12', hash: '#/dashboard?cid=33#tail' })).toEqual({ lid: 12, cid: 33 });
  });

  test('defaults to window.location', () => {
    window.history.replaceState(null, '', '/loading?lid=2005&name=w#/x?cid=44');
    try {
      expect(readLaunchParams()).toEqual({ lid: 2005, cid: 44, name: 'w' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
