import { Profiler, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Popover } from 'antd';
import { KpiCard } from '@/components/kpi-card';
import { MetricHelp } from '@/components/metric-help';
import { POPUP_ENTER_DELAY_MS } from '@/components/popup-on-demand';
import { METRICS } from '@/api/metric-catalogue';

/**
 * The ⓘ of a figure and the hint of a KPI comparison mount antd's popup when the reader comes to them
 * (src/components/popup-on-demand.ts): drawing a page of them commits once, with no synchronous redraw in the commit.
 */

/** The phases of the commits of `ui`'s mount, as React's Profiler reports them. */
function mountPhases(ui: ReactNode): string[] {
  const phases: string[] = [];
  render(
    <MemoryRouter>
      <Profiler id="figures" onRender={(_id, phase) => phases.push(phase)}>
        {ui}
      </Profiler>
    </MemoryRouter>,
  );
  return phases;
}

const HINT = '上年同期：1.20万';
const figures = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <KpiCard key={i} metric="allLoans" value={12000 + i} comparison={{ value: 0.05, label: '较上年同期', hint: HINT }} />
  ));

describe('popups on demand', () => {
  test('an antd Popover drawn at once redraws itself in the commit of its mount (why they wait)', () => {
    const phases = mountPhases(
      <Popover content="x">
        <span>ⓘ</span>
      </Popover>,
    );
    expect(phases[0]).toBe('mount');
    expect(phases).toContain('nested-update');
  });

  test('eight KPI cards with their ⓘ and comparison hints mount in one commit, no popup in the page', () => {
    const phases = mountPhases(figures(8));
    expect(phases).toEqual(['mount']);
    expect(screen.getAllByRole('button', { name: /^指标说明：/ })).toHaveLength(8);
    expect(document.querySelector('.ant-popover, .ant-tooltip')).toBeNull();
  });

  test('the pointer resting on the ⓘ opens its definition; passing over it opens nothing', async () => {
    render(
      <MemoryRouter>
        <MetricHelp metric="activeRate" />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: '指标说明：活跃率' });
    vi.useFakeTimers();
    try {
      fireEvent.mouseEnter(button);
      fireEvent.mouseLeave(button);
      act(() => vi.advanceTimersByTime(POPUP_ENTER_DELAY_MS * 5));
      expect(screen.queryByText(METRICS.activeRate.definition)).toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      fireEvent.mouseEnter(button);
      act(() => vi.advanceTimersByTime(POPUP_ENTER_DELAY_MS - 1));
      expect(button).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText(METRICS.activeRate.definition)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '指标说明：活跃率' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a click on the ⓘ opens it at once, a second click closes it (antd’s popover handles it from then on)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MetricHelp metric="participationRate" />
      </MemoryRouter>,
    );
    const button = () => screen.getByRole('button', { name: '指标说明：参与率' });
    await user.click(button());
    expect(await screen.findByText(METRICS.participationRate.definition)).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'false'));
  });

  test('the comparison’s hint shows when the pointer rests on it', async () => {
    render(<>{figures(1)}</>, { wrapper: MemoryRouter });
    const comparison = document.querySelector<HTMLElement>('.srp-kpi-comparison')!;
    expect(comparison).toHaveAttribute('aria-label', expect.stringContaining(HINT));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(comparison);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
  });
});
