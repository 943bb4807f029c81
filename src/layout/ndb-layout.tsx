import { WallShell } from '@/features/cockpit/wall-shell';

/** /ndb (the new cockpit, docs/rules.md#walls): the wall shell in its new-version mode. */
export default function NdbLayout() {
  return <WallShell mode="ndb" />;
}
