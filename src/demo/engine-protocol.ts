/** Messages between the page (src/demo/browser.ts) and the demo engine worker (src/demo/engine.worker.ts). */
export interface EngineRequest {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

export type EngineReply =
  | { id: number; handled: false }
  | { id: number; handled: true; status: number; headers: [string, string][]; body: ArrayBuffer };
