import type { Script } from '@contracts/scripts';

/** The version the script row describes: scripts from before versions have none recorded, and are their own first. */
export const currentVersionId = (script: Script): string => script.current_version_id ?? script.id;

/** How many versions the script has: scripts from before versions have one. */
export const versionCount = (script: Script): number => script.version_count ?? 1;
