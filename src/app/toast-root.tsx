import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App as AntApp } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
// App.useApp reads the context AntdProviders gives (its message), not antd's <App> itself.
import { AntdProviders } from './antd-shell';

/**
 * The toasts of pages outside the antd shell (the login page): a small root of its own with antd's configuration
 * (theme colour, zh_CN), mounted on the first toast (src/utils/feedback.ts loads this module then) and mounted
 * again if its container has left the document.
 */
let container: HTMLElement | null = null;
let root: Root | null = null;
let api: Promise<MessageInstance> | null = null;

function Capture({ onReady }: { onReady: (message: MessageInstance) => void }) {
  const { message } = AntApp.useApp();
  useEffect(() => onReady(message), [message, onReady]);
  return null;
}

export function fallbackToasts(): Promise<MessageInstance> {
  if (container && !container.isConnected) {
    root?.unmount();
    container = null;
    root = null;
    api = null;
  }
  if (!api) {
    const el = document.createElement('div');
    el.className = 'srp-toast-root';
    document.body.appendChild(el);
    container = el;
    root = createRoot(el);
    const mounted = root;
    api = new Promise((resolve) => {
      // The toasts go into this root's own element, so that a new root after a detach starts clean.
      mounted.render(
        <AntdProviders bridge={false} messageContainer={() => el}>
          <Capture onReady={resolve} />
        </AntdProviders>,
      );
    });
  }
  return api;
}
