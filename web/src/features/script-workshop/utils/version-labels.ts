import type { VersionKind } from '@contracts/script-versions';

export const VERSION_KIND_LABELS: Record<VersionKind, string> = {
  generated: 'Generated',
  edited: 'Edited',
  rewritten: 'Rewritten',
  restored: 'Restored',
  copied: 'Copied',
  hook: 'Hook chosen',
};
