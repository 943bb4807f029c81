import Cookies from 'js-cookie';
import { useApp, deviceForWidth, initialLayoutState } from '@/stores/app';
import { cookies } from '@/utils/cookies';

const app = () => useApp.getState();

describe('sidebar cookie (sidebarStatus)', () => {
  test('toggle writes the cookie: 0 closed, 1 open', () => {
    expect(app().sidebar.opened).toBe(true);
    app().toggleSidebar();
    expect(app().sidebar.opened).toBe(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
    app().toggleSidebar();
    expect(Cookies.get('sidebarStatus')).toBe('1');
    app().closeSidebar(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
  });

  test('the initial state is read from the cookie', async () => {
    Cookies.set('sidebarStatus', '0', { path: '/' });
    vi.resetModules();
    const closed = await import('@/stores/app');
    expect(closed.useApp.getState().sidebar.opened).toBe(false);

    Cookies.set('sidebarStatus', '1', { path: '/' });
    vi.resetModules();
    const open = await import('@/stores/app');
    expect(open.useApp.getState().sidebar.opened).toBe(true);

    Cookies.remove('sidebarStatus', { path: '/' });
    vi.resetModules();
    const none = await import('@/stores/app');
    expect(none.useApp.getState().sidebar.opened).toBe(true);
  });
});

describe('size cookie (size)', () => {
  test('default medium; setSize writes the cookie', () => {
    expect(app().size).toBe('medium');
    app().setSize('small');
    expect(app().size).toBe('small');
    expect(Cookies.get('size')).toBe('small');
  });

  test('the initial size is read from the cookie; an unknown value falls back to medium', async () => {
    Cookies.set('size', 'large', { path: '/' });
    vi.resetModules();
    expect((await import('@/stores/app')).useApp.getState().size).toBe('large');
    Cookies.set('size', 'huge', { path: '/' });
    vi.resetModules();
    expect((await import('@/stores/app')).useApp.getState().size).toBe('medium');
  });
});

describe('device (docs/rules.md#layout: below 992 px mobile, sidebar closed)', () => {
  test('deviceForWidth uses the 992 px breakpoint', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
  });

  test('going mobile closes the sidebar without touching the desktop cookie; back on desktop it returns', () => {
    Cookies.set('sidebarStatus', '1', { path: '/' });
    app().syncDevice(800);
    expect(app().device).toBe('mobile');
    expect(app().sidebar.opened).toBe(false);
    expect(Cookies.get('sidebarStatus')).toBe('1');

    // The drawer opens and closes on mobile: the cookie keeps the desktop choice.
    app().toggleSidebar();
    expect(app().sidebar.opened).toBe(true);
    app().closeSidebar(false);
    expect(Cookies.get('sidebarStatus')).toBe('1');

    app().syncDevice(1366);
    expect(app().device).toBe('desktop');
    expect(app().sidebar.opened).toBe(true);
  });

  test('the app starts with the device of the window: a narrow window starts mobile, the drawer closed', () => {
    cookies.set('sidebarStatus', '1');
    expect(initialLayoutState(800)).toEqual({ device: 'mobile', sidebar: { opened: false, withoutAnimation: true } });
    expect(initialLayoutState(1366)).toEqual({ device: 'desktop', sidebar: { opened: true, withoutAnimation: false } });
    cookies.set('sidebarStatus', '0');
    expect(initialLayoutState(1366)).toEqual({ device: 'desktop', sidebar: { opened: false, withoutAnimation: false } });
    // No window (a build step, a worker): desktop, as before the first measure.
    expect(initialLayoutState(undefined).device).toBe('desktop');
    // The cookie keeps the desktop choice: starting mobile does not write it.
    expect(cookies.get('sidebarStatus')).toBe('0');
  });

  test('the store reads the window when the app loads, so the layout is not drawn twice on a phone', async () => {
    const realWidth = window.innerWidth;
    try {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 412 });
      vi.resetModules();
      const phone = (await import('@/stores/app')).useApp.getState();
      expect(phone.device).toBe('mobile');
      expect(phone.sidebar.opened).toBe(false);
      // The layout's syncDevice on mount then has nothing to change.
      const changes: unknown[] = [];
      const stop = (await import('@/stores/app')).useApp.subscribe((state) => changes.push(state));
      phone.syncDevice(412);
      stop();
      expect(changes).toEqual([]);

      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1920 });
      vi.resetModules();
      expect((await import('@/stores/app')).useApp.getState().device).toBe('desktop');
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: realWidth });
    }
  });

  test('a resize on mobile does not close a drawer the user just opened', () => {
    app().syncDevice(800);
    app().toggleSidebar();
    app().syncDevice(780);
    expect(app().sidebar.opened).toBe(true);
  });
});
