import type { Endpoint } from '@/api/define';
import { commonRows, CONTENT_TYPES, type Call } from './calls';
import { otherBranches, type FieldRow } from './schema';

/**
 * The generated parts of docs/api.md: one block per call between marker comments,
 *
 *   <!-- contract:overall.overview.queryBasicData -->
 *   …the call line and the field tables…
 *   <!-- /contract -->
 *
 * and one for the common request fields (`<!-- contract:statsInput -->`). `npm run contract` rewrites every block
 * from the contract; the prose around the blocks is written by hand. In a block, the meaning column (the last) is
 * written by hand too: it is kept by field path, so a field that stays keeps its meaning, a new field gets an empty
 * one to fill in, and the row of a field that is gone goes. The meanings are also the descriptions of the fields in
 * docs/openapi.json.
 */

export const COMMON_KEY = 'statsInput';
const OPEN = /^<!-- contract:([^>]+?) -->$/;
const CLOSE = '<!-- /contract -->';

/** The meaning of each field of a block, by `request:<path>` and `response:<path>`. */
export type Meanings = Map<string, string>;

interface Block {
  ids: string[];
  start: number;
  end: number;
  meanings: Meanings;
}

/** Splits a table row at its unescaped pipes. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** The field path of a table's first cell: `rows[].loans?` → `rows[].loans`. */
const pathOfCell = (cell: string) => cell.replace(/`/g, '').replace(/\?$/, '');

function blocksOf(lines: string[]): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i].trim());
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.trim() === CLOSE);
    if (end < 0) throw new Error(`docs/api.md line ${i + 1}: <!-- contract:${open[1]} --> has no ${CLOSE}`);
    const meanings: Meanings = new Map();
    let part = 'request';
    for (const line of lines.slice(i + 1, end)) {
      if (line.startsWith('**Request**')) part = 'request';
      else if (line.startsWith('**Response**')) part = 'response';
      else if (line.startsWith('|') && !/^\|\s*-/.test(line)) {
        const row = cells(line);
        const path = pathOfCell(row[0]);
        if (path !== 'field' && row[2]) meanings.set(`${part}:${path}`, row[2]);
      }
    }
    blocks.push({ ids: open[1].split(/\s+/), start: i, end, meanings });
    i = end;
  }
  return blocks;
}

/** The meanings written in docs/api.md, by block key (a call's id, or COMMON_KEY). */
export function readMeanings(doc: string): Map<string, Meanings> {
  const out = new Map<string, Meanings>();
  for (const block of blocksOf(doc.split('\n'))) for (const id of block.ids) out.set(id, block.meanings);
  return out;
}

const escapeCell = (text: string) => text.replace(/(?<!\\)\|/g, '\\|');

function table(rows: FieldRow[], part: 'request' | 'response', meanings: Meanings | undefined): string[] {
  return [
    '| field | type | meaning |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.path}${r.optional ? '?' : ''} | ${escapeCell(r.type)} | ${meanings?.get(`${part}:${r.path}`) ?? ''} |`),
  ];
}

const ENCODING_TEXT: Record<Endpoint['encoding'], string> = {
  form: `**form** body (\`${CONTENT_TYPES.form}\`)`,
  json: `**json** body (a JSON string, \`${CONTENT_TYPES.json};charset=UTF-8\`)`,
  raw: `**raw** body (a plain object, sent as JSON: \`${CONTENT_TYPES.raw}\`)`,
  query: '**query**: the fields as URL parameters',
};

const EFFECT_TEXT: Record<Endpoint['effect'], string> = {
  read: 'reads only',
  session: 'signs in or out, or issues a token',
  write: 'records or changes data',
};

function callLine(call: Call, e: Endpoint): string {
  const parts = [
    ENCODING_TEXT[e.encoding],
    e.envelope ? 'answer in the envelope `{ code, msg, data }`' : 'answer: the body as is (no envelope)',
    e.public ? 'no token needed' : 'bearer token (401 without a valid one)',
    call.injection.libraryId ? 'the app adds `libraryId` when a library is chosen' : 'the app never adds `libraryId`',
    call.injection.campusId ? '`campusId` when a campus is chosen' : 'never `campusId`',
    EFFECT_TEXT[e.effect],
  ];
  return `**Call** \`${e.id}\`: ${parts.join('; ')}.`;
}

