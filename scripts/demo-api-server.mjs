#!/usr/bin/env node
/**
 * The demo API over plain HTTP: the very handlers of the demo (src/demo/handlers, msw request handlers over the
 * synthetic city) answering real requests through msw's getResponse. A stand-in backend for the production build
 * (`npm run build`, VITE_DEMO off) behind nginx: the deployment test (tests/deploy/) runs login and the dashboard
 * through it, and a team can try deploy/ without a backend.
 *
 *   node scripts/demo-api-server.mjs            PORT (default 4400; 0: a free one), HOST (default 127.0.0.1)
 *
 * Every path of the contract (docs/api.md) that a handler knows is answered as the demo answers it (tokens, 401s,
 * validation); anything else is a 404 problem+json. The handlers run through Vite's module runner (TypeScript, the
 * `@/` alias), so the first start takes a few seconds.
 */
import { createServer } from 'node:http';
import process from 'node:process';
import { importTs } from './import-ts.mjs';

const port = Number(process.env.PORT || 4400);
const host = process.env.HOST || '127.0.0.1';

async function loadHandlers() {
  const module = await importTs('/src/demo/handlers/index.ts', { demo: true });
  return module.handlers;
}

/** A fetch Request from a node request (body read in full; the API bodies are small). */
async function toRequest(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  return new Request(`http://${req.headers.host ?? `${host}:${port}`}${req.url ?? '/'}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

function problem(res, status, title) {
  res.writeHead(status, { 'Content-Type': 'application/problem+json' });
  res.end(JSON.stringify({ type: 'about:blank', title, status }));
}

async function main() {
  const [{ getResponse }, handlers] = await Promise.all([import('msw'), loadHandlers()]);
  const server = createServer((req, res) => {
    (async () => {
      const response = await getResponse(handlers, await toRequest(req));
      if (!response) return problem(res, 404, `No demo handler for ${req.method} ${req.url}`);
      const headers = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error) => {
      console.error(error);
      if (!res.headersSent) problem(res, 500, 'Demo API error');
      else res.destroy();
    });
  });
  server.on('error', (error) => {
    console.error(`demo-api-server: ${error.message}`);
    process.exit(1);
  });
  // PORT=0: a free port, the one taken is in the line printed (the tests start it so).
  server.listen(port, host, () => console.log(`Demo API at http://${host}:${server.address().port}/ (${handlers.length} handlers)`));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.close();
      server.closeAllConnections();
      process.exit(0);
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
