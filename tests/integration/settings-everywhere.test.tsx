import { waitFor } from '@testing-library/react';
import { settingsStorageKey } from '@/stores/settings';
import { useSettings } from '@/stores/settings';
import { renderApp, waitForPath } from '../helpers/render-app';

test("a user's theme comes back on a cockpit page too (no admin layout there), after a reload", async () => {
  localStorage.setItem(settingsStorageKey('zone'), JSON.stringify({ theme: '#f5222d', tagsView: true }));
  const { router } = renderApp('/ndb/index', { as: 'zone' });
  await waitForPath(router, '/ndb/index');
  // The cockpit renders once its layout (the wall shell, a lazy chunk) is loaded: the first load may take a while.
  await waitFor(() => expect(useSettings.getState().theme).toBe('#f5222d'));
  await waitFor(() => expect(document.documentElement.style.getPropertyValue('--srp-primary')).toBe('#f5222d'));
});

test("another user's stored theme never applies", async () => {
  localStorage.setItem(settingsStorageKey('library'), JSON.stringify({ theme: '#f5222d' }));
  const { router } = renderApp('/ndb/index', { as: 'zone' });
  await waitForPath(router, '/ndb/index');
  expect(useSettings.getState().theme).toBe('#08f');
});
