import { create } from 'zustand';
import { DEFAULT_SIZE, SIDEBAR_STATUS_COOKIE, SIZE_COOKIE } from '@/config/constants';
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
}

const SIZES: UiSize[] = ['large', 'medium', 'small'];

function initialOpened(): boolean {
  const v = cookies.get(SIDEBAR_STATUS_COOKIE);
  return v === undefined ? true : v === '1';
}

function initialSize(): UiSize {
  const v = cookies.get(SIZE_COOKIE) as UiSize | undefined;
  return v && SIZES.includes(v) ? v : DEFAULT_SIZE;
}

/** Layout state, spec §4: sidebar open status and size live in cookies; device follows the width. */
export const useApp = create<AppState>((set, get) => ({
  sidebar: { opened: initialOpened(), withoutAnimation: false },
  device: 'desktop',
  size: initialSize(),
  toggleSidebar: () => {
    const opened = !get().sidebar.opened;
    cookies.set(SIDEBAR_STATUS_COOKIE, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar: (withoutAnimation) => {
    cookies.set(SIDEBAR_STATUS_COOKIE, '0');
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  toggleDevice: (device) => set({ device }),
  setSize: (size) => {
    cookies.set(SIZE_COOKIE, size);
    set({ size });
  },
}));
