/**
 * antd's styles written at build time, in the place of the code that writes them at run time (a Vite plugin).
 *
 * antd builds every component's stylesheet at run time (CSS-in-JS): the first render of a component runs its style
 * functions, serialises the CSS, hashes it and inserts it. On a school's old PC that is about a third of the layout's
 * first render. In zero-runtime mode (`theme.zeroRuntime`, src/app/antd-shell.tsx) antd skips that work and expects
 * the CSS to be there; the theme (tokens, component tokens, the dark walls) stays live as CSS variables, which antd
 * still sets at run time.
 *
 * Where the CSS comes from: once per build, the plugin renders every antd component in node (react-dom/server, with
 * @ant-design/static-style-extract's sample of each) and keeps what antd registered: one entry per style of antd's
 * cache, named by its path (`Button-Button`, `Button-compact`, `Shared`: the link reset).
 *
 * Where it goes: into antd's own style modules. In every module of antd that defines a style hook
 * (`genStyleHooks(name, styleFn, getDefaultToken, …)`, genComponentStyleHook, genSubStyleComponent) the style
 * function becomes `() => []` and the module imports that hook's entries instead (withoutStyleFunctions): the CSS is in
 * the bundle exactly where the code that wrote it was, with the component that draws it, in its chunk, and the code
 * that wrote it is not. The component tokens (`getDefaultToken`) stay, for the CSS variables.
 *
 * How it lands: an entry is a module that inserts a `<style>` at the head's start, after the entries before it, as
 * antd's CSS-in-JS does (its `prepend: 'queue'`): the app's stylesheets keep overriding antd's rules of the same
 * specificity, as they did. A file-based stylesheet (Vite's CSS) would put antd's rules after the app's in some chunks.
 *
 * antd's hashed selectors (`:where(.css-…)`, which scope the link reset to antd's elements) are written as the class
 * every antd element carries instead: the theme's CSS-variable class (`srp` for the app, `css-var-…` for a nested
 * theme); elsewhere the hash is dropped, as in antd's own zero-runtime stylesheet.
 *
 * A build's only (vite.config.ts): the dev server pre-bundles antd, out of the plugin's reach, and keeps antd's
 * CSS-in-JS; under Vitest jsdom lays nothing out. A style hook in the bundle with no entry (a component the samples do
 * not draw) is a build warning; tests/e2e/every-route.spec.ts fails on an antd element
 * whose root class no rule names.
 */
