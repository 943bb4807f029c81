/**
 * The period picker's widths (src/components/period-select.tsx), which the statistics page's header reserves while the
 * picker's code loads (src/components/stats-page.tsx): its 时段 select, and a range's two month selects with 至 between.
 */
export const PERIOD_KIND_WIDTH = 120;
export const PERIOD_MONTH_WIDTH = 124;
/** The gap between the picker's parts (.srp-period-select) and the width of 至. */
const PERIOD_GAP = 6;
const PERIOD_TO_WIDTH = 14;
export const PERIOD_RANGE_WIDTH = PERIOD_KIND_WIDTH + 2 * PERIOD_MONTH_WIDTH + PERIOD_TO_WIDTH + 3 * PERIOD_GAP;
