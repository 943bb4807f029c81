import { WallShell } from '@/features/cockpit/wall-shell';
import { useIdleKeepAlive } from './idle-timeout';

/** /dashboardmode (the school cockpit, docs/rules.md#walls): the wall shell in its old-version mode. */
export default function CockpitLayout() {
  useIdleKeepAlive();
  return <WallShell mode="dashboardmode" />;
}
