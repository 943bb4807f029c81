import { describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { feedback, registerFallbackToasts, registerMessageApi, unregisterMessageApi } from '@/utils/feedback';

/** A stand-in for a toast API: records what it was asked to show. */
function toasts() {
  const shown: string[] = [];
  const say = (args: { content: string }) => {
    shown.push(args.content);
    return Promise.resolve(true);
  };
  const api = { error: say, warning: say, success: say, info: say } as unknown as MessageInstance;
  return { api, shown };
}

describe('feedback: toasts for code outside React', () => {
  it('prepare() loads the fallback toasts where no shell is mounted, once it is asked; a toast then uses them', async () => {
    const fallback = toasts();
    const loader = vi.fn(() => Promise.resolve(fallback.api));
    registerFallbackToasts(loader);
    expect(loader).not.toHaveBeenCalled();
    feedback.prepare();
    expect(loader).toHaveBeenCalledTimes(1);
    feedback.error('账号或密码错误，请重试', 3);
    await vi.waitFor(() => expect(fallback.shown).toEqual(['账号或密码错误，请重试']));
  });

  it('prepare() loads nothing while a shell’s instance is registered: its toasts go there', async () => {
    const fallback = toasts();
    const shell = toasts();
    const loader = vi.fn(() => Promise.resolve(fallback.api));
    registerFallbackToasts(loader);
    registerMessageApi(shell.api);
    try {
      feedback.prepare();
      feedback.warning('数据未更新');
      expect(loader).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(shell.shown).toEqual(['数据未更新']));
      expect(fallback.shown).toEqual([]);
    } finally {
      unregisterMessageApi(shell.api);
    }
  });
});
