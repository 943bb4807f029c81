import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (the request wrapper, the guard). The antd shell of the app (src/app/antd-shell.tsx)
 * registers antd's context-aware instance (App.useApp) so toasts follow the theme; where no shell is mounted
 * (the login page, which loads no antd), the fallback the app registers (a toast root of its own, loaded on the
 * first toast) shows them, else antd's static `message`.
 */
type Toasts = Pick<MessageInstance, 'error' | 'warning' | 'success' | 'info'>;
/** What the toasts here pass: antd's ArgsProps. */
type ToastArgs = { content: string; duration: number; onClose?: () => void; key?: string };

let registered: Toasts | null = null;
let staticApi: Promise<Toasts> | null = null;

/** antd's static message API, loaded once on the first toast shown without a mounted shell. */
let loadFallback: () => Promise<Toasts> = () => {
  staticApi ??= import('antd/es/message').then((m) => m.default);
  return staticApi;
};

/** Where toasts go while no shell is mounted (the app's own toast root: src/app/toast-root.tsx). */
export function registerFallbackToasts(loader: () => Promise<Toasts>): void {
  loadFallback = loader;
}

function show(kind: 'error' | 'warning' | 'success', args: ToastArgs): void {
  if (registered) {
    void registered[kind](args);
    return;
  }
  void loadFallback().then(
    (api) => void (registered ?? api)[kind](args),
    (error: unknown) => console.error(`toast not shown (${String(error)}):`, args.content),
  );
}

/** The shell's instance, while it is mounted. */
export function registerMessageApi(instance: MessageInstance): void {
  registered = instance;
}

/** On the shell's unmount: back to the fallback, unless another instance was registered since. */
export function unregisterMessageApi(instance: MessageInstance): void {
  if (registered === instance) registered = null;
}

/**
 * Uses `instance` for the toasts until the returned function is called, which puts the previous one back: a
 * layout with its own message holder (the wall displays show toasts inside their scaled canvas, under the header).
 */
export function borrowMessageApi(instance: MessageInstance): () => void {
  const previous = registered;
  registered = instance;
  return () => {
    if (registered === instance) registered = previous;
  };
}

export const feedback = {
  /**
   * Gets the toasts ready where no shell is mounted (the login page as its form is sent): the fallback's module
   * (antd) loaded and mounted while the call is under way, so that its answer's toast shows at once, not some hundred
   * milliseconds after it. Nothing is shown.
   */
  prepare: () => {
    if (!registered) void loadFallback().catch(() => undefined);
  },
  error: (content: string, seconds: number, onClose?: () => void) =>
    show('error', { content, duration: seconds, onClose, key: `error:${content}` }),
  warning: (content: string, seconds = 3) => show('warning', { content, duration: seconds, key: `warn:${content}` }),
  success: (content: string, seconds = 2) => show('success', { content, duration: seconds }),
};

/** Navigation for code outside React; the router registers itself at start. */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function registerNavigator(fn: (to: string) => void): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
