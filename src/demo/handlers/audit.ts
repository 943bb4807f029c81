import { exportTrace } from '@/api/contract/audit';
import { demoHandler } from '../define-handler';

/**
 * audit/exportTrace (src/api/contract/audit.ts): the demo records each export trace in memory, in the order they
 * came, with the account of the token; no clock (the record's time is the browser's, as sent).
 */
interface DemoTrace {
  traceId: string;
  user: string;
  list: string;
  page: string;
  scope: string;
  rows: number;
  names: 'full' | 'masked';
  recordedAt: string;
}

const traces: DemoTrace[] = [];
/** The demo keeps the last traces only. */
const KEPT = 1000;
let recorded = 0;

/** The traces recorded since the demo API started (the tests read them). */
export function demoExportTraces(): readonly DemoTrace[] {
  return traces;
}

export const auditHandlers = [
  demoHandler(exportTrace, (input, { account }) => {
    const trace: DemoTrace = {
      traceId: `demo-trace-${++recorded}`,
      user: account.login,
      list: input.list,
      page: input.page,
      scope: input.scope,
      rows: input.rows,
      names: input.names,
      recordedAt: input.exportedAt,
    };
    traces.push(trace);
    if (traces.length > KEPT) traces.shift();
    return { traceId: trace.traceId, user: trace.user, recordedAt: trace.recordedAt };
  }),
];
