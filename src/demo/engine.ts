import { DEMO_STORAGE_KEYS, type EngineReply, type EngineRequest } from './engine-protocol';

/**
 * The demo API's engine (./engine.worker.ts) and the way to ask it. A module of its own, tiny, so that src/main.tsx
 * starts the worker, and with it the city's computation, at boot, while msw (./browser.ts) is still loading.
 */
export interface DemoEngine {
  /** The engine's answer to an API request; undefined when no demo handler knows it. */
  answer(request: Request): Promise<Response | undefined>;
}

let started: DemoEngine | undefined;

/** The page's one engine: made on the first call (src/demo/engine-boot.ts, or the app's demo start), then the same. */
export function startEngine(): DemoEngine {
  return (started ??= createEngine());
}

function createEngine(): DemoEngine {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'demo-api' });
  const pending = new Map<number, (reply: EngineReply) => void>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<EngineReply>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  };
  worker.onerror = (event) => console.error('The demo API engine failed:', event.message);
  return {
    async answer(request) {
      const message: EngineRequest = {
        id: nextId++,
        url: request.url,
        method: request.method,
        headers: [...request.headers],
        body: await request.arrayBuffer(),
        storage: DEMO_STORAGE_KEYS.map((key) => [key, localStorage.getItem(key)]),
      };
      const reply = await new Promise<EngineReply>((resolve) => {
        pending.set(message.id, resolve);
        worker.postMessage(message, [message.body]);
      });
      return reply.handled ? new Response(reply.body, { status: reply.status, headers: reply.headers }) : undefined;
    },
  };
}
