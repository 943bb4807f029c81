/**
 * Text that comes from the server (names of schools, classes, students, books; messages), made safe to show, print
 * and save (docs/rules.md#hostile-text). The contract cleans every name it receives (`serverText` in
 * src/api/contract/common.ts); export file names, sheet cells and the print header pass through here as well.
 */

/**
 * Control characters that have no business in a name: C0 (U+0000–U+001F: a form feed, U+000C, ends a CSS string and
 * a line), DEL and C1, and the bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069: a right-to-left override, U+202E, turns the rest of the text around).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Runs of white space, the line and paragraph separators included. */
const SPACES = /[\s\u2028\u2029]+/g;
/** Anything cleanText changes: a control or formatting character, any white space (collapsed, trimmed). */
// eslint-disable-next-line no-control-regex -- as CONTROLS
const DIRTY = /[\s\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

/**
 * A name as it may be shown: control and bidi formatting characters removed (a tab or line break becomes a space),
 * white space collapsed and trimmed. Everything else, `<script>` included, stays text.
 */
export function cleanText(text: string): string {
  // Most names hold nothing to clean: one test, no copies (a ranking's answer brings up to 500,000 of them).
  if (!DIRTY.test(text)) return text;
  return text.replace(SPACES, ' ').replace(CONTROLS, '').replace(SPACES, ' ').trim();
}

/**
 * A text cell that a spreadsheet could take for a formula (it starts with = + - @, a tab or a carriage return) is
 * written with a leading apostrophe ("formula injection": Excel, WPS and LibreOffice run =HYPERLINK(…) and =cmd|…
 * once such text is edited or saved as CSV). A plain signed number ('-12', '+3.5') and a lone '-' are left alone.
 */
export function neutraliseFormula(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text) || text === '-' || /^[+-]\d+(\.\d+)?$/.test(text)) return text;
  return `'${text}`;
}

/** Longest name of a downloaded file, in characters, before its extension (file systems allow 255 bytes). */
export const FILE_NAME_MAX = 80;

/**
 * A part of a file name: cleaned, without characters that file systems refuse or that hide the name's end (\ / : * ?
 * " < > | and white space become _), no leading dots, at most `max` characters (cut with …).
 */
export function fileNamePart(text: string, max = FILE_NAME_MAX): string {
  const safe = cleanText(text)
    .replace(/[\\/:*?"<>|\s]+/g, '_')
    .replace(/^[._]+/, '')
    .replace(/_+$/, '');
  const chars = [...safe];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : safe;
}