import { createRequire } from 'node:module';
import { parseAst, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The specifier of one entry (`virtual:antd-style/Button-Button_ant-btn_anticon`) and of the runtime (`…/insert`). */
const PREFIX = 'virtual:antd-style/';
const RESOLVED = '\0' + PREFIX;
const INSERT_ID = 'insert';

/** The class every antd element carries: the app theme's CSS-variable key and a nested theme's (`css-var-<id>`). */
export const ANTD_ELEMENT = ':where(.srp,[class^="css-var-"],[class*=" css-var-"])';

/**
 * antd's CSS of one cache entry, as the app's zero-runtime mode needs it, from a sample rendered with a hash class
 * (`hashId`): a component's rules without it (as antd's own zero-runtime stylesheet is written); the shared link
 * reset (`scoped`) kept to antd's elements, as the hash kept it; keyframe names without the hash.
 */
export function unhash(css: string, hashId: string, scoped = false): string {
  if (!hashId) return css;
  return css
    .split(`:where(.${hashId})`)
    .join(scoped ? ANTD_ELEMENT : '')
    .split(`${hashId}-`)
    .join('antd-');
}

/** An entry's id: its style path (`Button-Button%ant-btn%anticon`) as a module name. */
const entryId = (stylePath: string) => stylePath.replace(/[^A-Za-z0-9-]+/g, '_');

/** The shared reset's entry (antd's link style), which every style hook registers. */
export const SHARED_ENTRY = entryId('Shared%ant');

/** antd's styles of every component, rendered in node: entry id → CSS, in the order antd registered them. */
export function antdStyleTable(): Map<string, string> {
  const React = require('react') as typeof import('react');
  const antd = require('antd') as typeof import('antd');
  // antd's own copy of its CSS-in-JS engine: the cache must be the one its components write to.
  const { createCache, StyleProvider } = createRequire(require.resolve('antd'))('@ant-design/cssinjs') as {
    createCache: () => { cache: Map<string, [number, unknown[]]> };
    StyleProvider: React.ComponentType<{ cache: unknown; children?: React.ReactNode }>;
  };
  const { extractStyle } = require('@ant-design/static-style-extract') as {
    extractStyle: (arg: { customTheme: (node: React.ReactElement) => React.ReactElement }) => string;
  };
  const cache = createCache();
  extractStyle({
    customTheme: (node) =>
      React.createElement(StyleProvider, { cache }, React.createElement(antd.ConfigProvider, { theme: { cssVar: { key: 'srp' } } }, node)),
  });
  const entries = new Map<string, string>();
  for (const [key, [, value]] of cache.cache) {
    // `style%<hash>%<path>`: a stylesheet; the icons' reset is antd's at run time (ConfigProvider), as are the CSS
    // variables (`cssVar%`, `token%`).
    const [kind, hashId, ...parts] = key.split('%');
    if (kind !== 'style' || parts[0] === 'ant-design-icons') continue;
    const [styleText, , effects] = value as [string, string, Record<string, string> | undefined];
    const css = styleText + Object.values(effects ?? {}).join('');
    const id = entryId(parts.join('%'));
    if (css && !entries.has(id)) entries.set(id, unhash(css, hashId, parts[0] === 'Shared'));
  }
  return entries;
}

/** The entries of a style hook named `component` (`'Badge'`, `['Badge', 'Ribbon']`): every prefix it was drawn with. */
export function entriesOfHook(entries: Iterable<string>, component: string | readonly string[]): string[] {
  const cells = typeof component === 'string' ? [component, component] : component;
  const head = entryId(cells.join('-') + '%');
  return [...entries].filter((id) => id.startsWith(head));
}

const STYLE_HOOK = /^gen(StyleHooks|ComponentStyleHook|SubStyleComponent)$/;

interface StyleHookCall {
  /** The hook's component name(s), when written as literals. */
  component?: string | string[];
  /** The style function's place in the source. */
  start: number;
  end: number;
}

type Node = { type?: string; [key: string]: unknown };

/** The style hooks a module of antd defines: `genStyleHooks(name, styleFn, …)` and its two siblings. */
export function styleHookCalls(code: string): StyleHookCall[] {
  if (!/gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(code)) return [];
  const calls: StyleHookCall[] = [];
  const literal = (n: Node | undefined) => (n?.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined);
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as Node;
    const callee = n.callee as Node | undefined;
    const args = n.arguments as (Node & { start: number; end: number })[] | undefined;
    if (n.type === 'CallExpression' && callee?.type === 'Identifier' && STYLE_HOOK.test(String(callee.name)) && args?.[1]) {
      const first = args[0];
      const cells = first?.type === 'ArrayExpression' ? (first.elements as Node[]).map(literal) : undefined;
      const component = literal(first) ?? (cells?.every((c) => c !== undefined) ? cells : undefined);
      calls.push({ component, start: args[1].start, end: args[1].end });
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') walk(value);
  };
  walk(parseAst(code));
  return calls;
}

/**
 * An antd module with its style functions taken out: the second argument of each style hook becomes `() => []`, with
 * as many line breaks as were cut (the lines after keep their numbers). `imports`: the entries to import instead, at
 * the end (hoisted, evaluated before the module's body all the same). Undefined for a module with no style hook.
 */
export function withoutStyleFunctions(code: string, imports: (call: StyleHookCall) => string[]): string | undefined {
  const calls = styleHookCalls(code);
  if (!calls.length) return undefined;
  let out = code;
  for (const { start, end } of [...calls].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + '() => []' + '\n'.repeat(out.slice(start, end).split('\n').length - 1) + out.slice(end);
  }
  const ids = [...new Set(calls.flatMap(imports))];
  return out + '\n' + ids.map((id) => `import '${PREFIX}${id}';`).join('');
}

/** The runtime of an entry: a `<style>` at the head's start, after the entries inserted before it. */
const INSERT = `let last = null;
export function insert(id, css) {
  const style = document.createElement('style');
  style.setAttribute('data-antd-static', id);
  style.textContent = css;
  document.head.insertBefore(style, last ? last.nextSibling : document.head.firstChild);
  last = style;
}
`;

/** Style hooks in the bundle that the samples do not draw, and why the app never draws them. */
const NEVER_DRAWN: Record<string, string> = {
  '["Pagination","bordered"]': "the bordered pagination is drawn only with antd's wireframe token, which the app does not set",
};

export function antdStyles(): Plugin {
  let table: Map<string, string> | undefined;
  const styles = () => (table ??= antdStyleTable());
  /** antd's modules with a style hook no sample drew, and the hook: a warning if the module is in the bundle. */
  const unstyled = new Map<string, string>();
  return {
    name: 'srp:antd-styles',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(PREFIX) ? '\0' + source : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (name === INSERT_ID) return INSERT;
      const css = styles().get(name);
      if (css === undefined) throw new Error(`antd-styles: no style entry ${name}`);
      return `import { insert } from '${PREFIX}${INSERT_ID}';\ninsert(${JSON.stringify(name)}, ${JSON.stringify(css)});\n`;
    },
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/.test(id)) return null;
      const out = withoutStyleFunctions(code, ({ component }) => {
        const ids = component === undefined ? [] : entriesOfHook(styles().keys(), component);
        if (!ids.length) unstyled.set(id, JSON.stringify(component));
        return [SHARED_ENTRY, ...ids];
      });
      return out === undefined ? null : { code: out, map: null };
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const module of file.moduleIds) {
          const hook = unstyled.get(module);
          if (hook && !NEVER_DRAWN[hook])
            this.warn(`no styles for antd's style hook ${hook} (${module}): a component drawn that way is unstyled`);
        }
      }
    },
  };
}
