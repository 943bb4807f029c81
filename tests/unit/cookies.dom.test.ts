import Cookies from 'js-cookie';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '@/config/constants';
import { cookies } from '@/utils/cookies';
import { readSession, writeSession } from '@/utils/stored-session';

function clearAll(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** Counts the reads of `document.cookie` while `run` runs. */
function countReads<T>(run: () => T): { value: T; reads: number } {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let reads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      reads++;
      return native.get!.call(document) as string;
    },
    set(v: string) {
      native.set!.call(document, v);
    },
  });
  try {
    return { value: run(), reads };
  } finally {
    delete (document as { cookie?: string }).cookie;
  }
}

afterEach(clearAll);

describe('cookies: one read of document.cookie, decoded as js-cookie decodes it', () => {
  it('reads what js-cookie wrote, for any name and value (Chinese, spaces, =, ;, %, quotes)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== ''),
          fc.string({ maxLength: 30 }),
          {
            maxKeys: 5,
          },
        ),
        (jar) => {
          // Written through the module (the app's one writer), which forgets the jar it read last.
          for (const name of Object.keys(cookies.getAll())) cookies.remove(name);
          for (const [name, value] of Object.entries(jar)) cookies.set(name, value);
          for (const name of Object.keys(jar)) expect(cookies.get(name)).toBe(Cookies.get(name));
          expect(cookies.getAll()).toEqual(Cookies.get());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the first cookie of a name wins, a malformed escape is skipped, a value keeps its = signs', () => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const raw = 'a=1; bad%E0%A4%A=x; a=2; b=x=y; c="quoted"; d=%E5%AD%A6%E6%A0%A1';
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => raw, set: (v: string) => native.set!.call(document, v) });
    try {
      expect(cookies.getAll()).toEqual({ a: '1', b: 'x=y', c: 'quoted', d: '学校' });
      expect(cookies.getAll()).toEqual(Cookies.get());
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('the session of a request (token and its meta) costs one read of document.cookie, not four', async () => {
    writeSession({ access: 'tok-1', sid: 'sid-1', refresh: 'r-1', expiresAt: 1_900_000_000_000 });
    await Promise.resolve();
    const { value, reads } = countReads(() => readSession());
    expect(value).toEqual({ access: 'tok-1', sid: 'sid-1', refresh: 'r-1', expiresAt: 1_900_000_000_000 });
    expect(reads).toBe(1);
  });

  it('the calls made together share one read: ten requests’ sessions in one run of microtasks, one read', async () => {
    writeSession({ access: 'tok-1', sid: 'sid-1' });
    await Promise.resolve();
    const { value, reads } = countReads(() => Array.from({ length: 10 }, () => [readSession()?.access, cookies.get(ACCESS_TOKEN_COOKIE)]));
    expect(value).toEqual(Array.from({ length: 10 }, () => ['tok-1', 'tok-1']));
    expect(reads).toBe(1);
    // As the requests' interceptors run: each in a microtask of the same task.
    const seen = await Promise.all(Array.from({ length: 5 }, () => Promise.resolve().then(() => readSession()?.access)));
    expect(seen).toEqual(Array.from({ length: 5 }, () => 'tok-1'));
  });

  it('a cookie written elsewhere (another tab, a Set-Cookie) is seen once the run of microtasks is over; its own writes at once', async () => {
    writeSession({ access: 'tok-1', sid: 'sid-1' });
    expect(readSession()?.access).toBe('tok-1');
    // Written past the module, as another tab's write lands in this document.
    document.cookie = `${ACCESS_TOKEN_COOKIE}=tok-2; path=/`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { value, reads } = countReads(() => readSession()?.access);
    expect(value).toBe('tok-2');
    expect(reads).toBe(1);
    // The module's own write: the next read, in the same task, sees it.
    writeSession({ access: 'tok-3', sid: 'sid-1' });
    expect(readSession()?.access).toBe('tok-3');
    cookies.remove(ACCESS_TOKEN_COOKIE);
    expect(readSession()).toBeUndefined();
  });

  it('no document (a worker, the server side of a test): nothing, no throw', () => {
    vi.stubGlobal('document', undefined);
    try {
      expect(cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
      expect(cookies.getAll()).toEqual({});
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
