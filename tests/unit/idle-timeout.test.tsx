import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useSession } from '@/stores/session';
import { feedback } from '@/utils/feedback';

/** The idle timeout (docs/rules.md#session): a warning a minute before, 继续使用, then the session ends. */

vi.mock('@/config/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/config/env')>();
  return { ...real, env: { ...real.env, idleTimeoutMinutes: 3 } };
});

const { IdleTimeout } = await import('@/layout/idle-timeout');

function renderIdle() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<IdleTimeout />} />
        <Route path="/login" element={<p>登录页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('two quiet minutes: the countdown; 继续使用 starts the three minutes again', async () => {
  const logout = vi.spyOn(useSession.getState(), 'logout').mockResolvedValue();
  renderIdle();
  await act(async () => {
    vi.advanceTimersByTime(2 * 60_000 - 1_000);
  });
  expect(screen.queryByText('即将退出登录')).toBeNull();
  await act(async () => {
    vi.advanceTimersByTime(2_000);
    // The dialog is loaded when first needed.
    await import('@/layout/idle-warning');
  });
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByText('即将退出登录')).toBeInTheDocument();
  expect(screen.getByText(/将在 59 秒后自动退出登录/)).toBeInTheDocument();
  await act(async () => {
    screen.getByRole('button', { name: /继续使用/ }).click();
    vi.advanceTimersByTime(1_000);
  });
  expect(screen.queryByText(/秒后自动退出登录/)).toBeNull();
  expect(logout).not.toHaveBeenCalled();
});

test('activity in any tab (the shared last activity) counts; three quiet minutes end the session and open the login page', async () => {
  const logout = vi.spyOn(useSession.getState(), 'logout').mockResolvedValue();
  const warning = vi.spyOn(feedback, 'warning').mockImplementation(() => {});
  renderIdle();
  await act(async () => {
    vi.advanceTimersByTime(2 * 60_000 + 30_000);
  });
  // Another tab of the browser was used just now.
  localStorage.setItem('srp:last-activity', String(Date.now()));
  await act(async () => {
    vi.advanceTimersByTime(1_000);
  });
  expect(screen.queryByText('即将退出登录')).toBeNull();
  await act(async () => {
    vi.advanceTimersByTime(3 * 60_000);
  });
  expect(logout).toHaveBeenCalledTimes(1);
  expect(screen.getByText('登录页')).toBeInTheDocument();
  expect(warning).toHaveBeenCalledWith('长时间未操作，已退出登录', 5);
});
