/** Messages between the page (src/demo/browser.ts) and the demo engine worker (src/demo/engine.worker.ts). */
export interface EngineRequest {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer;
  /**
   * The page's demo-only localStorage keys (DEMO_STORAGE_KEYS) with their values (null: not set): the handlers read
   * them as in the page, and a worker has no localStorage of its own.
   */
  storage: [string, string | null][];
}

/**
 * Demo-only localStorage keys the handlers read: the ranking bench's row count (src/demo/handlers/ranking.ts) and the
 * soak bench's display-token lifetime (src/demo/handlers/display.ts).
 */
export const DEMO_STORAGE_KEYS = ['srp-demo:bench-ranking-rows', 'srp-demo:bench-display-token-seconds'] as const;

export type EngineReply =
  { id: number; handled: false } | { id: number; handled: true; status: number; headers: [string, string][]; body: ArrayBuffer };
