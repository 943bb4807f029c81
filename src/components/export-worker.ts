/**
 * Writes a table's .xlsx off the page's main thread (docs/rules.md#export): the page sends the sheet's frame and its
 * cells in chunks (./export-xlsx.ts), this worker builds the sheet and zips the file, and posts the Blob back.
 */
import { sheetAssembler, type ExportReply, type ExportRequest } from './xlsx-sheet';

/** What this module uses of the worker's global scope (the DOM lib types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ExportRequest>) => void) | null;
  postMessage(message: ExportReply): void;
}
const scope = globalThis as unknown as WorkerScope;
const assemble = sheetAssembler();

scope.onmessage = (event) => {
  void assemble(event.data).then((reply) => {
    if (reply) scope.postMessage(reply);
  });
};
