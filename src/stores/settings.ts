import { create } from 'zustand';
import { DEFAULT_SETTINGS } from '@/config/constants';
import { keysOf } from '@/utils/objects';

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

/** Settings (docs/rules.md#layout): theme colour (#08f), showSettings, tagsView (off), fixedHeader (on), sidebarLogo. */
export const useSettings = create<SettingsState>((set) => ({
  ...defaultSettings,
  changeSetting: (key, value) => {
    const patch: Partial<SettingsFields> = {};
    patch[key] = value;
    set(patch);
  },
  replaceSettings: (fields) => set(fields),
  resetSettings: () => set(defaultSettings),
}));

// ---------------------------------------------------------------------------------------------
// Per-user persistence under `srp:{login}:settings` (removed with the user's other keys on logout).

export const settingsStorageKey = (login: string) => `srp:${login}:settings`;

/** A theme colour is a hex colour and nothing else: it ends up in CSS. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Stored settings, field by field: a bad field falls back to its default, the others are kept. Checked by hand
 * (no zod): this store is on the login route, which loads no validation library.
 */
function storedSettings(value: unknown): Partial<SettingsFields> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const flag = (x: unknown) => (typeof x === 'boolean' ? x : undefined);
  return {
    theme: typeof v.theme === 'string' && HEX_COLOR.test(v.theme) ? v.theme : undefined,
    showSettings: flag(v.showSettings),
    tagsView: flag(v.tagsView),
    fixedHeader: flag(v.fixedHeader),
    sidebarLogo: flag(v.sidebarLogo),
  };
}

function pickSettings(s: SettingsFields): SettingsFields {
  return {
    theme: s.theme,
    showSettings: s.showSettings,
    tagsView: s.tagsView,
    fixedHeader: s.fixedHeader,
    sidebarLogo: s.sidebarLogo,
  };
}

export function saveSettings(login: string, fields: SettingsFields = pickSettings(useSettings.getState())): void {
  try {
    localStorage.setItem(settingsStorageKey(login), JSON.stringify(pickSettings(fields)));
  } catch {
    /* storage unavailable: settings last for this visit only */
  }
}

/** The settings stored for `login` over the defaults (nothing stored or unreadable: the defaults). */
export function readStoredSettings(login: string): SettingsFields {
  try {
    const raw = localStorage.getItem(settingsStorageKey(login));
    if (!raw) return { ...defaultSettings };
    const stored = storedSettings(JSON.parse(raw));
    if (!stored) return { ...defaultSettings };
    return {
      theme: stored.theme ?? defaultSettings.theme,
      showSettings: stored.showSettings ?? defaultSettings.showSettings,
      tagsView: stored.tagsView ?? defaultSettings.tagsView,
      fixedHeader: stored.fixedHeader ?? defaultSettings.fixedHeader,
      sidebarLogo: stored.sidebarLogo ?? defaultSettings.sidebarLogo,
    };
  } catch {
    return { ...defaultSettings };
  }
}

export function restoreSettings(login: string): void {
  useSettings.getState().replaceSettings(readStoredSettings(login));
}

/**
 * Ties the settings to one user: restores theirs now (another user's choices never carry over),
 * then saves every change under their key. Returns the unbind function.
 */
export function bindSettingsStorage(login: string): () => void {
  restoreSettings(login);
  return useSettings.subscribe((state, prev) => {
    const a = pickSettings(state);
    const b = pickSettings(prev);
    if (keysOf(a).some((k) => a[k] !== b[k])) saveSettings(login, a);
  });
}
