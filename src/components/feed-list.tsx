/**
 * The loan feed (借阅动态, card/queryBorrowDynamicData): who borrowed or returned which book, when. One row
 * component for the admin page's scrolling list (/library/circulation) and the wall displays' rolling list.
 * Names are text nodes (never HTML); a public screen passes `formatName` (maskName) so readers are not named.
 */
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { borrowDynamic } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { formatRelativeTime } from '@/utils/format';
import './feed-list.css';

export type FeedRow = Data<typeof borrowDynamic>['rows'][number];

export interface FeedItemProps {
  row: FeedRow;
  /** Show the school before the class (a district's or a city's feed). */
  withSchool: boolean;
  /** How a reader's name is shown (default as is). */
  formatName?: (name: string) => string;
  /**
   * Where the reader is, as shown after the name (default: the school, if `withSchool`, then the class). A wall puts
   * the class first and the school's short name after it: the part a narrow row cuts.
   */
  formatPlace?: (row: FeedRow) => string;
  /** The time as HH:mm over MM-DD (a wall, read from afar) instead of MM-DD HH:mm over how long ago. */
  clockFirst?: boolean;
  /** The reference time of "N分钟前" (default now). */
  now?: number;
}

const ACTION_COLOR: Record<FeedRow['action'], string> = { 借出: 'blue', 续借: 'gold', 归还: 'green' };

/** One feed row: action tag, reader (school ·) class, 《title》, time and how long ago. */
export function FeedItem({ row, withSchool, formatName, formatPlace, clockFirst = false, now }: FeedItemProps) {
  const t = dayjs(row.time);
  const name = formatName ? formatName(row.readerName) : row.readerName;
  const place = formatPlace ? formatPlace(row) : `${withSchool ? `${row.schoolName} · ` : ''}${row.className}`;
  return (
    <>
      <Tag color={ACTION_COLOR[row.action]} variant="filled" style={{ marginInlineEnd: 0, textAlign: 'center' }}>
        {row.action}
      </Tag>
      <span className="srp-library-feed__main" title={`${name}（${row.className}）${row.action}《${row.bookTitle}》`}>
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary"> {place}</Typography.Text>
        <br />《{row.bookTitle}》
      </span>
      <span className="srp-library-feed__time">
        {clockFirst ? t.format('HH:mm') : t.format('MM-DD HH:mm')}
        <br />
        {clockFirst ? t.format('MM-DD') : formatRelativeTime(t.valueOf(), now)}
      </span>
    </>
  );
}

/** The whole feed as a list that scrolls inside its card. */
export function FeedList({
  rows,
  withSchool,
  formatName,
}: {
  rows: readonly FeedRow[];
  withSchool: boolean;
  formatName?: (name: string) => string;
}) {
  return (
    // Scrollable: focusable, so that keyboard users can scroll it too (WCAG 2.1.1).
    <ul className="srp-library-feed" aria-label="借阅动态列表" tabIndex={0}>
      {rows.map((r, i) => (
        <li key={`${r.time}-${i}`} className="srp-library-feed__item">
          <FeedItem row={r} withSchool={withSchool} formatName={formatName} />
        </li>
      ))}
    </ul>
  );
}
