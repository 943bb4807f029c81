/**
 * Boot: start the demo API first when demo mode is on, then render.
 * `__DEMO__` (src/globals.d.ts) is a literal at build time, so a production build for a real backend
 * drops the demo branch (msw and the synthetic district) entirely; bench/bundle-size.mjs checks it.
 */
async function boot() {
  if (__DEMO__) {
    const { startDemoWorker } = await import('@/demo/browser');
    await startDemoWorker();
  }
  const { renderApp } = await import('@/app/app');
  renderApp(document.getElementById('root')!);
}

void boot();
