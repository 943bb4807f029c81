import { Profiler, createRef, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Tooltip } from 'antd';
import { Hint } from '@/components/hint';
import { POPUP_ENTER_DELAY_MS } from '@/components/popup-on-demand';

/**
 * `Hint` (src/components/hint.tsx): antd's Tooltip mounted when the pointer rests on its element, so that a page of
 * hints (a school's row carries four) mounts in one commit, without a synchronous redraw in it.
 */

function mountPhases(ui: ReactNode): string[] {
  const phases: string[] = [];
  render(
    <Profiler id="hints" onRender={(_id, phase) => phases.push(phase)}>
      {ui}
    </Profiler>,
  );
  return phases;
}

// Spans, not antd Buttons: a Button sets state in its own mount (its two-character spacing), Hint or not.
const rows = (n: number, Wrap: typeof Hint | typeof Tooltip) =>
  Array.from({ length: n }, (_, i) => (
    <Wrap key={i} title={`进入学校 ${i} 的图书馆视图`}>
      <span role="link" tabIndex={0}>
        学校 {i}
      </span>
    </Wrap>
  ));

test('twenty hinted elements mount in one commit; antd’s Tooltip redraws in the commit of its mount (the control)', () => {
  expect(mountPhases(<>{rows(20, Tooltip)}</>)).toContain('nested-update');
  document.body.innerHTML = '';
  expect(mountPhases(<>{rows(20, Hint)}</>)).toEqual(['mount']);
  expect(screen.getAllByRole('link')).toHaveLength(20);
  expect(document.querySelector('.ant-tooltip')).toBeNull();
});

test('resting on the element shows the hint; passing over it shows nothing', async () => {
  render(
    <Hint title="A4 纸打印">
      <Button>打印本页</Button>
    </Hint>,
  );
  const button = screen.getByRole('button', { name: '打印本页' });
  vi.useFakeTimers();
  try {
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    act(() => vi.advanceTimersByTime(POPUP_ENTER_DELAY_MS * 5));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(POPUP_ENTER_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
  } finally {
    vi.useRealTimers();
  }
  expect(await screen.findByRole('tooltip')).toHaveTextContent('A4 纸打印');
  expect(screen.getAllByRole('button', { name: '打印本页' })).toHaveLength(1);
});

test('the element keeps its own ref and pointer handlers; text is put in a span', async () => {
  const ref = createRef<HTMLSpanElement>();
  const entered = vi.fn();
  render(
    <>
      <Hint title="当前区域：望海区">
        <span ref={ref} data-testid="scope" onMouseEnter={entered}>
          望海区
        </span>
      </Hint>
      <Hint title="学生数少于 20 人，不参与排名">3</Hint>
    </>,
  );
  expect(ref.current).toBe(screen.getByTestId('scope'));
  fireEvent.mouseEnter(screen.getByTestId('scope'));
  expect(entered).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('当前区域：望海区');

  const text = screen.getByText('3');
  expect(text.tagName).toBe('SPAN');
  fireEvent.mouseEnter(text);
  expect(await screen.findByText('学生数少于 20 人，不参与排名')).toBeInTheDocument();
});

test('a redraw keeps the element attached: its own ref callback is not called again', () => {
  const own = vi.fn();
  const ui = (title: string) => (
    <Hint title={title}>
      <span ref={own} data-testid="scope">
        望海区
      </span>
    </Hint>
  );
  const { rerender } = render(ui('当前区域：望海区'));
  expect(own.mock.calls).toEqual([[screen.getByTestId('scope')]]);
  rerender(ui('当前区域：望海区（已切换）'));
  rerender(ui('当前区域：望海区'));
  expect(own).toHaveBeenCalledTimes(1);
});
