import { ulid } from 'ulid';
import { DEFAULT_WORDS_PER_MINUTE } from '../../contracts/limits';
import { estimatedSeconds, spokenText, spokenWords } from '../../contracts/script-text';
import { retimeScript } from '../../contracts/script-timing';
import type { SaveScriptBody, ScriptVersion, ScriptVersionResponse, VersionKind } from '../../contracts/script-versions';
import type { Script } from '../../contracts/scripts';
import {
  type StoredVersion,
  VersionConflictError,
  commitVersion,
  currentVersionId,
  firstVersionOf,
  getStoredVersion,
  listStoredVersions,
} from '../../data/script-version-repo';
import { deleteScriptBody, getScriptBody, putScriptBody, scriptVersionKey } from '../../data/storage';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { loadScoringVoice } from '../documents/voice-store';
import { voiceOf } from '../../contracts/voices';
import { judgeVoice } from '../voice/voice-judgement';
import { scriptOfUser } from './owner';

const VERSION_CONFLICT_MESSAGE = 'This script was changed in another tab or window. Reload to see the latest version; your text is kept here.';

export const versionConflict = () => new ConflictError('script.version_conflict', VERSION_CONFLICT_MESSAGE);

const toPublic = ({ file_path: _filePath, ...version }: StoredVersion): ScriptVersion => version;

/**
 * The speaking rate the script was planned at, so a new version's length is measured the same way. Planned rates are
 * whole words per minute, so an older row's rate is its first length's, rounded.
 */
const wordsPerMinuteOf = (script: Script) =>
  script.words_per_minute ??
  (script.word_count > 0 && script.estimated_seconds > 0 ? Math.round((script.word_count * 60) / script.estimated_seconds) : DEFAULT_WORDS_PER_MINUTE);

/** Every stored version of the script, newest first (a script from before versions: its first, from the row). */
export const storedVersions = async (script: Script): Promise<StoredVersion[]> => {
  const stored = await listStoredVersions(script.user_id, script.id);
  return stored.length ? stored : [firstVersionOf(script)];
};

export const listVersions = async (userId: string, scriptId: string): Promise<ScriptVersion[]> =>
  (await storedVersions(await scriptOfUser(userId, scriptId))).map(toPublic);

const storedVersion = async (script: Script, versionId: string): Promise<StoredVersion> => {
  const version =
    (await getStoredVersion(script.user_id, script.id, versionId)) ?? (versionId === script.id && !script.current_version_id ? firstVersionOf(script) : null);
  if (!version) throw new NotFoundError('version.not_found', 'Version not found');
  return version;
};

export const getVersion = async (userId: string, scriptId: string, versionId: string): Promise<{ version: ScriptVersion; body: string }> => {
  const version = await storedVersion(await scriptOfUser(userId, scriptId), versionId);
  return { version: toPublic(version), body: await getScriptBody(version.file_path) };
};

export interface NewVersion {
  script: Script;
  body: string;
  kind: VersionKind;
  note: string | null;
  /** The version the change started from: it must still be the current one. */
  baseVersionId: string;
}

/**
 * Stores `body` as the script's next version and makes it current: its markdown under a key of its own, then the
 * version item and the row in one transaction. A newer version made meanwhile is a 409 and leaves nothing behind.
 * An edit or a rewrite has its timing marks and word-count note recomputed from its text at the planned rate; a
 * restore brings an earlier version back exactly as it was.
 */
export const commitNewVersion = async ({ script, body: given, kind, note, baseVersionId }: NewVersion): Promise<ScriptVersionResponse> => {
  if (currentVersionId(script) !== baseVersionId) throw versionConflict();
  const userId = script.user_id;
  const wordsPerMinute = wordsPerMinuteOf(script);
  const body = kind === 'restored' ? given : retimeScript(given, wordsPerMinute);
  const voice = await loadScoringVoice(userId, voiceOf(script));
  const words = spokenWords(body);
  const id = ulid();
  const version: StoredVersion = {
    id,
    script_id: script.id,
    number: (script.version_count ?? 1) + 1,
    kind,
    created_at: new Date().toISOString(),
    word_count: words,
    estimated_seconds: estimatedSeconds(words, wordsPerMinute),
    voice_match: judgeVoice(spokenText(body), voice.profile, voice.shingles).score,
    note,
    file_path: scriptVersionKey(userId, script.id, id),
  };
  await putScriptBody(version.file_path, body);
  try {
    return { script: await commitVersion(script, version, baseVersionId, body), version: toPublic(version), body };
  } catch (error) {
    await deleteScriptBody(version.file_path).catch(() => undefined);
    if (error instanceof VersionConflictError) throw versionConflict();
    throw error;
  }
};

/** PUT /api/scripts/{id}: the creator's edit becomes the current version. */
export const saveEdit = async (userId: string, scriptId: string, edit: SaveScriptBody): Promise<ScriptVersionResponse> =>
  commitNewVersion({ script: await scriptOfUser(userId, scriptId), body: edit.body, kind: 'edited', note: null, baseVersionId: edit.base_version_id });

/** A new current version with an earlier version's text: history only grows, so a restore can be undone too. */
export const restoreVersion = async (userId: string, scriptId: string, versionId: string): Promise<ScriptVersionResponse> => {
  const script = await scriptOfUser(userId, scriptId);
  const version = await storedVersion(script, versionId);
  const body = await getScriptBody(version.file_path);
  return commitNewVersion({ script, body, kind: 'restored', note: `Restored version ${version.number}`, baseVersionId: currentVersionId(script) });
};
