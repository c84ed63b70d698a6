import { monotonicFactory } from 'ulid';
import type { Script } from '../../../lambdas/contracts/scripts';
import { saveScript } from '../../../lambdas/data/script-repo';
import { putScriptBody, scriptBodyKey } from '../../../lambdas/data/storage';

const nextId = monotonicFactory();

/**
 * Saves scripts straight through the data layer, oldest first, so a library of thousands takes seconds, not a writer run each.
 * With `bodyOf`, each script's markdown is stored too.
 */
export const seedScripts = async (
  userId: string,
  scripts: Partial<Script>[],
  { bodyOf, concurrency = 16 }: { bodyOf?: (script: Script) => string; concurrency?: number } = {},
): Promise<Script[]> => {
  const start = Date.now() - scripts.length * 60_000;
  const rows = scripts.map((overrides, index): Script => {
    const id = nextId(start + index * 60_000);
    return {
      id,
      user_id: userId,
      topic: `Script ${index + 1}`,
      details: null,
      platform: 'youtube',
      duration: '1m',
      tone: 'educational',
      created_at: new Date(start + index * 60_000).toISOString(),
      file_path: scriptBodyKey(userId, id),
      word_count: 150,
      estimated_seconds: 60,
      writer: 'local',
      voice_match: null,
      current_version_id: id,
      version_count: 1,
      ...overrides,
    };
  });
  const save = async (script: Script) => {
    if (bodyOf) await putScriptBody(script.file_path, bodyOf(script));
    await saveScript(script);
  };
  for (let i = 0; i < rows.length; i += concurrency) await Promise.all(rows.slice(i, i + concurrency).map(save));
  return rows;
};
