/**
 * Boot: start the demo API first when demo mode is on, then render.
 * `import.meta.env.VITE_DEMO` is replaced at build time, so a production build for a real backend
 * drops the demo branch (msw and the synthetic district) entirely; bench/bundle-size.mjs checks it.
 */
async function boot() {
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoWorker } = await import('@/demo/browser');
    await startDemoWorker();
  }
  const { renderApp } = await import('@/app/app');
  renderApp(document.getElementById('root')!);
}

void boot();
