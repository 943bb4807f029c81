/**
 * Just enough of a PDF reader to check what Chromium printed (no package): the pages in order and the text on
 * each. It reads the objects of an uncompressed-xref PDF (what Chromium's Skia writes: PDF 1.4, no object
 * streams), inflates Flate streams, maps every font's glyph codes to Unicode through its ToUnicode CMap, and
 * collects the strings shown by Tj / TJ / ' / " in each page's content streams, a line per text object, taking the
 * ActualText of a marked-content span instead of its glyphs. The text comes back normalised (`normalizeText`): it
 * reads the same whichever CJK font Chromium printed with (WenQuanYi Micro Hei and Noto Sans CJK: checked alike).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

export interface PdfText {
  /** The text of each page, in page order, normalised (`normalizeText`). */
  pages: string[];
}

/**
 * Text as people read it, whichever CJK font drew it: NFKC. A CJK font draws an ideograph and the radical that looks
 * the same with one glyph, whose ToUnicode entry is the lowest code point, the radical: with Noto Sans CJK, 小 comes
 * back from the glyphs as ⼩ (U+2F29, KANGXI RADICAL SMALL), with WenQuanYi Micro Hei as 小. Chromium writes the real
 * text beside such glyphs (ActualText, read by `pageText`); NFKC folds the Kangxi radicals anyway, and full-width
 * forms (，（）) as well. Compare both sides through it (`squash` does).
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC');
}

function readObjects(buf: Buffer): Map<number, PdfObject> {
  const text = buf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const re = /(\d+)\s+0\s+obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const s = body.search(/\bstream\r?\n/);
    if (s < 0) {
      objects.set(Number(m[1]), { dict: body });
    } else {
      const dict = body.slice(0, s);
      const dataStart = start + s + (body.slice(s).startsWith('stream\r\n') ? 8 : 7);
      const length = /\/Length\s+(\d+)(?!\s+0\s+R)/.exec(dict);
      const dataEnd = length ? dataStart + Number(length[1]) : text.lastIndexOf('endstream', end);
      let data = buf.subarray(dataStart, dataEnd);
      if (/\/Filter\s*\/FlateDecode/.test(dict)) data = inflateSync(data);
      objects.set(Number(m[1]), { dict, stream: data });
    }
    re.lastIndex = end;
  }
  return objects;
}

const ref = (dict: string, key: string): number | undefined => {
  const m = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/** Code (hex of 1 or 2 bytes) → Unicode text, from a ToUnicode CMap. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => {
    let out = '';
    for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return out;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(pair[1].toUpperCase(), utf16(pair[2]));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const width = r[1].length;
      const lo = parseInt(r[1], 16);
      const hi = parseInt(r[2], 16);
      const list = r[3].startsWith('[') ? [...r[3].matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => x[1]) : null;
      const first = list ? 0 : parseInt(r[3].slice(1, -1), 16);
      const dstWidth = list ? 0 : r[3].length - 2;
      for (let c = lo; c <= hi; c++) {
        const key = c.toString(16).toUpperCase().padStart(width, '0');
        map.set(key, list ? utf16(list[c - lo] ?? '') : utf16((first + c - lo).toString(16).padStart(dstWidth, '0')));
      }
    }
  }
  return map;
}

interface Font {
  bytes: 1 | 2;
  map: Map<string, string>;
}

function pageFonts(objects: Map<number, PdfObject>, pageDict: string): Map<string, Font> {
  let resources = pageDict;
  const resRef = ref(pageDict, 'Resources');
  if (resRef !== undefined) resources = objects.get(resRef)?.dict ?? '';
  let fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  const fontRef = ref(resources, 'Font');
  if (!fontDict && fontRef !== undefined) fontDict = objects.get(fontRef)?.dict ?? '';
  const fonts = new Map<string, Font>();
  for (const f of fontDict.matchAll(/\/([A-Za-z0-9_.+-]+)\s+(\d+)\s+0\s+R/g)) {
    const font = objects.get(Number(f[2]));
    if (!font) continue;
    const cmapRef = ref(font.dict, 'ToUnicode');
    const cmap = cmapRef !== undefined ? (objects.get(cmapRef)?.stream?.toString('latin1') ?? '') : '';
    fonts.set(f[1], { bytes: /\/Subtype\s*\/Type0/.test(font.dict) ? 2 : 1, map: readCMap(cmap) });
  }
  return fonts;
}

function unescapeLiteral(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(parseInt(c, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c;
  });
}

function decode(font: Font | undefined, codes: string): string {
  if (!font) return '';
  const step = font.bytes * 2;
  let out = '';
  for (let i = 0; i + step <= codes.length; i += step) out += font.map.get(codes.slice(i, i + step).toUpperCase()) ?? '';
  return out;
}

/** A text string of the PDF (hex digits or the bytes of a literal) as text: UTF-16BE after a byte-order mark, else bytes. */
function pdfString(hex: string): string {
  if (!/^feff/i.test(hex)) return hex.replace(/../g, (b) => String.fromCharCode(parseInt(b, 16)));
  let out = '';
  for (let i = 4; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

const literalHex = (literal: string) => [...unescapeLiteral(literal)].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');

/**
 * The text a content stream shows. Where a glyph's ToUnicode entry is not the character drawn (a CJK font draws 小
 * and the radical ⼩ with one glyph, whose entry is the radical), Chromium (Skia) wraps the glyphs in a marked-content
 * span with the real text: `/Span <</ActualText <FEFF5C0F>>> BDC … EMC`. That text is taken instead of the glyphs'.
 */
function pageText(content: string, fonts: Map<string, Font>): string {
  let font: Font | undefined;
  let out = '';
  // Open marked-content sequences, true for one with an ActualText; the ActualText of the property list being read.
  const marked: boolean[] = [];
  let actualText: string | undefined;
  const re =
    /\/ActualText\s*(?:<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\))|\/([A-Za-z0-9_.+-]+)\s+[-\d.]+\s+Tf|<<|>>|<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)|\b(BDC|BMC|EMC|ET)\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(content))) {
    const [token, actualHex, actualLiteral, fontName, hex, literal, operator] = m;
    if (actualHex !== undefined) actualText = pdfString(actualHex.replace(/\s+/g, ''));
    else if (actualLiteral !== undefined) actualText = pdfString(literalHex(actualLiteral));
    else if (fontName !== undefined) font = fonts.get(fontName);
    else if (operator === 'BDC' || operator === 'BMC') {
      marked.push(operator === 'BDC' && actualText !== undefined);
      if (operator === 'BDC' && actualText !== undefined) out += actualText;
      actualText = undefined;
    } else if (operator === 'EMC') marked.pop();
    else if (operator === 'ET') out += '\n';
    else if (token === '<<' || token === '>>' || marked.includes(true)) continue;
    else if (hex !== undefined) out += decode(font, hex.replace(/\s+/g, ''));
    else if (literal !== undefined) out += decode(font, literalHex(literal));
  }
  return out;
}

