/**
 * The `redirect` query target is untrusted. It is honoured only when it is a same-origin path:
 * starts with exactly one '/', and resolves against this origin to this origin.
 * Anything else ('//x', '/\x', '/\t/x', 'https://x', 'javascript:', encoded or control-character variants)
 * falls back to `fallback`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  // Only printable ASCII: no control characters, no whitespace, no backslashes anywhere.
  if (!/^[\x21-\x7e]+$/.test(target) || target.includes('\\')) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  let decoded = target;
  try {
    // Decode repeatedly: '/%2F%2Fevil' or '/%5Cevil' must not become '//evil' or '/\evil' later.
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f\\]/.test(decoded) || decoded.startsWith('//')) return fallback;
  const base = 'http://same.origin.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const result = url.pathname + url.search + url.hash;
  // Dot segments are resolved by the URL parser: '/.//x' or '/a/..//x' come out as '//x' (protocol-relative).
  if (result.startsWith('//')) return fallback;
  return result;
}
