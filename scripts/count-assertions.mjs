import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Counts `x as T` type assertions (TSAsExpression; `as const` excluded) per folder, for keeping casts rare.
 * Usage: node scripts/count-assertions.mjs [--list]   (--list prints every assertion with its place)
 */
const ROOT = new URL('..', import.meta.url).pathname;
const TOP = ['src', 'tests', 'bench', 'scripts'];
const list = process.argv.includes('--list');

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (/\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')) yield p;
  }
}

function isAsConst(node) {
  return ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === 'const';
}

/** The folder a file is counted under: src/<area> (src/demo/<sub> as well), else the top folder. */
function bucket(rel) {
  const parts = rel.split('/');
  if (parts[0] !== 'src') return parts[0];
  if (parts.length === 2) return 'src (root)';
  if (parts[1] === 'demo' && parts.length > 3) return `src/demo/${parts[2]}`;
  return `src/${parts[1]}`;
}

const counts = new Map();
for (const top of TOP) {
  for (const file of walk(join(ROOT, top))) {
    const rel = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    let n = 0;
    const visit = (node) => {
      if (ts.isAsExpression(node) && !isAsConst(node)) {
        n += 1;
        if (list) {
          const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
          console.log(`${rel}:${line + 1}: ${node.getText(sf).replace(/\s+/g, ' ').slice(0, 140)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    const b = bucket(rel);
    counts.set(b, (counts.get(b) ?? 0) + n);
  }
}

const rows = [...counts].sort(([a], [b]) => a.localeCompare(b));
const total = rows.reduce((s, [, n]) => s + n, 0);
const outsideTests = rows.filter(([b]) => b !== 'tests').reduce((s, [, n]) => s + n, 0);
for (const [b, n] of rows) console.log(`${String(n).padStart(5)}  ${b}`);
console.log(`${String(outsideTests).padStart(5)}  outside tests`);
console.log(`${String(total).padStart(5)}  total`);
