/**
 * Pieces every assessment page shares: the assessment picker (学期, 测评) in the URL, the print button with its
 * A4 page setup (running header, page numbers), the Excel export of a table, and the names switch.
 */
import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@/api/errors';
import { Button, Select, Switch } from 'antd';
import { Hint } from '@/components/hint';
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { useSchoolYearName } from '@/hooks/school-year';
import { SCOPE_LEVEL_LABELS, spansSchools, type ScopeInfo } from '@/hooks/scope';
import { useXlsxExport, xlsxFileName, type ExportTrace } from '@/components/export-xlsx';
import { logError } from '@/stores/error-log';
import { toExportColumns, type TableColumn } from '@/components/table-columns';
import { QueryWidget, Widget } from '@/components/widget';
import { printWithCharts } from '@/components/chart';
import { testShortName, type TestInfo } from './charts';
import { PARAMS, type AssessmentChoice } from './filters';
import { cleanText } from '@/utils/server-text';

// ------------------------------------------------------------------ assessment picker

const TERM_OPTIONS = [
  { value: 0, label: '全学年' },
  { value: 1, label: '上学期' },
  { value: 2, label: '下学期' },
];

/**
 * 学期 and 测评 selects (the 学年 select is the page's). The tests are those of the period with data in scope, as
 * the main call lists them; the chosen one is the call's `test` (the latest when the URL names none).
 */
export function AssessmentPicker({
  choice,
  tests,
  current,
  loading,
}: {
  choice: AssessmentChoice;
  tests: readonly TestInfo[] | undefined;
  current: TestInfo | null | undefined;
  loading: boolean;
}) {
  const options = (tests ?? []).map((t) => ({ value: t.testId, label: `${testShortName(t).split(' ')[1]} · ${t.date}` }));
  // A test the URL names but the school did not sit stays selectable, so the select shows what the page shows.
  if (current && !options.some((o) => o.value === current.testId))
    options.push({ value: current.testId, label: `${testShortName(current).split(' ')[1]} · ${current.date}` });
  return (
    <>
      <Select<number>
        aria-label="学期"
        style={{ width: 104 }}
        value={choice.term ?? 0}
        options={TERM_OPTIONS}
        onChange={(v) => choice.update({ [PARAMS.term]: v === 0 ? null : String(v), [PARAMS.test]: null })}
        popupMatchSelectWidth={false}
      />
      <Select<number>
        aria-label="测评"
        style={{ minWidth: 200 }}
        placeholder={loading ? '加载中' : '本学期无测评'}
        value={current?.testId}
        options={options}
        loading={loading}
        disabled={options.length === 0}
        onChange={(v) => choice.update({ [PARAMS.test]: String(v) })}
        popupMatchSelectWidth={false}
      />
    </>
  );
}

// ------------------------------------------------------------------ grade and class

/**
 * The grades of a school-level answer (its `groups`). Above a school (a district or a city: the admin, who may open
 * every route) the groups are schools, which are not grades: none.
 */
export function gradesOf<G>(total: { scope: ScopeInfo; groups: readonly G[] } | undefined): readonly G[] {
  return total && !spansSchools(total.scope.level) ? total.groups : [];
}

/**
 * What the grade and class pages show instead of their widgets while the school's answer cannot feed them: its
 * error (with 重试) when it failed, else why there is nothing (no test, no school chosen).
 */
export function ReportUnavailable({ title, school, empty }: { title: string; school: UseQueryResult<unknown, ApiError>; empty: string }) {
  return school.data ? (
    <Widget title={title} empty emptyText={empty} />
  ) : (
    <QueryWidget title={title} query={school}>
      {() => null}
    </QueryWidget>
  );
}

/** The empty text of the grade and class pages above a school. */
export const CHOOSE_A_SCHOOL = '年级与班级测评数据按学校查看，请先选择一所学校';

/** The grade (class) a page shows: the URL's if the school (grade) has it, else the first one that sat the test. */
export function pickGroup(groups: readonly { id: number; tested: number }[], wanted: number | undefined): number | undefined {
  if (wanted !== undefined && groups.some((g) => g.id === wanted)) return wanted;
  return (groups.find((g) => g.tested > 0) ?? groups[0])?.id;
}

