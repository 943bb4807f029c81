import { comboOption } from '@/components/chart-options/combo';
import { barListOption } from '@/components/chart-options/bar-list';
import { heatmapOption } from '@/components/chart-options/heatmap';
import { radarOption } from '@/components/chart-options/radar';
import { shareOption } from '@/components/chart-options/share';
import { escapeHtml } from '@/utils/html';

/**
 * ECharts writes a custom tooltip formatter's string with innerHTML: server names (schools, classes, students)
 * must arrive escaped. Every shape of the chart kit that builds its own tooltip is checked here, so every
 * page built on the kit is covered.
 */
const EVIL = '<img src=x onerror=alert(1)>';

type Formatter = (p: unknown) => string;
function tooltipOf(option: unknown, params: unknown): string {
  const tooltip = (option as { tooltip: { formatter: Formatter } }).tooltip;
  return tooltip.formatter(params);
}

function expectEscaped(html: string) {
  expect(html).not.toContain('<img');
  expect(html).toContain('&lt;img');
}

test('escapeHtml escapes the five HTML specials and tolerates null', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  expect(escapeHtml(null)).toBe('');
});

test('bar list (schools, grades, districts): a name like markup shows as text', () => {
  const option = barListOption({
    names: [EVIL],
    values: [10],
    format: { unit: '册次' },
    tooltip: () => ({ title: EVIL, lines: [`${EVIL} 10`] }),
  });
  expectEscaped(tooltipOf(option, [{ dataIndex: 0 }]));
});

test('combo with its own tooltip: title and lines escaped', () => {
  const option = comboOption({
    categories: [EVIL],
    axes: [{}],
    series: [{ name: 'x', type: 'bar', data: [1] }],
    tooltip: () => ({ title: EVIL, lines: [EVIL] }),
  });
  const html = tooltipOf(option, [{ dataIndex: 0 }]);
  expectEscaped(html);
  expect(html.match(/&lt;img/g)).toHaveLength(2);
});

test('heat map, radar and share: names escaped', () => {
  const heat = heatmapOption({
    xLabels: [EVIL],
    yLabels: [EVIL],
    cells: [[0, 0, 3]],
    ramp: ['#fff', '#000'],
    format: {},
    tooltip: () => ({ title: EVIL, lines: [] }),
  });
  expectEscaped(tooltipOf(heat, { value: [0, 0, 3] }));
  const radar = radarOption({ indicators: ['a'], max: 100, format: {}, series: [{ name: EVIL, values: [50] }] });
  expectEscaped(tooltipOf(radar, { seriesIndex: 0, dataIndex: 0 }));
  const share = shareOption({ items: [{ name: EVIL, value: 3 }], format: {} });
  expectEscaped(tooltipOf(share, { dataIndex: 0 }));
});
