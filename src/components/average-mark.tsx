/**
 * A unit's figure against its scope's (a school against its district's, a district against the city's): ▲ above, ▼
 * below, in the colour of good or bad (less is better for some figures), the reference named on hover and for screen
 * readers. Tables of units compared use it beside the value.
 */
import { Hint } from './hint';

export function AverageMark({
  value,
  reference,
  referenceName,
  referenceText,
  higherIsBetter = true,
}: {
  value: number;
  reference: number;
  /** 区域 or 全市 (…平均). */
  referenceName: string;
  /** The reference's value as shown. */
  referenceText: string;
  higherIsBetter?: boolean;
}) {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || value === reference) return null;
  const above = value > reference;
  const good = above === higherIsBetter;
  const words = `${above ? '高于' : '低于'}${referenceName}（${referenceText}）`;
  return (
    <Hint title={words}>
      <span className={`srp-mark srp-mark--${good ? 'up' : 'down'}`} aria-label={words} role="img">
        {above ? '▲' : '▼'}
      </span>
    </Hint>
  );
}
