import { DEFAULT_SETTINGS } from '@/config/constants';
import { create } from 'zustand';
import { registerErrorLogger } from '@/api/request-context';
import { ApiError } from '@/api/errors';
import { reportToOperators, type ReportItem } from '@/utils/error-report';

/** One collected error (docs/rules.md#layout): err, vm (where: component or call), info, url; plus the time. */
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

function toErrorShape(error: unknown): ErrorLogEntry['err'] {
  // A failed call says all in its name and message (the call's id is the entry's `vm`): its stack is axios's.
  if (error instanceof ApiError) return { name: error.name, message: error.message };
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: typeof error === 'string' ? error : JSON.stringify(error) };
}

/**
 * Whether the error log collects (`DEFAULT_SETTINGS.errorLog` 'production', docs/rules.md#messages): production
 * builds, the demo build included; the test suite runs the production behaviour. `npm run dev` only writes to the
 * console.
 */
function errorLogEnabled(): boolean {
  const env = DEFAULT_SETTINGS.errorLog === 'production' ? import.meta.env.PROD || import.meta.env.MODE === 'test' : true;
  return env;
}

/**
 * What the operators get of a logged error (src/utils/error-report.ts): a failed call as its id, kind, status and
 * field (never its message: a server's msg may name anyone); any other error as its name, message, stack and where.
 */
export function reportItem(error: unknown, vm: string, info: string): ReportItem {
  if (error instanceof ApiError) {
    return { type: 'call', endpoint: error.endpoint, kind: error.kind, status: error.status, field: error.field };
  }
  const shape = toErrorShape(error);
  return { type: 'error', name: shape.name, message: shape.message, stack: shape.stack, where: [vm, info].filter(Boolean).join(' ') };
}

/**
 * Record an error: in the error log where enabled, and always on the console (docs/rules.md#messages); and for the
 * operators, when an error report endpoint is configured (VITE_ERROR_REPORT_URL). The console gets the error as text
 * (its stack; a failed call its name and message), not the object: the browser keeps its last console messages with
 * their arguments, and a failed call's error holds its request and axios's stack — a wall offline for an hour fails
 * hundreds of calls.
 */
export function logError(error: unknown, vm: string, info = ''): void {
  reportToOperators(reportItem(error, vm, info));
  const err = toErrorShape(error);
  if (errorLogEnabled()) {
    useErrorLog.getState().addErrorLog({
      err,
      vm,
      info,
      url: typeof window !== 'undefined' ? window.location.href : '',
    });
  }
  console.error(`[${vm}]`, err.stack ?? `${err.name}: ${err.message}`, info);
}

// The request wrapper logs failed calls here (it imports no store: src/api/request-context.ts).
registerErrorLogger(logError);
