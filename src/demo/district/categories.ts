/**
 * The 22 top classes of the Chinese Library Classification (中图法) and the
 * category profiles used by the generator and by the category-balance figures.
 */

import { CLC_CLASSES, CLC_CODES_ORDERED, type ClcClass, type ClcCode } from '@/config/clc';

/** The 中图法 classes come from the one shared list (src/config/clc.ts). */
export const CATEGORY_CODES = CLC_CODES_ORDERED;

/** One of the 22 中图法 top-class letters. */
export type CategoryCode = ClcCode;

export type Category = ClcClass;

export const CATEGORIES: readonly Category[] = CLC_CLASSES;

export const N_CATEGORIES = CATEGORY_CODES.length;

const INDEX = new Map<string, number>(CATEGORY_CODES.map((c, i) => [c, i]));

/** Index 0..21 of a category letter, or -1. */
export function categoryIndex(code: string): number {
  return INDEX.get(code.toUpperCase()) ?? -1;
}

function normalise(weights: Record<CategoryCode, number>): number[] {
  const values = CATEGORY_CODES.map((c) => weights[c]);
  const total = values.reduce((a, b) => a + b, 0);
  return values.map((v) => v / total);
}

/** Typical share of holdings (volumes) per class in a school library, index-aligned with CATEGORY_CODES. */
export const HOLDING_PROFILE: readonly number[] = normalise({
  A: 1,
  B: 2.5,
  C: 1,
  D: 2.5,
  E: 1,
  F: 1.2,
  G: 10,
  H: 5,
  I: 40,
  J: 4,
  K: 9,
  N: 2,
  O: 3,
  P: 2,
  Q: 3.3,
  R: 1.5,
  S: 0.8,
  T: 2.2,
  U: 0.6,
  V: 0.6,
  X: 0.8,
  Z: 6,
});

/**
 * The recommended category profile (shares summing to 1) that category balance is measured
 * against: a broad collection with literature at about a third.
 */
export const RECOMMENDED_PROFILE: readonly number[] = normalise({
  A: 1,
  B: 3,
  C: 1,
  D: 3,
  E: 1,
  F: 1.5,
  G: 8,
  H: 6,
  I: 35,
  J: 5,
  K: 10,
  N: 3,
  O: 4,
  P: 3,
  Q: 6,
  R: 1.5,
  S: 0.5,
  T: 3,
  U: 0.5,
  V: 0.5,
  X: 1,
  Z: 6,
});

/** Share of loans per class for primary-school readers (grades 1–6). */
const LOAN_PROFILE_PRIMARY = normalise({
  A: 0.2,
  B: 0.8,
  C: 0.3,
  D: 0.7,
  E: 0.8,
  F: 0.3,
  G: 4.5,
  H: 2.5,
  I: 58,
  J: 3.5,
  K: 7,
  N: 2.5,
  O: 1.5,
  P: 2,
  Q: 5,
  R: 0.7,
  S: 0.3,
  T: 1.5,
  U: 0.5,
  V: 0.6,
  X: 0.4,
  Z: 8,
});

/** Share of loans per class for secondary-school readers (grades 7–12). */
const LOAN_PROFILE_SECONDARY = normalise({
  A: 0.6,
  B: 2.5,
  C: 0.8,
  D: 1.5,
  E: 1.2,
  F: 0.9,
  G: 5,
  H: 3,
  I: 50,
  J: 3,
  K: 10,
  N: 2,
  O: 2.5,
  P: 1.8,
  Q: 3.5,
  R: 1,
  S: 0.3,
  T: 2,
  U: 0.4,
  V: 0.7,
  X: 0.6,
  Z: 4,
});

/** Share of loans per class for teachers. */
export const LOAN_PROFILE_TEACHER: readonly number[] = normalise({
  A: 2,
  B: 5,
  C: 2,
  D: 3,
  E: 0.5,
  F: 1.5,
  G: 24,
  H: 8,
  I: 30,
  J: 4,
  K: 9,
  N: 1,
  O: 1.5,
  P: 0.8,
  Q: 1.5,
  R: 1.5,
  S: 0.2,
  T: 1,
  U: 0.2,
  V: 0.3,
  X: 0.5,
  Z: 3,
});

/** Loan share profile for a grade 1..12 (blends primary and secondary around grades 6–8). */
export function loanProfileForGrade(grade: number): number[] {
  const t = Math.max(0, Math.min(1, (grade - 5) / 3));
  return LOAN_PROFILE_PRIMARY.map((p, i) => p * (1 - t) + LOAN_PROFILE_SECONDARY[i] * t);
}
