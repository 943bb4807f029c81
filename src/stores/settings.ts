import { create } from 'zustand';
import { DEFAULT_SETTINGS } from '@/config/constants';

export interface SettingsFields {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

interface SettingsState extends SettingsFields {
  changeSetting: <K extends keyof SettingsFields>(key: K, value: SettingsFields[K]) => void;
  replaceSettings: (fields: Partial<SettingsFields>) => void;
  resetSettings: () => void;
}

export const defaultSettings: SettingsFields = {
  theme: DEFAULT_SETTINGS.theme,
  showSettings: DEFAULT_SETTINGS.showSettings,
  tagsView: DEFAULT_SETTINGS.tagsView,
  fixedHeader: DEFAULT_SETTINGS.fixedHeader,
  sidebarLogo: DEFAULT_SETTINGS.sidebarLogo,
};

/** Settings, spec §3: theme colour (#08f), showSettings, tagsView (off), fixedHeader (on), sidebarLogo. */
export const useSettings = create<SettingsState>((set) => ({
  ...defaultSettings,
  changeSetting: (key, value) => set({ [key]: value } as Partial<SettingsFields>),
  replaceSettings: (fields) => set(fields),
  resetSettings: () => set(defaultSettings),
}));
