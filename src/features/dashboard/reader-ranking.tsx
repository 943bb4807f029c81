/**
 * 首页's 读者借阅排行: the table and its export, loaded beside the page instead of in its first render (the widget
 * sits below the two monthly charts; antd's table is the largest part of the page's code).
 */
import { StatTable, TableExportButton } from '@/components/stat-table';
import type { TableColumn } from '@/components/table-columns';

export interface RankingRow {
  rank: number;
  readerId: number;
  name: string;
  schoolName: string;
  className: string;
  gradeName: string;
  loans: number;
}

export function ReaderRankingExport({
  columns,
  rows,
  disabled,
}: {
  columns: TableColumn<RankingRow>[];
  rows: () => RankingRow[];
  disabled: boolean;
}) {
  return <TableExportButton size="small" name="读者借阅排行" columns={columns} rows={rows} disabled={disabled} trace={{ names: 'full' }} />;
}

export function ReaderRankingTable({ columns, rows }: { columns: TableColumn<RankingRow>[]; rows: RankingRow[] }) {
  return (
    <StatTable<RankingRow>
      columns={columns}
      data={rows}
      rowKey="readerId"
      pagination={false}
      size="small"
      sticky={false}
      exportFileName={false}
    />
  );
}
