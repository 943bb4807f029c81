import { WallShell } from '@/features/cockpit/wall-shell';
import { useIdleKeepAlive } from './idle-timeout';

/** /ndb (the new cockpit, docs/rules.md#walls): the wall shell in its new-version mode. */
export default function NdbLayout() {
  useIdleKeepAlive();
  return <WallShell mode="ndb" />;
}
