import {
  bindSettingsStorage,
  defaultSettings,
  readStoredSettings,
  restoreSettings,
  saveSettings,
  settingsStorageKey,
  useSettings,
} from '@/stores/settings';
import { THEME_COLORS } from '@/config/constants';

const pick = () => {
  const { theme, showSettings, tagsView, fixedHeader, sidebarLogo } = useSettings.getState();
  return { theme, showSettings, tagsView, fixedHeader, sidebarLogo };
};

test('defaults of docs/rules.md#layout: theme #08f, tags view off, fixed header on', () => {
  expect(pick()).toEqual(defaultSettings);
  expect(defaultSettings).toMatchObject({ theme: '#08f', tagsView: false, fixedHeader: true, showSettings: true });
  expect(THEME_COLORS).toHaveLength(8);
});

test('save writes srp:{login}:settings; restore reads it back', () => {
  useSettings.getState().changeSetting('theme', '#13c2c2');
  useSettings.getState().changeSetting('tagsView', true);
  saveSettings('zone');
  expect(JSON.parse(localStorage.getItem(settingsStorageKey('zone'))!)).toMatchObject({ theme: '#13c2c2', tagsView: true });
  useSettings.getState().resetSettings();
  expect(pick().theme).toBe('#08f');
  restoreSettings('zone');
  expect(pick()).toMatchObject({ theme: '#13c2c2', tagsView: true, fixedHeader: true });
});

test('binding saves every change for that user; two logins are isolated', () => {
  const unbindZone = bindSettingsStorage('zone');
  useSettings.getState().changeSetting('theme', '#f5222d');
  useSettings.getState().changeSetting('fixedHeader', false);
  unbindZone();

  // Another user on the same browser: their own (default) settings, not zone's.
  const unbindLib = bindSettingsStorage('library');
  expect(pick()).toEqual(defaultSettings);
  useSettings.getState().changeSetting('sidebarLogo', true);
  unbindLib();

  expect(readStoredSettings('zone')).toMatchObject({ theme: '#f5222d', fixedHeader: false, sidebarLogo: false });
  expect(readStoredSettings('library')).toMatchObject({ theme: '#08f', fixedHeader: true, sidebarLogo: true });

  // Back to zone ("reload" as zone): zone's settings return.
  const again = bindSettingsStorage('zone');
  expect(pick()).toMatchObject({ theme: '#f5222d', fixedHeader: false, sidebarLogo: false });
  again();
});

test('after unbind, changes are not written', () => {
  bindSettingsStorage('zone')();
  useSettings.getState().changeSetting('tagsView', true);
  expect(localStorage.getItem(settingsStorageKey('zone'))).toBeNull();
});

test('bad stored values fall back field by field; a theme that is not a hex colour is refused', () => {
  localStorage.setItem(
    settingsStorageKey('zone'),
    JSON.stringify({ theme: 'red;background:url(http://evil)', tagsView: 'yes', fixedHeader: false }),
  );
  expect(readStoredSettings('zone')).toEqual({ ...defaultSettings, fixedHeader: false });
  localStorage.setItem(settingsStorageKey('zone'), 'not json');
  expect(readStoredSettings('zone')).toEqual(defaultSettings);
  for (const stored of ['null', '[]', '"#f5222d"', '42']) {
    localStorage.setItem(settingsStorageKey('zone'), stored);
    expect(readStoredSettings('zone'), stored).toEqual(defaultSettings);
  }
  localStorage.setItem(settingsStorageKey('zone'), JSON.stringify({ theme: '#F5222D', sidebarLogo: true, extra: 1 }));
  expect(readStoredSettings('zone')).toEqual({ ...defaultSettings, theme: '#F5222D', sidebarLogo: true });
});
