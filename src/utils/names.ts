let collator: Intl.Collator | undefined;

/**
 * The order of names everywhere: pinyin, and a number in a name by its value (三年级(2)班 before 三年级(10)班). One
 * collator, made on first use: the first `Intl` object of a page starts ICU (10–20 ms on a desktop, 4× that on a slow
 * PC), which a first render that sorts by figures need not pay.
 */
function nameCollator(): Intl.Collator {
  return (collator ??= new Intl.Collator('zh-Hans-CN', { numeric: true, sensitivity: 'base' }));
}

/** Two names in the order of {@link nameCollator}. */
export function compareNames(a: string, b: string): number {
  return nameCollator().compare(a, b);
}
