import { WallShell } from '@/features/cockpit/wall-shell';

/** /dashboardmode (spec §2, the school cockpit): the wall shell in its old-version mode. */
export default function CockpitLayout() {
  return <WallShell mode="dashboardmode" />;
}
