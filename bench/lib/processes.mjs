/**
 * Small process helpers shared by the benches and the deployment test: a free loopback port, a child process
 * started and waited for until an URL answers, and stopped again (its own pid only).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';

/** A TCP port nobody listens on right now (127.0.0.1). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Whether something answers on 127.0.0.1:port (a plain TCP connect). */
export function portInUse(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(true));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(false)));
  });
}

/**
 * Spawns `command args` and waits until `readyUrl` answers with any HTTP status (or `isReady(res)` holds).
 * Rejects with the child's output when it exits first or does not answer within `timeoutMs`.
 */
export async function startProcess(command, args, { cwd, env, readyUrl, timeoutMs = 15_000, label = command } = {}) {
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${label} exited (${child.exitCode ?? child.signalCode}): ${output.trim()}`);
    }
    try {
      await fetch(readyUrl, { redirect: 'manual' });
      return { child, output: () => output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stopProcess(child);
  throw new Error(`${label} did not answer on ${readyUrl} within ${timeoutMs} ms: ${output.trim()}`);
}

/** SIGTERM, then SIGKILL after 3 s; resolves when the child has exited. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, 3000).unref();
  });
}

export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/**
 * A built app (`dist-demo` …) served by scripts/serve.mjs (gzip, immutable hashed assets, SPA fallback) on a free
 * loopback port, for a bench: `{ base, stop }`.
 */
export async function serveStatic(root, dist) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(process.execPath, [`${root}/scripts/serve.mjs`, dist], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    readyUrl: `${base}/`,
    label: 'scripts/serve.mjs',
  });
  return { base, stop: () => stopProcess(server.child) };
}

/** Whether `dist` is a demo build (npm run build:demo): it has the demo API's engine worker. */
export function isDemoBuild(dist) {
  const assets = `${dist}/assets`;
  return existsSync(assets) && readdirSync(assets).some((f) => /^engine\.worker-.*\.js$/.test(f));
}

/** One decimal (null stays null). */
export const round1 = (x) => (x === null || x === undefined ? null : Math.round(x * 10) / 10);

/** Median, max and min of the numbers among `values`, one decimal. */
export function stats(values) {
  const xs = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (xs.length === 0) return { median: null, max: null, min: null };
  return { median: round1(median(xs)), max: round1(xs[xs.length - 1]), min: round1(xs[0]) };
}

/** The machine's load average, one decimal: the benches record it beside their figures. */
export function loadAverage() {
  const [one, five, fifteen] = os.loadavg();
  return { '1m': round1(one), '5m': round1(five), '15m': round1(fifteen) };
}
