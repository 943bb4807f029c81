import { create } from 'zustand';
import { DEFAULT_SIZE, MOBILE_BREAKPOINT_PX, SIDEBAR_STATUS_COOKIE, SIZE_COOKIE } from '@/config/constants';
import { cookies } from '@/utils/cookies';

export type Device = 'desktop' | 'mobile';
export type UiSize = 'large' | 'medium' | 'small';

interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  size: UiSize;
  toggleSidebar: () => void;
  closeSidebar: (withoutAnimation: boolean) => void;
  toggleDevice: (device: Device) => void;
  setSize: (size: UiSize) => void;
  /**
   * The window width changed (or the layout mounted): below 992 px the device is mobile and the
   * sidebar (a drawer there) closes; back on desktop the sidebar takes the state kept in the cookie.
   */
  syncDevice: (width: number) => void;
}

export const UI_SIZES: readonly UiSize[] = ['large', 'medium', 'small'];

export function isUiSize(value: unknown): value is UiSize {
  return UI_SIZES.some((s) => s === value);
}

/** Sidebar open state from the `sidebarStatus` cookie ('1' open, '0' closed; none: open). */
export function sidebarOpenedFromCookie(): boolean {
  const v = cookies.get(SIDEBAR_STATUS_COOKIE);
  return v === undefined ? true : v === '1';
}

/** UI size from the `size` cookie (anything unknown: medium). */
export function sizeFromCookie(): UiSize {
  const v = cookies.get(SIZE_COOKIE);
  return isUiSize(v) ? v : DEFAULT_SIZE;
}

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

/**
 * The layout's state when the app starts: the device already follows the window's width, so that the layout's first
 * render on a phone or a narrow window is its mobile one (syncDevice on mount then changes nothing). Starting as
 * desktop, it drew the whole layout and page a second time, synchronously, in the commit of the first.
 */
export function initialLayoutState(width: number | undefined): Pick<AppState, 'device' | 'sidebar'> {
  const device = width === undefined ? 'desktop' : deviceForWidth(width);
  return device === 'mobile' ? mobileLayout() : { device, sidebar: { opened: sidebarOpenedFromCookie(), withoutAnimation: false } };
}

/** On mobile the sidebar is a drawer, closed (without its animation) when the device becomes mobile. */
function mobileLayout(): Pick<AppState, 'device' | 'sidebar'> {
  return { device: 'mobile', sidebar: { opened: false, withoutAnimation: true } };
}

/**
 * Layout state (docs/rules.md#layout): sidebar open status and size live in cookies; device follows the width.
 * The cookie keeps the desktop choice (expanded or collapsed): opening and closing the mobile drawer
 * does not overwrite it.
 */
export const useApp = create<AppState>((set, get) => ({
  ...initialLayoutState(typeof window === 'undefined' ? undefined : window.innerWidth),
  size: sizeFromCookie(),
  toggleSidebar: () => {
    const opened = !get().sidebar.opened;
    if (get().device === 'desktop') cookies.set(SIDEBAR_STATUS_COOKIE, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar: (withoutAnimation) => {
    if (get().device === 'desktop') cookies.set(SIDEBAR_STATUS_COOKIE, '0');
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  toggleDevice: (device) => set({ device }),
  setSize: (size) => {
    if (!UI_SIZES.includes(size)) return;
    cookies.set(SIZE_COOKIE, size);
    set({ size });
  },
  syncDevice: (width) => {
    const device = deviceForWidth(width);
    const prev = get().device;
    if (device === 'mobile') {
      if (prev !== 'mobile') set(mobileLayout());
    } else if (prev !== 'desktop') {
      set({ device, sidebar: { opened: sidebarOpenedFromCookie(), withoutAnimation: true } });
    }
  },
}));
