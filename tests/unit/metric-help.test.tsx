import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { KpiCard } from '@/components/kpi-card';
import { MetricHelp } from '@/components/metric-help';
import { metricColumn } from '@/components/metric-column';
import { METRICS, METRIC_AREAS } from '@/api/metric-catalogue';
import MetricsPage from '@/features/metrics/metrics-page';
import { matchMetrics } from '@/features/metrics/metrics-model';

/** The ⓘ of a figure, the KPI card that shows it, and the 指标说明 page (docs/rules.md#figures). */

function Where() {
  const loc = useLocation();
  return <output aria-label="地址">{`${loc.pathname}${loc.search}`}</output>;
}

function inRouter(ui: React.ReactNode, at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/metrics" element={<MetricsPage />} />
        <Route path="*" element={ui} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('MetricHelp', () => {
  test('is a focusable button named after the figure; Enter opens the catalogue definition, with a link to all', async () => {
    const user = userEvent.setup();
    inRouter(<MetricHelp metric="activeRate" />);
    const button = screen.getByRole('button', { name: '指标说明：活跃率' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(METRICS.activeRate.definition)).toBeInTheDocument();
    // The popover is mounted on demand (src/components/popup-on-demand.ts): its button is a new element, which
    // keeps the focus.
    const opened = screen.getByRole('button', { name: '指标说明：活跃率' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    expect(opened).toHaveFocus();
    await user.click(screen.getByRole('link', { name: '全部指标说明' }));
    await waitFor(() => expect(screen.getByLabelText('地址')).toHaveTextContent(`/metrics?q=${encodeURIComponent('活跃率')}`));
    expect(screen.getByRole('heading', { name: '指标说明' })).toBeInTheDocument();
  });

  test('a copy in a hidden part of the page (antd tables measure their header in an aria-hidden row) is no Tab stop', () => {
    inRouter(
      <>
        <div aria-hidden="true">
          <MetricHelp metric="activeRate" />
        </div>
        <MetricHelp metric="participationRate" />
      </>,
    );
    const copy = document.querySelector('[aria-hidden="true"] .srp-metric-help')!;
    expect(copy).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: '指标说明：参与率' })).toHaveAttribute('tabindex', '0');
  });

  test('a KPI card of a catalogue figure takes its name and unit from the catalogue and shows the ⓘ', () => {
    const { container } = inRouter(<KpiCard metric="allLoans" value={14200} />);
    expect(container.querySelector('.srp-kpi-title')).toHaveTextContent('借阅量（全部读者）');
    expect(container.querySelector('.srp-kpi-unit')).toHaveTextContent('册次');
    expect(screen.getByRole('button', { name: '指标说明：借阅量（全部读者）' })).toBeInTheDocument();
  });

  test('a column of a catalogue figure: title, unit, kind and ⓘ from the catalogue', () => {
    const col = metricColumn<{ borrowRate: number }>('borrowRate', 'borrowRate');
    expect(col).toMatchObject({ title: '学生借阅率', kind: 'percent', metric: 'borrowRate', dataIndex: 'borrowRate' });
    expect(col.unit).toBeUndefined();
    // A family's own figure is its own catalogue entry, with its own definition behind the ⓘ.
    expect(metricColumn<{ score: number }>('score', 'score', { family: 'teaching' })).toMatchObject({
      title: '教学得分',
      metric: 'teachingScore',
    });
    expect(metricColumn<{ loans: number }>('loans', 'loans', { family: 'teaching' })).toMatchObject({
      title: '本人借阅',
      metric: 'ownLoans',
    });
  });
});

describe('指标说明 (/metrics)', () => {
  test('lists every catalogue figure by area, with name and definition', () => {
    inRouter(null, '/metrics');
    const areas = [...document.querySelectorAll('.ant-card-head-title')].map((n) => n.textContent);
    expect(areas).toEqual(METRIC_AREAS.map((a) => a.label));
    const entries = document.querySelectorAll('.srp-metric-entry');
    expect(entries).toHaveLength(Object.keys(METRICS).length);
    const rate = document.querySelector<HTMLElement>('[data-metric="participationRate"]')!;
    expect(within(rate).getByText('参与率')).toBeInTheDocument();
    expect(rate).toHaveTextContent(METRICS.participationRate.definition);
  });

  test('searches by name (the address keeps the search), and says when nothing matches', async () => {
    const user = userEvent.setup();
    inRouter(null, '/metrics?q=借阅人数');
    expect([...document.querySelectorAll('.srp-metric-entry')].map((e) => e.getAttribute('data-metric')).sort()).toEqual(
      matchMetrics('借阅人数').sort(),
    );
    expect(document.querySelector('[data-metric="allBorrowers"]')).not.toBeNull();
    expect(document.querySelector('[data-metric="volumes"]')).toBeNull();
    const box = screen.getByRole('searchbox', { name: '搜索指标' });
    await user.clear(box);
    await user.type(box, '不存在的指标{Enter}');
    await waitFor(() => expect(screen.getByText('没有名称或说明含“不存在的指标”的指标')).toBeInTheDocument());
    expect(screen.getByLabelText('地址')).toHaveTextContent(`q=${encodeURIComponent('不存在的指标')}`);
  });

  test('matchMetrics: empty finds all; name or definition, case and spaces ignored', () => {
    expect(matchMetrics('')).toHaveLength(Object.keys(METRICS).length);
    expect(matchMetrics(' 活跃 率 ')).toContain('activeRate');
    expect(matchMetrics('学年末')).toContain('volumes');
  });
});