/** The lines of a call's block (between the markers). */
function callBlock(call: Call, meanings: Meanings | undefined, commonAnchor: string): string[] {
  const out = call.endpoints.map((e) => callLine(call, e));
  const own = call.requestRows.filter((r) => !call.common.has(r.path.split(/[.[]/)[0]));
  const where = call.endpoints[0].encoding === 'query' ? ' (URL parameters)' : '';
  out.push('');
  if (call.common.size && own.length === 0) {
    out.push(`**Request**${where}: the common fields only ([\`statsInput\`](${commonAnchor}), every one optional).`);
  } else if (call.common.size) {
    out.push(`**Request**${where}: the common fields ([\`statsInput\`](${commonAnchor}), every one optional) and`, '');
    out.push(...table(own, 'request', meanings));
  } else if (own.length === 0) {
    out.push(`**Request**${where}: no fields.`);
  } else {
    out.push(`**Request**${where}:`, '');
    out.push(...table(own, 'request', meanings));
  }
  const root = call.endpoints[0].envelope ? call.response.properties?.data : call.response;
  const others = root ? otherBranches(root) : [];
  const or = others.length ? `, or ${others.join(' or ')} instead of the object` : '';
  out.push('', call.endpoints[0].envelope ? `**Response** \`data\`${or}:` : `**Response** (the body${or}):`, '');
  out.push(...table(call.responseRows, 'response', meanings));
  return out;
}

function commonBlock(meanings: Meanings | undefined): string[] {
  return ['**Request** (`statsInput`, every field optional):', '', ...table(commonRows(), 'request', meanings)];
}

/** GitHub's anchor of a heading. */
function anchorOf(heading: string): string {
  return (
    '#' +
    heading
      .replace(/^#+\s*/, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/ /g, '-')
  );
}

/** The heading a call's block goes under when it has none yet: the section that names the call's id. */
function sectionOf(lines: string[], id: string): number {
  return lines.findIndex((l) => /^#{2,4} /.test(l) && l.includes(`\`${id}\``));
}

/** The anchor of the section above a line (for links from the generated text and the OpenAPI `x-docs`). */
function anchorAbove(lines: string[], at: number): string {
  for (let i = at; i >= 0; i--) if (/^#{1,4} /.test(lines[i])) return anchorOf(lines[i]);
  return '#api-contract';
}

/** The anchor of the section that holds each call's block, by call id. */
export function blockAnchors(doc: string): Map<string, string> {
  const lines = doc.split('\n');
  return new Map(blocksOf(lines).flatMap((b) => b.ids.map((id) => [id, anchorAbove(lines, b.start)] as const)));
}

const HEADING_FOR_NEW = '## Calls without a written section';

/**
 * docs/api.md with every block rewritten from the contract, a block added for a call that has none (under the
 * section naming its id, else under HEADING_FOR_NEW at the end) and the block of a call no longer in the contract
 * removed. Returns the notes a person should act on (calls without a section, removed blocks, empty meanings).
 */
export function writeApiMd(doc: string, calls: Call[]): { doc: string; notes: string[] } {
  const notes: string[] = [];
  let lines = doc.split('\n');
  const meanings = readMeanings(doc);
  const known = new Set([COMMON_KEY, ...calls.flatMap((c) => c.endpoints.map((e) => e.id))]);

  // Blocks of calls that are gone.
  for (const block of blocksOf(lines).reverse()) {
    if (block.ids.some((id) => known.has(id))) continue;
    notes.push(`removed the block of ${block.ids.join(' ')}: no such call in the contract`);
    lines = [...lines.slice(0, block.start), ...lines.slice(block.end + 1)];
  }
  // Blocks for calls that have none.
  const present = new Set(blocksOf(lines).flatMap((b) => b.ids));
  if (!present.has(COMMON_KEY)) throw new Error(`docs/api.md has no <!-- contract:${COMMON_KEY} --> block (the common request fields)`);
  for (const call of calls) {
    if (call.endpoints.some((e) => present.has(e.id))) continue;
    const marker = [`<!-- contract:${call.endpoints.map((e) => e.id).join(' ')} -->`, CLOSE];
    let at = sectionOf(lines, call.id);
    if (at < 0) {
      if (!lines.includes(HEADING_FOR_NEW)) lines.push('', HEADING_FOR_NEW);
      const e = call.endpoints[0];
      lines.push('', `### ${call.method} ${call.path} — \`${call.id}\` (${e.encoding})`, e.summary);
      at = lines.length - 1;
      notes.push(`${call.id}: no section named it; added one under "${HEADING_FOR_NEW}"`);
    } else {
      while (at + 1 < lines.length && lines[at + 1].trim() !== '' && !/^#/.test(lines[at + 1])) at++;
      notes.push(`${call.id}: added its block to its section`);
    }
    lines.splice(at + 1, 0, '', ...marker);
  }
  // Every block rewritten.
  const commonAnchor = anchorAbove(
    lines,
    lines.findIndex((l) => l.trim() === `<!-- contract:${COMMON_KEY} -->`),
  );
  const byId = new Map(calls.flatMap((c) => c.endpoints.map((e) => [e.id, c] as const)));
  for (const block of blocksOf(lines).reverse()) {
    const call = block.ids.map((id) => byId.get(id)).find((c) => c);
    const key = call ? call.endpoints.map((e) => e.id).join(' ') : COMMON_KEY;
    const body = call
      ? callBlock(call, meanings.get(call.id) ?? meanings.get(block.ids[0]), commonAnchor)
      : commonBlock(meanings.get(COMMON_KEY));
    lines = [...lines.slice(0, block.start), `<!-- contract:${key} -->`, ...body, CLOSE, ...lines.slice(block.end + 1)];
  }
  return { doc: lines.join('\n'), notes };
}

/** The meanings of a call as its block states them (after writeApiMd), for the OpenAPI descriptions. */
export function applyMeanings(call: Call, meanings: Meanings | undefined, common: Meanings | undefined): void {
  for (const row of call.requestRows) {
    const text = meanings?.get(`request:${row.path}`) ?? (call.common.has(row.path) ? common?.get(`request:${row.path}`) : undefined);
    if (text) row.node.description = plainText(text);
  }
  for (const row of call.responseRows) {
    const text = meanings?.get(`response:${row.path}`);
    if (text) row.node.description = plainText(text);
  }
}

/** A table cell as plain text for a JSON Schema description: escaped pipes unescaped. */
const plainText = (cell: string) => cell.replace(/\\\|/g, '|');
