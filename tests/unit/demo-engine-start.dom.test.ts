/**
 * The demo's engine worker is made once per page: src/demo/engine-boot.ts starts it before the app (a session or a
 * launch only), and the app's own demo start (src/main.tsx) finds the same engine instead of a second worker.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: unknown = null;
  onerror: unknown = null;
  constructor(readonly url: URL | string) {
    FakeWorker.made.push(this);
  }
  postMessage() {}
}

beforeEach(() => {
  vi.resetModules();
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('startEngine makes one worker per page, whoever calls it first', async () => {
  const { startEngine } = await import('@/demo/engine');
  const first = startEngine();
  expect(startEngine()).toBe(first);
  expect(FakeWorker.made).toHaveLength(1);
  expect(String(FakeWorker.made[0].url)).toMatch(/engine\.worker/);
});

test('the boot entry starts the engine for a start with a session, and not for the login page', async () => {
  await import('@/demo/engine-boot');
  expect(FakeWorker.made).toHaveLength(0);

  vi.resetModules();
  document.cookie = 'access_token=demo-token; path=/';
  await import('@/demo/engine-boot');
  expect(FakeWorker.made).toHaveLength(1);
  // The app's start then finds it.
  const { startEngine } = await import('@/demo/engine');
  startEngine();
  expect(FakeWorker.made).toHaveLength(1);
});

test('a demo stand-in page (/auth/demo-…) starts no engine, session or not: it shows no app', async () => {
  document.cookie = 'access_token=demo-token; path=/';
  window.history.replaceState(null, '', '/auth/demo-platform');
  try {
    await import('@/demo/engine-boot');
    expect(FakeWorker.made).toHaveLength(0);
  } finally {
    window.history.replaceState(null, '', '/');
  }
  vi.resetModules();
  await import('@/demo/engine-boot');
  expect(FakeWorker.made).toHaveLength(1);
});
