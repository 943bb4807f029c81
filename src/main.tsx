import { env } from '@/config/env';

/** Boot: start the demo API first when demo mode is on, then render. */
async function boot() {
  if (env.demo) {
    const { startDemoWorker } = await import('@/demo/browser');
    await startDemoWorker();
  }
  const { renderApp } = await import('@/app/app');
  renderApp(document.getElementById('root')!);
}

void boot();
