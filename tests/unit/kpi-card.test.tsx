import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KpiCard, KpiGrid, describeComparison, formatKpiValue, kpiColProps } from '@/components/kpi-card';
import { ApiError } from '@/api/errors';
import { formatPercent } from '@/utils/format';
import { AA_TEXT, PAGE_BACKGROUND, accessibleShade, contrast, parseHex } from '@/utils/color';

/** antd's colorSuccess and colorError, in the shade that reads as small text on the page (WCAG AA). */
const GREEN_HEX = accessibleShade('#52c41a');
const RED_HEX = accessibleShade('#ff4d4f');
const rgb = (hex: string) => `rgb(${parseHex(hex)!.join(', ')})`;
const GREEN = rgb(GREEN_HEX);
const RED = rgb(RED_HEX);

test('the comparison colours are antd’s green and red, darkened to 4.5:1 on the page grey', () => {
  expect(GREEN_HEX).not.toBe('#52c41a');
  for (const hex of [GREEN_HEX, RED_HEX]) expect(contrast(hex, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
});

function valueOf(container: HTMLElement) {
  return container.querySelector('.srp-kpi-value')!;
}

describe('KpiCard', () => {
  it('formats the value with formatLarge by default: 12345 → 1.23万, with the unit', () => {
    const { container } = render(<KpiCard title="总借阅量" value={12345} unit="册" />);
    expect(screen.getByText('总借阅量')).toBeInTheDocument();
    expect(valueOf(container)).toHaveTextContent(/^1\.23万册$/);
    expect(container.querySelector('.srp-kpi-unit')).toHaveTextContent('册');
  });

  it('keeps values up to 9999 as they are', () => {
    const { container } = render(<KpiCard title="在馆读者" value={9999} unit="人" />);
    expect(valueOf(container)).toHaveTextContent(/^9999人$/);
  });

  it('uses a custom formatter', () => {
    const { container } = render(<KpiCard title="参与率" value={0.1234} formatter={(v) => formatPercent(v)} />);
    expect(valueOf(container)).toHaveTextContent(/^12\.3%$/);
  });

  it('shows - (and no unit) for a missing value', () => {
    const { container } = render(<KpiCard title="生均借阅" value={null} unit="册" />);
    expect(valueOf(container)).toHaveTextContent(/^-$/);
    expect(container.querySelector('.srp-kpi-unit')).toBeNull();
  });

  it('shows a rise in green with an up arrow, labelled for screen readers', () => {
    render(<KpiCard title="总借阅量" value={12345} comparison={{ value: 0.032 }} />);
    const cmp = screen.getByLabelText('同比上升3.2%');
    expect(cmp).toHaveAttribute('data-trend', 'up');
    expect(cmp).toHaveTextContent('同比+3.2%');
    expect(cmp.querySelector('.srp-kpi-comparison__value')).not.toBeNull();
    expect(cmp.lastElementChild).toHaveStyle({ color: GREEN });
  });

  it('shows a fall in red with a down arrow; higherIsBetter=false flips the colours', () => {
    render(
      <KpiCard
        title="逾期册数"
        value={120}
        comparison={[
          { label: '环比', value: -0.015 },
          { label: '同比', value: 0.2, higherIsBetter: false },
        ]}
      />,
    );
    const down = screen.getByLabelText('环比下降1.5%');
    expect(down).toHaveTextContent('环比-1.5%');
    expect(down.querySelector('.srp-kpi-comparison__value')).not.toBeNull();
    expect(down.lastElementChild).toHaveStyle({ color: RED });
    const badRise = screen.getByLabelText('同比上升20.0%');
    expect(badRise.lastElementChild).toHaveStyle({ color: RED });
  });

  it('loading and error variants', async () => {
    const onRetry = vi.fn();
    const { rerender, container } = render(<KpiCard title="总借阅量" value={1} loading />);
    expect(screen.getByLabelText('加载中')).toBeInTheDocument();
    expect(container.querySelector('.srp-kpi-value')).toBeNull();

    rerender(<KpiCard title="总借阅量" value={1} error={new ApiError('network', '网络异常')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('加载失败');
    expect(container.querySelector('.srp-kpi-value')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: /重试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('icon, explanation tooltip and footnote', () => {
    render(
      <KpiCard
        title="生均藏书"
        value={32.5}
        unit="册"
        icon={<span data-testid="icon" />}
        tooltip="馆藏册数 ÷ 在校学生数"
        footnote="截至本学期末"
      />,
    );
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByLabelText('指标说明')).toBeInTheDocument();
    expect(screen.getByText('截至本学期末')).toBeInTheDocument();
  });
});

describe('KPI helpers', () => {
  it('formatKpiValue', () => {
    expect(formatKpiValue(12345)).toBe('1.23万');
    expect(formatKpiValue(10000)).toBe('1.00万');
    expect(formatKpiValue(Number.NaN)).toBe('-');
    expect(formatKpiValue(undefined)).toBe('-');
  });

  it('describeComparison', () => {
    expect(describeComparison({ value: 0.032 })).toEqual({ direction: 'up', text: '+3.2%', good: true });
    expect(describeComparison({ value: -0.032 })).toEqual({ direction: 'down', text: '-3.2%', good: false });
    expect(describeComparison({ value: 0.032, higherIsBetter: false }).good).toBe(false);
    expect(describeComparison({ value: 0.0001 })).toEqual({ direction: 'flat', text: '持平', good: null });
    expect(describeComparison({ value: null }).direction).toBe('none');
    expect(describeComparison({ value: 15000, format: (v) => `${v}` }).text).toBe('+15000');
  });
});

describe('KpiGrid', () => {
  it('lays out the items as cards in a responsive row', () => {
    render(
      <KpiGrid
        items={[
          { key: 'loans', title: '总借阅量', value: 12345 },
          { key: 'readers', title: '读者数', value: 800 },
          { key: 'rate', title: '参与率', value: 0.5, formatter: (v) => formatPercent(v) },
          { key: 'books', title: '馆藏', value: 50000 },
          { key: 'new', title: '新书', value: 20 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveClass('ant-col-xs-24', 'ant-col-sm-12', 'ant-col-md-8');
    expect(items[2]).toHaveTextContent('50.0%');
    expect(items[3]).toHaveTextContent('5.00万');
  });

  it('accepts KpiCard children', () => {
    render(
      <KpiGrid>
        <KpiCard title="一" value={1} />
        <KpiCard title="二" value={2} />
        <KpiCard title="三" value={3} />
        <KpiCard title="四" value={4} />
      </KpiGrid>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveClass('ant-col-md-12', 'ant-col-xl-6');
  });

  it('kpiColProps: one row on wide screens for 4–7 cards', () => {
    expect(kpiColProps(4)).toMatchObject({ xs: 24, sm: 12, md: 12, xl: 6 });
    expect(kpiColProps(5)).toMatchObject({ md: 8, xl: { flex: '20%' } });
    expect(kpiColProps(6)).toMatchObject({ md: 8, xl: 4 });
    expect(kpiColProps(7)).toMatchObject({ md: 8, lg: 6, xxl: { flex: `${100 / 7}%` } });
    expect(kpiColProps(3)).toMatchObject({ md: 8, xl: 8 });
    // Eight (the home dashboard): two rows of four from lg up, never one squeezed row.
    expect(kpiColProps(8)).toEqual({ xs: 24, sm: 12, md: 12, lg: 6 });
  });
});
