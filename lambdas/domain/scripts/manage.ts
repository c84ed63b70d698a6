import { ulid } from 'ulid';
import { type Script, copyTopicOf } from '../../contracts/scripts';
import { type ScriptRecord, ScriptChangedError, getScriptRecord } from '../../data/script-record';
import { removeScriptRow, renameScriptRow, saveScript, scriptExists } from '../../data/script-repo';
import { deleteScriptProposals } from '../../data/rewrite-proposal-repo';
import { deleteStoredVersions, firstVersionOf, listStoredVersions } from '../../data/script-version-repo';
import { deleteScriptBody, deleteScriptFiles, getScriptBody, listScriptFiles, putScriptBody, scriptBodyKey } from '../../data/storage';
import { refuseScript, scriptOfUser } from './owner';

/** A rename or delete reads the row, then writes it only as read; a change in between is read again, this many times. */
const WRITE_ATTEMPTS = 5;

/** Script ids are ULIDs; older ids were never anything but letters, digits, '-' and '_'. */
const SCRIPT_ID = /^[\w-]{1,64}$/u;

/** Runs `write` on the user's script as just read, again if it changed meanwhile; 403 for another's, 404 for none. */
const withRecord = async <T>(userId: string, scriptId: string, write: (record: ScriptRecord) => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    const record = await getScriptRecord(userId, scriptId);
    if (!record) return refuseScript(scriptId);
    try {
      return await write(record);
    } catch (error) {
      if (!(error instanceof ScriptChangedError) || attempt + 1 >= WRITE_ATTEMPTS) throw error;
    }
  }
};

/** PATCH /api/scripts/{id}: a new topic; the page title, library and search follow the row. */
export const renameScript = (userId: string, scriptId: string, topic: string): Promise<Script> =>
  withRecord(userId, scriptId, async (record) => renameScriptRow(record, topic, await getScriptBody(record.script.file_path)));

/**
 * POST /api/scripts/{id}/duplicate: a new script, free, whose first version is the current version's text, titled
 * "Copy of {topic}", with the original's settings, length and voice match. Its history starts there.
 */
export const duplicateScript = async (userId: string, scriptId: string): Promise<Script> => {
  const source = await scriptOfUser(userId, scriptId);
  const body = await getScriptBody(source.file_path);
  const id = ulid();
  const copy: Script = {
    id,
    user_id: userId,
    topic: copyTopicOf(source.topic),
    platform: source.platform,
    duration: source.duration,
    tone: source.tone,
    details: source.details,
    created_at: new Date().toISOString(),
    file_path: scriptBodyKey(userId, id),
    word_count: source.word_count,
    estimated_seconds: source.estimated_seconds,
    ...(source.words_per_minute === undefined ? {} : { words_per_minute: source.words_per_minute }),
    writer: source.writer,
    voice_match: source.voice_match,
    current_version_id: id,
    version_count: 1,
    ...(source.voice_id === undefined ? {} : { voice_id: source.voice_id }),
  };
  const versionNumber = source.version_count ?? 1;
  await putScriptBody(copy.file_path, body);
  try {
    await saveScript(copy, body, { ...firstVersionOf(copy), kind: 'copied', note: `Copied from version ${versionNumber} of “${source.topic}”` });
  } catch (error) {
    await deleteScriptBody(copy.file_path).catch(() => undefined);
    throw error;
  }
  return copy;
};

/**
 * DELETE /api/scripts/{id}: the row and its search entry together (the script is gone from the library, the
 * dashboard and search at once), then every version item, rewrite proposal and file under the script. Repeat-safe: when the row
 * is already gone, what a failed deletion left of the user's own is removed; with nothing left, 404.
 */
export const deleteScript = async (userId: string, scriptId: string): Promise<void> => {
  let record = await getScriptRecord(userId, scriptId);
  // Only an id the server could have made names files: "../x" must never reach a key (a file system store would resolve it).
  if (!record && (!SCRIPT_ID.test(scriptId) || (await scriptExists(scriptId)))) return refuseScript(scriptId);
  const known = [...(record ? [record.script.file_path] : []), ...(await listStoredVersions(userId, scriptId)).map((version) => version.file_path)];
  const hadRow = record !== null;
  for (let attempt = 1; record; attempt++) {
    try {
      await removeScriptRow(record);
      break;
    } catch (error) {
      if (!(error instanceof ScriptChangedError) || attempt >= WRITE_ATTEMPTS) throw error;
      record = await getScriptRecord(userId, scriptId);
    }
  }
  const files = await listScriptFiles(userId, scriptId);
  if (!hadRow && !known.length && !files.length) return refuseScript(scriptId);
  await deleteStoredVersions(userId, scriptId);
  await deleteScriptProposals(userId, scriptId);
  await deleteScriptFiles([...known, ...files]);
};
