import { unitLoansOption, type Tones } from '@/features/library/charts';
import { groupOption } from '@/features/dashboard/dashboard-model';
import { escapeHtml } from '@/utils/html';

/** ECharts writes a custom tooltip formatter's string with innerHTML: server names must arrive escaped. */
const EVIL = '<img src=x onerror=alert(1)>';

function tooltipHtml(option: unknown, params: unknown): string {
  const tooltip = (option as { tooltip: { formatter: (p: unknown) => string } }).tooltip;
  return tooltip.formatter(params);
}

test('escapeHtml escapes the five HTML specials and tolerates null', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  expect(escapeHtml(null)).toBe('');
});

test('library: a school named like markup shows as text in the tooltip', () => {
  const tones = { primary: '#08f', soft: '#8cf', muted: '#ccc', ramp: ['#eef', '#08f'], accent: '#fa0' } as unknown as Tones;
  const option = unitLoansOption(
    { scope: { level: 'district', name: 'x' }, total: 10, rows: [{ id: 1, name: EVIL, students: 5, loans: 10, loansPerStudent: 2 }] },
    tones,
  );
  const html = tooltipHtml(option, [{ dataIndex: 0 }]);
  expect(html).not.toContain('<img');
  expect(html).toContain('&lt;img');
});

test('dashboard: a school named like markup shows as text in the tooltip', () => {
  const option = groupOption('library', [
    { id: 1, name: EVIL, students: 5, loans: 10, loansPerStudent: 2, volumes: null, volumesPerStudent: null },
  ]);
  const html = tooltipHtml(option, [{ dataIndex: 0 }]);
  expect(html).not.toContain('<img');
});
