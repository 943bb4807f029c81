import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ALL_ENDPOINTS } from '@/api/contract';
import type { Endpoint } from '@/api/define';
import { readMeanings, writeApiMd } from '../../scripts/contract/api-md';
import { callsOf } from '../../scripts/contract/calls';
import { CONTRACT_FILES, generateContract, type Generated } from '../../scripts/contract/generate';

/**
 * The contract as a product for backend teams (README, "For backend teams"): docs/openapi.json and the field tables of
 * docs/api.md are what `npm run contract` writes from the zod contract (fresh), the OpenAPI document is valid 3.1, and
 * every call of the contract index is in both.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const committed = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- an OpenAPI document read back
const openapi = JSON.parse(committed(CONTRACT_FILES.openapi)) as Json;
const operations = Object.entries(openapi.paths as Json).flatMap(([p, ops]) =>
  Object.entries(ops as Json).map(([method, op]) => ({ path: p, method, op: op as Json })),
);

/** The first line where two texts differ, for a message that says where the committed file is stale. */
function firstDifference(a: string, b: string): string {
  const x = a.split('\n');
  const y = b.split('\n');
  const i = x.findIndex((line, n) => line !== y[n]);
  const at = i < 0 ? Math.min(x.length, y.length) : i;
  return `line ${at + 1}: committed ${JSON.stringify(x[at])}, generated ${JSON.stringify(y[at])}`;
}

let generated: Generated;
beforeAll(async () => {
  generated = await generateContract(ROOT);
});

test.each(Object.values(CONTRACT_FILES))('%s is what `npm run contract` writes (run it after changing the contract)', (file) => {
  const text = committed(file);
  const fresh = generated.files[file];
  expect(fresh, `${file} is stale: ${fresh === text ? '' : firstDifference(text, fresh)}`).toBe(text);
});

test('the staleness check sees an edited field table and keeps the hand-written meaning column', () => {
  const doc = committed(CONTRACT_FILES.apiMd);
  const calls = callsOf(ALL_ENDPOINTS);
  const row = '| scope.name | string | the name pages show (望海区) |';
  const edited = doc.replace(/^\| scope\.name \| string \| [^\n]*$/m, '| scope.name | int | the name pages show (望海区) |');
  expect(edited).not.toBe(doc);
  const rewritten = writeApiMd(edited, calls).doc;
  expect(rewritten).not.toBe(edited);
  expect(rewritten).toContain(row);
  expect(readMeanings(rewritten)).toEqual(readMeanings(edited));
});

test('docs/openapi.json is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator), and a broken copy is not', async () => {
  const result = await new Validator().validate(structuredClone(openapi));
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  const broken = structuredClone(openapi);
  // A response without its description, and a parameter in a place OpenAPI 3 does not have.
  broken.paths['/auth/login'].post.responses['200'] = { content: {} };
  broken.paths['/auth/login'].post.parameters = [{ name: 'username', in: 'body', schema: { type: 'string' } }];
  expect((await new Validator().validate(broken)).valid).toBe(false);
});

test('every call of the contract index is an operation with its method, path, encoding, errors, auth and an example', () => {
  const ids = operations.flatMap(({ op }) => (op['x-calls'] as Array<{ id: string }>).map((c) => c.id));
  expect(ids.sort()).toEqual(ALL_ENDPOINTS.map((e) => e.id).sort());
  const byId = new Map<string, Endpoint>(ALL_ENDPOINTS.map((e) => [e.id, e]));
  for (const { path: p, method, op } of operations) {
    const e = byId.get(op.operationId as string)!;
    // The tests build without VITE_READINGBOOK_PRODUCT: /services/{product}readingbook/… is /services/readingbook/….
    expect([e.id, method.toUpperCase(), p.replace('{product}', '')]).toEqual([e.id, e.method, e.path]);
    expect(op['x-effect'], e.id).toBe(e.effect);
    expect(op['x-envelope'], e.id).toBe(e.envelope);
    expect(Object.keys(op.responses as Json).sort(), e.id).toEqual(e.public ? ['200', '400', '5XX'] : ['200', '400', '401', '5XX']);
    expect(op.security, e.id).toEqual(e.public ? [] : undefined);
    expect(op.responses['200'].content['application/json'].examples.demo.value, e.id).toBeDefined();
    if (e.encoding === 'query') expect(op.requestBody, e.id).toBeUndefined();
    else {
      const type = e.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      expect(Object.keys(op.requestBody.content as Json), e.id).toContain(type);
    }
    // The scope the app adds is in the request the server must accept.
    const request =
      e.encoding === 'query' ? undefined : (op.requestBody.content as Json)[Object.keys(op.requestBody.content as Json)[0]].schema;
    for (const field of ['libraryId', 'campusId'] as const) {
      if (op['x-scope-injection'][field] && request) expect(Object.keys(request.properties as Json), `${e.id} ${field}`).toContain(field);
    }
  }
  expect(openapi.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  expect(openapi.components.responses.InvalidGrant.content['application/problem+json'].examples.demo.value.title).toBe('invalid_grant');
  expect(openapi.components.responses.Unauthorized.content['application/problem+json'].examples.demo.value.status).toBe(401);
});

test('the demo examples validate against the published JSON Schemas (what a server generated from them accepts)', () => {
  // Ajv (JSON Schema 2020-12) as the validator itself loads it.
  const fromValidator = createRequire(createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'));
  const Ajv2020 = (fromValidator('ajv/dist/2020.js') as { default: new (o: object) => { compile: (s: object) => Validator2020 } }).default;
  type Validator2020 = ((v: unknown) => boolean) & { errors?: unknown };
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { int64: true } });
  const failures: string[] = [];
  for (const { op } of operations) {
    const ok = op.responses['200'].content['application/json'];
    const check = ajv.compile(ok.schema as object);
    if (!check(ok.examples.demo.value)) failures.push(`${op.operationId} answer: ${JSON.stringify(check.errors).slice(0, 300)}`);
    for (const body of Object.values((op.requestBody?.content ?? {}) as Json)) {
      const send = ajv.compile(body.schema as object);
      if (!send(body.examples.demo.value)) failures.push(`${op.operationId} request: ${JSON.stringify(send.errors).slice(0, 300)}`);
    }
  }
  expect(failures).toEqual([]);
  // A wrong type fails (the check can fail): a count as a string.
  const basic = operations.find(({ op }) => op.operationId === 'overall.overview.queryBasicData')!.op.responses['200'].content[
    'application/json'
  ];
  const answer = structuredClone(basic.examples.demo.value);
  answer.data.students = String(answer.data.students);
  expect(ajv.compile(basic.schema as object)(answer)).toBe(false);
});

test('the contract index lists every endpoint that a contract file defines (one list)', () => {
  const modules = import.meta.glob<Record<string, unknown>>('/src/api/contract/*.ts', { eager: true });
  const isEndpoint = (v: unknown): v is Endpoint =>
    typeof v === 'object' && v !== null && 'id' in v && 'path' in v && 'request' in v && 'response' in v && 'method' in v;
  const defined = Object.values(modules).flatMap((m) =>
    Object.values(m)
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter(isEndpoint),
  );
  expect(defined.length).toBeGreaterThan(60);
  const listed = new Set(ALL_ENDPOINTS);
  expect(defined.filter((e) => !listed.has(e)).map((e) => e.id)).toEqual([]);
});
