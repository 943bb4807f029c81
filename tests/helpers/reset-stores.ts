import { useSession } from '@/stores/session';
import { usePermission } from '@/stores/permission';
import { useTagsView } from '@/stores/tags-view';
import { useConstants } from '@/stores/constants';
import { useSettings } from '@/stores/settings';
import { useErrorLog } from '@/stores/error-log';
import { useApp } from '@/stores/app';
import { useDisplay } from '@/stores/display';

const initial = {
  session: useSession.getState(),
  permission: usePermission.getState(),
  tags: useTagsView.getState(),
  constants: useConstants.getState(),
  settings: useSettings.getState(),
  errorLog: useErrorLog.getState(),
  app: useApp.getState(),
  display: useDisplay.getState(),
};

/** Every zustand store back to its first state, between tests. */
export function resetAllStores(): void {
  useSession.setState({ ...initial.session, token: undefined }, true);
  usePermission.setState(initial.permission, true);
  useTagsView.setState(initial.tags, true);
  useConstants.setState(initial.constants, true);
  useSettings.setState(initial.settings, true);
  useErrorLog.setState(initial.errorLog, true);
  useApp.setState(initial.app, true);
  useDisplay.setState(initial.display, true);
}
