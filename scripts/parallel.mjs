#!/usr/bin/env node
/**
 * Runs shell commands side by side, as many at a time as the machine has cores, and fails when any fails. Each
 * command's output is printed whole when it ends (never interleaved), with its time. `npm test` runs the type check
 * and the three linters this way: each is one single-threaded process, so on a 2-core machine two at a time take about
 * half as long as one after the other.
 *
 *   node scripts/parallel.mjs "tsc -p tsconfig.json --noEmit" "eslint ." …
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import process from 'node:process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "command" ["command" …]');
  process.exit(2);
}
const slots = Math.max(1, Math.min(commands.length, os.availableParallelism()));

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n── ${command}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(out));
      resolve(ok);
    });
  });
}

const queue = [...commands];
const results = [];
await Promise.all(
  Array.from({ length: slots }, async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);
const failed = results.filter((ok) => !ok).length;
if (failed) {
  console.error(`\n${failed} of ${commands.length} failed`);
  process.exit(1);
}