function pageOrder(objects: Map<number, PdfObject>, node: number, out: number[]): void {
  const obj = objects.get(node);
  if (!obj) return;
  if (/\/Type\s*\/Pages\b/.test(obj.dict)) {
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(obj.dict)?.[1] ?? '';
    for (const k of kids.matchAll(/(\d+)\s+0\s+R/g)) pageOrder(objects, Number(k[1]), out);
  } else if (/\/Type\s*\/Page\b/.test(obj.dict)) out.push(node);
}

/** The pages of a PDF and the text on each. */
export function readPdfText(buf: Buffer): PdfText {
  const objects = readObjects(buf);
  const trailer = buf.toString('latin1');
  const rootRef = /\/Root\s+(\d+)\s+0\s+R/.exec(trailer.slice(trailer.lastIndexOf('trailer')))?.[1];
  const catalog = rootRef ? objects.get(Number(rootRef)) : undefined;
  const pagesRef = catalog ? ref(catalog.dict, 'Pages') : undefined;
  const order: number[] = [];
  if (pagesRef !== undefined) pageOrder(objects, pagesRef, order);
  const pages = order.map((n) => {
    const dict = objects.get(n)!.dict;
    const fonts = pageFonts(objects, dict);
    const contents = /\/Contents\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? /\/Contents\s+(\d+\s+0\s+R)/.exec(dict)?.[1] ?? '';
    const text = [...contents.matchAll(/(\d+)\s+0\s+R/g)]
      .map((c) => pageText(objects.get(Number(c[1]))?.stream?.toString('latin1') ?? '', fonts))
      .join('\n');
    return normalizeText(text);
  });
  return { pages };
}

/**
 * Text without any whitespace, normalised (`normalizeText`), for looking up phrases that the PDF may have laid out
 * in pieces: put the PDF's text and what it should contain through it alike.
 */
export function squash(text: string): string {
  return normalizeText(text).replace(/\s+/g, '');
}

/** How many raster images the PDF holds (XObjects of subtype Image). */
export function imageCount(buf: Buffer): number {
  return [...readObjects(buf).values()].filter((o) => /\/Subtype\s*\/Image\b/.test(o.dict)).length;
}