export function GradeSelect({
  groups,
  value,
  onChange,
  loading,
}: {
  groups: readonly { id: number; name: string }[];
  value: number | undefined;
  onChange: (grade: number) => void;
  loading: boolean;
}) {
  return (
    <Select<number>
      aria-label="年级"
      style={{ width: 112 }}
      placeholder="年级"
      value={value}
      loading={loading}
      disabled={groups.length === 0}
      options={groups.map((g) => ({ value: g.id, label: g.name }))}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}

export function ClassSelect({
  groups,
  value,
  onChange,
  loading,
}: {
  groups: readonly { id: number; name: string }[];
  value: number | undefined;
  onChange: (classId: number) => void;
  loading: boolean;
}) {
  return (
    <Select<number>
      aria-label="班级"
      style={{ width: 136 }}
      placeholder="班级"
      value={value}
      loading={loading}
      disabled={groups.length === 0}
      options={groups.map((g) => ({ value: g.id, label: g.name }))}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}

// ------------------------------------------------------------------ printing

/** The page box of an assessment report: constant text, no name in it (the running header is a custom property). */
const PAGE_RULES = `@page {
  size: A4;
  margin: 18mm 14mm 16mm;
  @top-center { content: var(--srp-print-header, none); font-size: 9pt; color: #595959; }
  @bottom-right { content: "第 " counter(page) " 页 / 共 " counter(pages) " 页"; font-size: 9pt; color: #8c8c8c; }
}`;

/** The custom property that carries the running header to the page box. */
export const PRINT_HEADER_PROPERTY = '--srp-print-header';

/**
 * The running header as the value of one custom property: a CSS string whose every character is a hex escape
 * (`\6ee8 \6c5f …`), set through the CSSOM (setProperty parses one value, never a rule). No character of a name is
 * ever CSS text, and the stylesheet itself is constant: a school name with a form feed (U+000C) or a quote cannot end
 * the string or add a rule to the printout (docs/rules.md#hostile-text).
 */
export function printHeaderValue(header: string): string {
  const escaped = [...cleanText(header)].map((c) => `\\${(c.codePointAt(0) ?? 0x3f).toString(16)} `).join('');
  return `"${escaped}"`;
}

/**
 * The A4 page box while this page is on screen: margins, a running header (school and assessment) at the top
 * and 第 n 页 / 共 m 页 at the bottom right (CSS page margin boxes). Removed when the page is left or hidden.
 */
export function usePrintPage(header: string): void {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.srpPrint = 'evaluation';
    style.media = 'print';
    style.textContent = PAGE_RULES;
    document.head.appendChild(style);
    const root = document.documentElement.style;
    root.setProperty(PRINT_HEADER_PROPERTY, printHeaderValue(header));
    return () => {
      style.remove();
      root.removeProperty(PRINT_HEADER_PROPERTY);
    };
  }, [header]);
}

/** The running header: '滨江市实验小学 · 2026-2027学年上学期期中阅读素养测评'. */
export function printHeader(scope: ScopeInfo | undefined, what: string | undefined): string {
  return [scope?.name, what].filter(Boolean).join(' · ');
}

/** 打印 / 导出 PDF: the browser's print dialog (A4; 另存为 PDF there). */
export function PrintButton({ disabled }: { disabled?: boolean }) {
  return (
    <Hint title="A4 纸打印；在打印对话框中选择“另存为 PDF”即可导出 PDF">
      <Button className="srp-eval-noprint" icon={<PrinterOutlined />} disabled={disabled} onClick={printWithCharts}>
        打印 / 导出 PDF
      </Button>
    </Hint>
  );
}

// ------------------------------------------------------------------ Excel

export interface ExcelExport<T> {
  /** Sheet title and file name head, e.g. '各班级测评结果'. */
  title: string;
  scope: ScopeInfo | undefined;
  /** Header lines after 范围 and 学年, e.g. [['测评', name], ['年级', '三年级']]. */
  lines: ReadonlyArray<readonly [string, string]>;
  /** The table's columns: the sheet writes what they export (toExportColumns). */
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** false: the year is not what the table is about (history). */
  withYear?: boolean;
  /** A list of named students: the export is traced first (docs/rules.md#export), refused when it cannot be. */
  trace?: ExportTrace;
}

/** 导出 Excel: the rows as shown, with a header block (title, scope, year, test, filters, time, row count). */
export function ExcelButton<T>({ title, scope, lines, columns, rows, withYear = true, trace }: ExcelExport<T>) {
  const yearName = useSchoolYearName();
  const { busy, run } = useXlsxExport();
  const scopeText = scope ? `${SCOPE_LEVEL_LABELS[scope.level]} ${scope.name}` : '';
  const onClick = () => {
    const header = {
      title,
      lines: [['范围', scopeText] as const, ...(withYear && yearName ? [['学年', yearName] as const] : []), ...lines],
    };
    // run says why it failed (its message); the error log keeps it.
    run(xlsxFileName([title, scope?.name, ...lines.map(([, v]) => v)]), header, toExportColumns(columns), rows, trace).catch(
      (error: unknown) => logError(error, 'assessment export', title),
    );
  };
  return (
    <Button className="srp-eval-noprint" icon={<FileExcelOutlined />} loading={busy} disabled={rows.length === 0} onClick={onClick}>
      导出 Excel
    </Button>
  );
}

// ------------------------------------------------------------------ names

/** 显示姓名 switch (URL mask=0); names are masked by default. */
export function NamesSwitch({ choice }: { choice: AssessmentChoice }) {
  return (
    <span className="srp-eval-noprint" style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
      <Switch
        size="small"
        aria-label="显示完整姓名"
        checked={!choice.masked}
        onChange={(on) => choice.update({ [PARAMS.mask]: on ? '0' : null })}
      />
      <span>显示完整姓名</span>
    </span>
  );
}
