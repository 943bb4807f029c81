import { z } from 'zod';

/**
 * The zod contract as JSON Schema (draft 2020-12, zod 4's z.toJSONSchema), and as rows of a field table
 * (docs/api.md). Shared by the OpenAPI generator and the api.md tables, so both say the same.
 */

/** A JSON Schema node as z.toJSONSchema writes it (plain JSON). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  description?: string;
  [keyword: string]: unknown;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * The JSON Schema of what travels, with `io: 'input'`: what the app's parser accepts, so a response as a server may
 * send it (`code` as a string or a number) and a request as it is sent (requests have no transforms). Unknown fields
 * are not refused (no `additionalProperties: false`): the app ignores extra answer fields, and a server must accept
 * the scope fields the app adds (docs/api.md, Conventions). Refinements (superRefine) have no JSON Schema form and
 * are stated in docs/api.md. Integers: zod's safe-integer bounds are dropped, and an integer that may pass 32 bits is
 * `format: int64` (wordsRead passes 2^31 for a district), so that a generated server uses a 64-bit type.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return normalise(structuredClone(out));
}

function normalise(node: JsonSchema): JsonSchema {
  const types = typeof node.type === 'string' ? [node.type] : (node.type ?? []);
  if (types.includes('integer')) {
    if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
    if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
    const low = node.minimum ?? node.exclusiveMinimum;
    const high = node.maximum ?? node.exclusiveMaximum;
    if (low === undefined || high === undefined || low < INT32_MIN || high > INT32_MAX) node.format = 'int64';
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => isSchema(v) && normalise(v));
    else if (isSchema(value)) {
      if (value === node.properties) Object.values(value as Record<string, JsonSchema>).forEach(normalise);
      else normalise(value);
    }
  }
  return node;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One row of a field table: a field of the answer (or the request) by its path, e.g. `rows[].loans`. */
export interface FieldRow {
  path: string;
  optional: boolean;
  type: string;
  /** The node of the schema the row describes (its `description` is set from the meaning column). */
  node: JsonSchema;
}

/** The object an answer's field holds: the schema itself, or its one object branch (a nullable object). */
function objectOf(node: JsonSchema): JsonSchema | undefined {
  if (node.properties) return node;
  const objects = (node.anyOf ?? node.oneOf ?? []).filter((b) => b.properties);
  return objects.length === 1 ? objects[0] : undefined;
}

function arrayOf(node: JsonSchema): JsonSchema | undefined {
  if (node.type === 'array') return node;
  const arrays = (node.anyOf ?? node.oneOf ?? []).filter((b) => b.type === 'array');
  return arrays.length === 1 ? arrays[0] : undefined;
}

/** What a value may be instead of its object (`null`, `""` …): the other branches of a union with one object branch. */
export function otherBranches(node: JsonSchema): string[] {
  const branches = node.anyOf ?? node.oneOf;
  if (!branches || !objectOf(node)) return [];
  return branches.filter((b) => !b.properties).map(typeText);
}

/**
 * The rows of a field table, depth first: an object's fields as `a.b`, an array's items' fields as `a[].b`.
 * The root itself has no row unless it is neither an object nor an array of objects (then one row, `rootLabel`).
 */
export function fieldRows(root: JsonSchema, rootLabel: string): FieldRow[] {
  const rows: FieldRow[] = [];
  const children = (node: JsonSchema, prefix: string) => {
    const obj = objectOf(node);
    if (obj) {
      for (const [key, child] of Object.entries(obj.properties ?? {})) {
        walk(child, prefix ? `${prefix}.${key}` : key, !(obj.required ?? []).includes(key));
      }
      return true;
    }
    const arr = arrayOf(node);
    if (arr?.items && (objectOf(arr.items) || arrayOf(arr.items))) return children(arr.items, `${prefix}[]`);
    return false;
  };
  const walk = (node: JsonSchema, path: string, optional: boolean) => {
    rows.push({ path, optional, type: typeText(node), node });
    children(node, path);
  };
  if (!children(root, '')) rows.push({ path: rootLabel, optional: false, type: typeText(root), node: root });
  return rows;
}

const code = (value: unknown) => `\`${typeof value === 'string' && value !== '' ? value : JSON.stringify(value)}\``;

function bounds(node: JsonSchema): string {
  const low = node.minimum !== undefined ? node.minimum : node.exclusiveMinimum;
  const high = node.maximum !== undefined ? node.maximum : node.exclusiveMaximum;
  const lowOpen = node.minimum === undefined && node.exclusiveMinimum !== undefined;
  const highOpen = node.maximum === undefined && node.exclusiveMaximum !== undefined;
  if (low !== undefined && high !== undefined && !lowOpen && !highOpen) return ` ${low}–${high}`;
  const parts: string[] = [];
  if (low !== undefined) parts.push(`${lowOpen ? '>' : '≥'} ${low}`);
  if (high !== undefined) parts.push(`${highOpen ? '<' : '≤'} ${high}`);
  return parts.length ? ` ${parts.join(', ')}` : '';
}

function lengthText(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`;
  if (min !== undefined) return min === 1 && unit === 'characters' ? 'non-empty' : `at least ${min} ${unit}`;
  if (max !== undefined) return `at most ${max} ${unit}`;
  return '';
}

/** The type of a field as the tables say it: `int ≥ 0`, `number 0–1`, `` `a` | `b` ``, `object[]`, `string | null` … */
function typeText(node: JsonSchema): string {
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return branches.map(typeText).join(' | ');
  if (node.const !== undefined) return code(node.const);
  if (node.enum) return node.enum.map(code).join(' | ');
  if (Array.isArray(node.type)) return node.type.map((t) => typeText({ ...node, type: t })).join(' | ');
  switch (node.type) {
    case 'string': {
      const length = lengthText(node.minLength, node.maxLength, 'characters');
      const pattern = node.pattern ? `matching ${code(node.pattern)}` : '';
      const notes = [length, pattern].filter(Boolean).join(', ');
      return notes ? `string, ${notes}` : 'string';
    }
    case 'integer':
      return `int${bounds(node)}`;
    case 'number':
      return `number${bounds(node)}`;
    case 'boolean':
    case 'null':
      return node.type;
    case 'array': {
      const item = node.items ? (objectOf(node.items) ? 'object' : typeText(node.items)) : 'any';
      const length = lengthText(node.minItems, node.maxItems, 'items');
      return `${item.includes(' ') ? `(${item})` : item}[]${length ? ` (${length})` : ''}`;
    }
    case 'object': {
      if (node.propertyNames && isSchema(node.additionalProperties)) {
        return `object: ${typeText(node.propertyNames)} → ${typeText(node.additionalProperties)}`;
      }
      if (!isSchema(node.additionalProperties)) return 'object';
      return node.properties ? 'object, extra fields allowed' : 'object (any fields)';
    }
    default:
      return 'any';
  }
}
