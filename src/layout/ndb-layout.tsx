import { WallShell } from '@/features/cockpit/wall-shell';

/** /ndb (spec §2, the new cockpit): the wall shell in its new-version mode. */
export default function NdbLayout() {
  return <WallShell mode="ndb" />;
}
