import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Which Chromium the browser tests and the runtime benchmarks run on. Playwright's own download host is not
 * reachable here (`npx playwright install` fails), so Debian's `chromium` package is the normal source.
 *
 * Order: CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's bundled build if it happens to be installed.
 * No Chromium is an error, never a silent skip. Plain ESM so that node scripts (bench/) and the
 * Playwright config (through tests/e2e/chromium.ts) share it.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_HINT = 'apt-get install -y chromium';

/** Flags for a headless Chromium in a container without GPU, sandbox or outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightOwn() {
  try {
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

/** The Chromium executable to launch; throws with the install command when there is none. */
export function findChromium(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. Unset it, or install Chromium: ${INSTALL_HINT}`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = playwrightOwn();
  if (own) return own;
  throw new Error(
    `No Chromium found (looked at CHROMIUM_PATH, ${DEBIAN_CHROMIUM}, Playwright's own build). ` +
      `Install it with: ${INSTALL_HINT} (as root, or with sudo). Do not use \`npx playwright install\`: its download host is not reachable.`,
  );
}
