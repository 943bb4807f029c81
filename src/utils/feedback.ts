import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (the request wrapper, the guard). The root component registers
 * antd's context-aware instance (App.useApp) so toasts follow the theme; before that, the static API.
 */
let api: Pick<MessageInstance, 'error' | 'warning' | 'success' | 'info'> = staticMessage;

export function registerMessageApi(instance: MessageInstance): void {
  api = instance;
}

/**
 * Uses `instance` for the toasts until the returned function is called, which puts the previous one back: a
 * layout with its own message holder (the wall displays show toasts inside their scaled canvas, under the header).
 */
export function borrowMessageApi(instance: MessageInstance): () => void {
  const previous = api;
  api = instance;
  return () => {
    if (api === instance) api = previous;
  };
}

export const feedback = {
  error: (content: string, seconds: number, onClose?: () => void) =>
    void api.error({ content, duration: seconds, onClose, key: `error:${content}` }),
  warning: (content: string, seconds = 3) => void api.warning({ content, duration: seconds, key: `warn:${content}` }),
  success: (content: string, seconds = 2) => void api.success({ content, duration: seconds }),
};

/** Navigation for code outside React; the router registers itself at start. */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function registerNavigator(fn: (to: string) => void): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
