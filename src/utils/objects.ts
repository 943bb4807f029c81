/** A non-null object whose fields can be read by name (what JSON.parse gives for `{…}`, arrays included). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Object.keys typed by the object's declared keys. Sound for objects built from a literal of their type (a Record over
 * a key union, a settings object), which have no extra keys; not for values that may carry more fields than declared.
 */
export function keysOf<T extends object>(obj: T): Array<keyof T & string> {
  return Object.keys(obj) as Array<keyof T & string>;
}
