import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  ANTD_ELEMENT,
  SHARED_ENTRY,
  antdStyleTable,
  entriesOfHook,
  styleHookCalls,
  unhash,
  withoutStyleFunctions,
} from '../../scripts/vite-antd-styles';

const antdModule = (file: string) => fs.readFileSync(createRequire(import.meta.url).resolve(`antd/es/${file}`), 'utf8');

describe('antd styles at build time (scripts/vite-antd-styles.ts)', () => {
  it("drops a component rule's hash, keeps the link reset to antd's elements and keyframes paired", () => {
    const css = ':where(.css-abc).ant-spin{animation-name:css-abc-antRotate}@keyframes css-abc-antRotate{to{opacity:1}}';
    expect(unhash(css, 'css-abc')).toBe('.ant-spin{animation-name:antd-antRotate}@keyframes antd-antRotate{to{opacity:1}}');
    expect(unhash(':where(.css-abc) a{color:red}', 'css-abc', true)).toBe(`${ANTD_ELEMENT} a{color:red}`);
    expect(unhash('.anticon{color:red}', '')).toBe('.anticon{color:red}');
  });

  describe('the styles antd registers for every component, rendered in node', () => {
    const table = antdStyleTable();

    it('has each style hook under its name, without a hash, the theme as CSS variables', () => {
      const button = table.get('Button-Button_ant-btn_anticon')!;
      expect(button).toMatch(/\.ant-btn\{/);
      expect(button).toContain('var(--ant-color-primary)');
      expect(button).not.toMatch(/css-[a-z0-9-]+/);
      expect(entriesOfHook(table.keys(), 'Table')).toEqual(['Table-Table_ant-table_anticon']);
      expect(entriesOfHook(table.keys(), ['Button', 'compact'])).toEqual(['Button-compact_ant-btn_anticon']);
      // A sub-style is its own hook: [component, part].
      expect(entriesOfHook(table.keys(), ['Badge', 'Ribbon'])).toEqual(['Badge-Ribbon_ant-ribbon_anticon']);
      expect(entriesOfHook(table.keys(), 'NoSuchThing')).toEqual([]);
    });

    it("keeps the link reset to antd's elements and leaves out the icons' reset (antd's at run time)", () => {
      const shared = table.get(SHARED_ENTRY)!;
      expect(shared).toContain(`${ANTD_ELEMENT} a{`);
      expect(shared).not.toMatch(/(^|\})a\{/);
      expect([...table.keys()].filter((id) => id.startsWith('ant-design-icons'))).toEqual([]);
    });
  });

  it("finds antd's style hooks and their names, literal or two cells", () => {
    const calls = styleHookCalls(antdModule('badge/style/ribbon.js'));
    expect(calls.map((c) => c.component)).toEqual([['Badge', 'Ribbon']]);
    expect(styleHookCalls(antdModule('table/style/index.js')).map((c) => c.component)).toEqual(['Table']);
    expect(styleHookCalls('export const x = 1;')).toEqual([]);
  });

  it('takes the style functions out, keeps the component tokens and the line numbers, imports the entries instead', () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      'const genBadgeStyle = token => ({ [token.componentCls]: { color: token.colorText } });',
      'export const prepareComponentToken = token => ({ dotSize: token.fontSizeSM / 2 });',
      "export default genStyleHooks('Badge', token => {",
      '  return [genBadgeStyle(token)];',
      '}, prepareComponentToken);',
      "export const Sub = genSubStyleComponent(['Badge', 'Ribbon'], token => [genBadgeStyle(token)], prepareComponentToken);",
      'export const after = 1;',
    ].join('\n');
    const asked: unknown[] = [];
    const out = withoutStyleFunctions(code, ({ component }) => {
      asked.push(component);
      return [SHARED_ENTRY, `${JSON.stringify(component)}`.replace(/\W+/g, '_')];
    })!;
    expect(asked).toEqual(['Badge', ['Badge', 'Ribbon']]);
    expect(out).toContain("genStyleHooks('Badge', () => []");
    expect(out).toContain("genSubStyleComponent(['Badge', 'Ribbon'], () => [], prepareComponentToken)");
    expect(out).not.toContain('return [genBadgeStyle(token)]');
    const lines = out.split('\n');
    expect(lines.indexOf('export const after = 1;')).toBe(code.split('\n').indexOf('export const after = 1;'));
    // Each entry once, at the end (imports are hoisted).
    expect(lines.at(-1)).toBe(
      `import 'virtual:antd-style/${SHARED_ENTRY}';import 'virtual:antd-style/_Badge_';import 'virtual:antd-style/_Badge_Ribbon_';`,
    );
    expect(withoutStyleFunctions('export const x = 1;', () => [])).toBeUndefined();
  });
});
