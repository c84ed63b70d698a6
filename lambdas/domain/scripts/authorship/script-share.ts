import { spokenText } from '../../../contracts/script-text';
import type { Script } from '../../../contracts/scripts';
import { getScriptMaterial } from '../../../data/material-storage';
import { getScriptBody } from '../../../data/storage';
import { storedVersions } from '../versions';
import { type VersionText, attributeWords } from './attribute-words';
import { type CreatorShare, creatorShare } from './creator-share';

// Version files read at once: a long editing session leaves dozens of autosaved versions.
const READ_CONCURRENCY = 8;

const inBatches = async <T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += READ_CONCURRENCY) results.push(...(await Promise.all(items.slice(at, at + READ_CONCURRENCY).map(read))));
  return results;
};

/**
 * What the creator typed for this script besides editing it: its details, key points and stories. Sources are left
 * out: they are other people's words the creator pasted or linked.
 */
const creatorMaterialOf = async (script: Script): Promise<string[]> => {
  const material = script.material_path ? await getScriptMaterial(script.material_path) : null;
  return [script.details ?? '', ...(material?.key_points ?? []), material?.stories ?? ''].filter((text) => text.trim() !== '');
};

/** The creator's share of the script's current version, from its whole history of versions (docs/versions.md). */
export const creatorShareOfScript = async (script: Script): Promise<CreatorShare> => {
  const versions = (await storedVersions(script)).toSorted((a, b) => a.number - b.number);
  const [history, material] = await Promise.all([
    inBatches(versions, async (version): Promise<VersionText> => ({ kind: version.kind, text: spokenText(await getScriptBody(version.file_path)) })),
    creatorMaterialOf(script),
  ]);
  return creatorShare(attributeWords(history, material));
};
