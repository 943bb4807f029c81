import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderTemplate } from '../deploy/harness.mjs';

/**
 * deploy/: the nginx template, the Dockerfile that fills it in and the README that documents it agree on the
 * SRP_* variables; the CSP keeps script-src 'self'. (tests/deploy/ runs the rendered configuration in nginx.)
 */
const ROOT = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const TEMPLATE = read('deploy/nginx/srp.conf.template');
const variables = (text: string) => [...new Set([...text.matchAll(/\$\{(SRP_[A-Z_]+)\}/g)].map((m) => m[1]))].sort();

test('the template uses exactly the variables the Dockerfile sets and the README documents', () => {
  const used = variables(TEMPLATE);
  expect(used).toEqual([
    'SRP_ACCESS_LOG',
    'SRP_API_BACKEND',
    'SRP_FRAME_ANCESTORS',
    'SRP_IMAGE_HOST',
    'SRP_LOGIN_BURST',
    'SRP_LOGIN_RATE',
    'SRP_PORT',
    'SRP_REPORT_URL',
    'SRP_ROOT',
    'SRP_SERVER_NAME',
  ]);
  const dockerEnv = [...read('deploy/Dockerfile').matchAll(/\b(SRP_[A-Z_]+)=/g)].map((m) => m[1]);
  expect([...new Set(dockerEnv)].sort()).toEqual(used);
  const readme = read('deploy/README.md');
  for (const name of used) expect(readme).toContain(`\`${name}\``);
  // The envsubst line of the README names every variable (nginx's own $uri … must stay).
  const envsubst = /envsubst '([^']+)'/.exec(readme)?.[1] ?? '';
  expect(variables(envsubst)).toEqual(used);
});

test('rendering fills every variable and refuses an unknown one', () => {
  const vars = {
    SRP_API_BACKEND: 'http://10.0.0.1:8080',
    SRP_PORT: '8080',
    SRP_SERVER_NAME: 'srp.example.edu.cn',
    SRP_ROOT: '/srv/dist',
    SRP_IMAGE_HOST: '',
    SRP_FRAME_ANCESTORS: "'self'",
    SRP_REPORT_URL: '',
    SRP_LOGIN_RATE: '10r/m',
    SRP_LOGIN_BURST: '5',
    SRP_ACCESS_LOG: '/var/log/nginx/access.log',
  };
  const out = renderTemplate(TEMPLATE, vars);
  expect(out).not.toMatch(/\$\{SRP_[A-Z_]+\}/);
  expect(out).toContain('proxy_pass            http://10.0.0.1:8080;');
  // nginx's own variables are left alone.
  expect(out).toContain('$uri');
  expect(out).toContain('$remote_addr');
  // X-Forwarded-For is the connection's address: never what the client wrote ($proxy_add_x_forwarded_for keeps it).
  expect(out).not.toContain('$proxy_add_x_forwarded_for');
  expect([...out.matchAll(/proxy_set_header\s+X-Forwarded-For\s+(\S+);/g)].map((m) => m[1])).toEqual(['$remote_addr', '$remote_addr']);
  expect(() => renderTemplate('listen ${SRP_NOPE};', vars)).toThrow(/SRP_NOPE/);
});

test('the CSP: scripts only from the app, no eval, no plugins, framing as configured', () => {
  const csp = /Content-Security-Policy "([^"]+)"/.exec(TEMPLATE)?.[1] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(['${SRP_FRAME_ANCESTORS}$srp_csp_report']);
  expect(csp).not.toContain('unsafe-eval');
  // Every add_header is at server level (a location with its own add_header would drop them all there).
  const locations = TEMPLATE.split(/\n\s*location /).slice(1);
  for (const block of locations) expect(block).not.toContain('add_header');
});

test('the API paths proxied are the three roots of the backend (docs/api.md), never stored', () => {
  expect(TEMPLATE).toContain('location ~ ^/(auth|services|app-sy-statistics)/ {');
  expect(TEMPLATE).toContain('~^/(auth|services|app-sy-statistics)/   "no-store";');
});

test('the 429 of the sign-in limit is a problem+json with a Chinese title, as the app shows titles', () => {
  const body = /return 429 '([^']+)';/.exec(TEMPLATE)?.[1] ?? '';
  const problem = JSON.parse(body) as { title: string; status: number };
  expect(problem.status).toBe(429);
  expect(problem.title).toMatch(/\p{Script=Han}/u);
});
