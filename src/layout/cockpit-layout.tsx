import { WallShell } from '@/features/cockpit/wall-shell';

/** /dashboardmode (the school cockpit, docs/rules.md#walls): the wall shell in its old-version mode. */
export default function CockpitLayout() {
  return <WallShell mode="dashboardmode" />;
}
