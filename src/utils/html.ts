/**
 * Escapes text for HTML. ECharts writes a custom tooltip formatter's string with innerHTML, so every
 * server-provided string (school, class, grade, book names) that goes into one must pass through this.
 */
export function escapeHtml(text: string | null | undefined): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
