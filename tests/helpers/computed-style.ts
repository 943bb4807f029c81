/**
 * jsdom's getComputedStyle, answered once per element for as long as jsdom's own answer stands.
 *
 * testing-library's role queries ask every element's computed style (is it hidden?) on every query, and a findBy*
 * asks again on every change of the page. jsdom keeps each element's computed style until the document changes
 * (any node, attribute or style sheet: it then drops its whole cache), but it hands out a fresh copy of it on every
 * call, and on a page with antd's styles that copy was a quarter of a ranking test file's time (25 of 106 s).
 *
 * This keeps the copy itself, and forgets every kept copy when jsdom forgets its cache (its WeakMap is replaced), so
 * an answer is never older than jsdom's own. Elements of another document and pseudo-elements (which jsdom does not
 * implement; antd asks for them) get jsdom's answer for the element itself, as before. Should jsdom's internals
 * change shape, every call goes to jsdom unchanged. tests/unit/computed-style.dom.test.ts proves it stays faithful.
 */
type StyleCacheOwner = { _styleCache?: WeakMap<object, unknown> };

export function keptComputedStyle(win: Window, doc: Document): (el: Element) => CSSStyleDeclaration {
  const jsdomGetComputedStyle = win.getComputedStyle.bind(win);
  const impl = Object.getOwnPropertySymbols(doc).find((symbol) => symbol.description === 'impl');
  const documentImpl = impl ? ((doc as unknown as Record<symbol, StyleCacheOwner | undefined>)[impl] ?? null) : null;
  let jsdomCache: WeakMap<object, unknown> | undefined;
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  return (el: Element) => {
    const current = documentImpl?._styleCache;
    if (!(current instanceof WeakMap) || el.ownerDocument !== doc) return jsdomGetComputedStyle(el);
    if (current !== jsdomCache) {
      jsdomCache = current;
      kept = new WeakMap();
    }
    let style = kept.get(el);
    if (!style) {
      style = jsdomGetComputedStyle(el);
      kept.set(el, style);
    }
    return style;
  };
}
