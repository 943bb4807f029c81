import { create } from 'zustand';

/** One collected error, spec §3: err, vm (where: component or call), info, url; plus the time. */
export interface ErrorLogEntry {
  id: number;
  err: { name: string; message: string; stack?: string };
  vm: string;
  info: string;
  url: string;
  time: number;
}

interface ErrorLogState {
  logs: ErrorLogEntry[];
  addErrorLog: (entry: Omit<ErrorLogEntry, 'id' | 'time'> & { time?: number }) => void;
  clearErrorLog: () => void;
}

const MAX_ENTRIES = 200;
let nextId = 1;

export const useErrorLog = create<ErrorLogState>((set) => ({
  logs: [],
  addErrorLog: (entry) =>
    set((s) => ({
      logs: [...s.logs, { ...entry, id: nextId++, time: entry.time ?? Date.now() }].slice(-MAX_ENTRIES),
    })),
  clearErrorLog: () => set({ logs: [] }),
}));

export function toErrorShape(error: unknown): ErrorLogEntry['err'] {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: typeof error === 'string' ? error : JSON.stringify(error) };
}

/** Record an error: in the log (spec §9: production; always in demo and tests) and on the console. */
export function logError(error: unknown, vm: string, info = ''): void {
  useErrorLog.getState().addErrorLog({
    err: toErrorShape(error),
    vm,
    info,
    url: typeof window !== 'undefined' ? window.location.href : '',
  });
  if (!import.meta.env.PROD || import.meta.env.MODE === 'demo') console.error(`[${vm}]`, error, info);
}
