#!/usr/bin/env node
/**
 * Zero-dependency static server for a built folder (default dist-demo), used by `npm run demo`
 * and by Playwright's webServer.
 *
 *   node scripts/serve.mjs [folder]        PORT (default 4173), HOST (default 127.0.0.1)
 *
 * - SPA fallback: a path without a file extension that is not a file gets index.html.
 * - A missing file with an extension is a real 404 (a broken chunk must fail loudly, not get HTML).
 * - index.html is `Cache-Control: no-cache`; hashed files under /assets/ are immutable.
 * - Text files (html, js, css, json, svg…) are gzipped when the client accepts it, as the nginx of deploy/ does:
 *   `npm run demo` and the Lighthouse bench see the transfer sizes of a real deployment.
 */
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import process from 'node:process';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};

/** Worth gzipping (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg']);
/** Gzipped bodies by path and mtime: each file is compressed once per build. */
const gzipCache = new Map();

async function gzipped(absPath, info) {
  const key = `${absPath}:${info.mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(await readFile(absPath), { level: 6 });
    gzipCache.set(key, body);
  }
  return body;
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

const root = path.resolve(process.argv[2] ?? 'dist-demo');
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';

async function fileAt(absPath) {
  try {
    const s = await stat(absPath);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(text);
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return send(res, 405, 'Method Not Allowed');
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return send(res, 400, 'Bad Request');
  }
  if (pathname.includes('\0')) return send(res, 400, 'Bad Request');

  // Resolve inside root only: no '..' escapes.
  let abs = path.join(root, path.normalize(pathname));
  if (abs !== root && !abs.startsWith(root + path.sep)) return send(res, 403, 'Forbidden');

  let info = await fileAt(abs);
  if (!info && pathname.endsWith('/')) {
    abs = path.join(abs, 'index.html');
    info = await fileAt(abs);
  }
  if (!info) {
    // SPA fallback only for route-like paths (no file extension in the last segment).
    if (path.posix.extname(pathname) !== '') return send(res, 404, `Not Found: ${pathname}`);
    abs = path.join(root, 'index.html');
    info = await fileAt(abs);
    if (!info) return send(res, 500, `No index.html in ${root}: build first.`);
  }

  const ext = path.extname(abs).toLowerCase();
  const headers = {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  const rel = '/' + path.relative(root, abs).split(path.sep).join('/');
  if (ext === '.html') {
    headers['Cache-Control'] = 'no-cache';
  } else if (rel.startsWith('/assets/')) {
    headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  } else {
    headers['Cache-Control'] = 'no-cache';
  }

  if (COMPRESSIBLE.has(ext) && info.size > 256) {
    headers['Vary'] = 'Accept-Encoding';
    if (acceptsGzip(req)) {
      const body = await gzipped(abs, info);
      headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = String(body.length);
      res.writeHead(200, headers);
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
  }

  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(abs);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, 'Internal Server Error');
    else res.destroy();
  });
});

server.on('error', (error) => {
  console.error(`serve: ${error.message}`);
  process.exit(1);
});

server.listen(port, host, async () => {
  if (!(await fileAt(path.join(root, 'index.html')))) {
    console.warn(`serve: warning: ${root}/index.html not found; run the build first.`);
  }
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
