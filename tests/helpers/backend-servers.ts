import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Backends for the conformance checker's tests (tests/unit/check-backend.test.ts): the demo API over HTTP
 * (`npm run api:demo`) on a free port, and a deliberately broken backend in front of it.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Running {
  url: string;
  close: () => Promise<void>;
}

/** `node scripts/demo-api-server.mjs` on a free port (PORT=0), up once it prints its address. */
export function startDemoApi(): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['scripts/demo-api-server.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Demo API at (http:\/\/[^/\s]+)\//.exec(output);
      if (address) {
        child.stdout!.off('data', onData);
        resolve({
          url: address[1],
          close: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`demo API exited (${code}): ${output}`)));
  });
}

/** What the broken backend does to one answer: nothing (undefined), or its own status and body. */
export type Fault = (answer: { path: string; status: number; body: unknown }) => { status: number; body: unknown } | 'hang' | undefined;

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/**
 * A backend that forwards every request to `upstream` and breaks some answers (`faults`, by path). It also answers a
 * bad token on the paths starting with `acceptBadTokenOn` as if it were good (the 401 it should have sent is missing):
 * it swaps in the last token it saw the login hand out. A 'hang' fault never answers (until the client gives up).
 */
export function startBrokenBackend(upstream: string, faults: Record<string, Fault>, acceptBadTokenOn: string): Promise<Running> {
  let lastToken: string | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', upstream);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
      }
      if (url.pathname.startsWith(acceptBadTokenOn) && lastToken && headers.get('authorization') !== `Bearer ${lastToken}`) {
        headers.set('authorization', `Bearer ${lastToken}`);
      }
      const upstreamAnswer = await fetch(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
      const text = await upstreamAnswer.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: passed on as is
      }
      if (url.pathname === '/auth/login' && upstreamAnswer.ok) lastToken = (parsed as { access_token?: string }).access_token;
      const fault = faults[url.pathname]?.({ path: url.pathname, status: upstreamAnswer.status, body: parsed });
      if (fault === 'hang') return; // the checker's timeout ends it; close() destroys the socket
      const out = fault ?? { status: upstreamAnswer.status, body: parsed };
      res.writeHead(out.status, { 'Content-Type': out.status >= 400 ? 'application/problem+json' : 'application/json' });
      res.end(typeof out.body === 'string' ? out.body : JSON.stringify(out.body));
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
