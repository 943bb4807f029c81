/**
 * The deployment under test: Debian's nginx, unprivileged on loopback, with deploy/nginx/srp.conf.template
 * rendered as a deployment would (envsubst of the SRP_* variables), in front of the production build (dist/,
 * `vite build`, demo off) and the demo API served over HTTP as the backend (scripts/demo-api-server.mjs), with the
 * fault stub between them (./fault-stub.mjs: it forwards everything as it is unless a test asks for a fault, and
 * collects the app's error reports). Everything nginx writes (pid, logs, temp files) goes to a temp folder removed on
 * stop.
 *
 * Used by playwright.deploy.config.ts (global setup); by hand:
 *   node tests/deploy/harness.mjs            starts it and prints the URL (Ctrl-C stops)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { isDemoBuild, portInUse, startProcess, stopProcess } from '../../bench/lib/processes.mjs';
import { REPORT_PATH, startStub } from './fault-stub.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'srp.conf.template');
export const INSTALL_HINT = 'apt-get install -y nginx';

/**
 * Ports: NGINX_PORT / DEPLOY_API_PORT / DEPLOY_STUB_PORT, else E2E_PORT + 100 / + 200 / + 300 (each checkout its
 * own), else 4273 / 4373 / 4473.
 */
export function deployPorts(env = process.env) {
  const base = Number(env.E2E_PORT || 4173);
  return {
    nginx: Number(env.NGINX_PORT || base + 100),
    api: Number(env.DEPLOY_API_PORT || base + 200),
    stub: Number(env.DEPLOY_STUB_PORT || base + 300),
  };
}

/**
 * Where the deployment under test sends error reports (the stub collects them): the build must have the same
 * VITE_ERROR_REPORT_URL (`npm run test:deploy` builds with it).
 */
export const TEST_REPORT_URL = REPORT_PATH;

/** Sign-in limits of the deployment under test: roomy enough for the suite's own sign-ins from 127.0.0.1. */
export const TEST_LOGIN_LIMIT = { rate: '60r/m', burst: 20 };

/** The nginx binary: NGINX_PATH, /usr/sbin/nginx, or nginx on the PATH; an error with the install command else. */
export function findNginx(env = process.env) {
  const candidates = [env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || fail();
  } catch {
    return fail();
  }
  function fail() {
    throw new Error(`No nginx found (NGINX_PATH, /usr/sbin/nginx, PATH). Install Debian's: ${INSTALL_HINT} (.ci/run does it).`);
  }
}

/** The folder of nginx's own configuration (for mime.types), from `nginx -V`. */
function nginxConfDir(nginx) {
  // nginx -V writes to stderr.
  const { stdout, stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const m = /--conf-path=(\S+)/.exec(`${stdout}${stderr}`);
  return m ? path.dirname(m[1]) : '/etc/nginx';
}

/** envsubst of ${SRP_…} (exactly what deploy/README.md tells a deployment to run); unknown variables fail. */
export function renderTemplate(text, vars) {
  return text.replace(/\$\{(SRP_[A-Z_]+)\}/g, (_, name) => {
    if (!(name in vars)) throw new Error(`${path.relative(ROOT, TEMPLATE)} uses \${${name}}, which the harness does not set`);
    return vars[name];
  });
}

/**
 * Starts the API and nginx; resolves with { baseURL, apiURL, dir, stop }. `dist` must hold a production build.
 */
export async function startDeployment({ dist = path.join(ROOT, 'dist'), ports = deployPorts() } = {}) {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html not found: build first (vite build)`);
  if (isDemoBuild(dist)) throw new Error(`${dist} is a demo build: the deployment test needs \`vite build\` (demo off)`);
  const nginx = findNginx();
  for (const [what, port] of Object.entries(ports)) {
    if (await portInUse(port)) throw new Error(`port ${port} (${what}) is taken: set NGINX_PORT / DEPLOY_API_PORT or E2E_PORT`);
  }
  const confDir = nginxConfDir(nginx);
  const mimeTypes = path.join(confDir, 'mime.types');
  if (!existsSync(mimeTypes)) throw new Error(`${mimeTypes} not found: is nginx installed completely? (${INSTALL_HINT})`);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'srp-nginx-'));
  const site = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
    SRP_API_BACKEND: `http://127.0.0.1:${ports.stub}`,
    SRP_PORT: `127.0.0.1:${ports.nginx}`,
    SRP_SERVER_NAME: '127.0.0.1 localhost',
    SRP_ROOT: dist,
    SRP_IMAGE_HOST: '',
    SRP_FRAME_ANCESTORS: "'self'",
    SRP_REPORT_URL: TEST_REPORT_URL,
    SRP_LOGIN_RATE: TEST_LOGIN_LIMIT.rate,
    SRP_LOGIN_BURST: String(TEST_LOGIN_LIMIT.burst),
    SRP_ACCESS_LOG: path.join(dir, 'access.log'),
  });
  writeFileSync(path.join(dir, 'srp.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${path.join(dir, 'error.log')} warn;`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      `  access_log ${path.join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, t)};`),
      `  include ${path.join(dir, 'srp.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  try {
    execFileSync(nginx, [...args, '-t', '-q'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t rejects the rendered configuration:\n${error.stderr ?? ''}${log}`, { cause: error });
  }

  const children = [];
  let stub;
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    await stub?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const api = await startProcess(process.execPath, [path.join(ROOT, 'scripts', 'demo-api-server.mjs')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(ports.api), HOST: '127.0.0.1' },
      readyUrl: `http://127.0.0.1:${ports.api}/`,
      timeoutMs: 60_000,
      label: 'the demo API server',
    });
    children.push(api.child);
    stub = await startStub({ port: ports.stub, target: `http://127.0.0.1:${ports.api}` });
    const web = await startProcess(nginx, [...args, '-g', 'daemon off;'], {
      cwd: dir,
      readyUrl: `http://127.0.0.1:${ports.nginx}/`,
      label: 'nginx',
    });
    children.push(web.child);
  } catch (error) {
    const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`${error.message}${log ? `\nnginx error.log:\n${log}` : ''}`, { cause: error });
  }
  return {
    baseURL: `http://127.0.0.1:${ports.nginx}`,
    apiURL: `http://127.0.0.1:${ports.api}`,
    stubURL: `http://127.0.0.1:${ports.stub}`,
    dir,
    stop,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const deployment = await startDeployment();
  console.log(
    `nginx at ${deployment.baseURL} (config in ${deployment.dir}) → fault stub ${deployment.stubURL} → API ${deployment.apiURL}. Ctrl-C stops.`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void deployment.stop().then(() => process.exit(0)));
}
