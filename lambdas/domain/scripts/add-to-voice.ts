import { FILE_NAME_MAX_LENGTH } from '../../contracts/documents';
import { type AddToVoiceResponse, VOICE_DOCUMENT_MIN_WORDS, tooFewOfYourWordsMessage } from '../../contracts/script-versions';
import { VersionAlreadyAddedError, isVersionAdded } from '../../data/document-repo';
import { writeObject } from '../../data/document-storage';
import { voiceOf } from '../../contracts/voices';
import { BadRequestError, ConflictError } from '../../shared/errors';
import { requireVoice } from '../voices/voices';
import { processDocument } from '../documents/process';
import { deleteDocument } from '../documents/remove';
import { reserveDocument } from '../documents/upload';
import { voiceChanges } from '../documents/voice-changes';
import { getVoiceProfile } from '../documents/voice-store';
import { voiceSummary } from '../documents/voice-summary';
import type { VoiceProfile } from '../voice/types';
import { creatorShareOfScript } from './authorship/script-share';
import { sourceOf } from './preview-voice-document';
import { scriptOfUser } from './owner';
import { versionConflict } from './versions';

const SUFFIX_ROOM = 24;

/** "How to prune tomatoes (version 3).txt": the name on /documents says which script and which version it was. */
const documentName = (topic: string, version: number) => {
  const safeTopic = topic.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim() || 'Script';
  return `${safeTopic.slice(0, FILE_NAME_MAX_LENGTH - SUFFIX_ROOM).trim()} (version ${version}).txt`;
};

const alreadyAdded = () => new ConflictError('voice_document.exists', 'This version is already one of your voice documents.');

const summaryOf = (profile: VoiceProfile | null) => (profile ? voiceSummary(profile) : null);

/**
 * POST /api/scripts/{id}/voice-document: the creator's own sentences of the current version (docs/versions.md, "Add to
 * my voice") become one of their voice documents, by the same road as an upload (the rules and the storage quota, a
 * pending object, processing), so their edits teach the next script and the model's words never do. A version with
 * fewer than VOICE_DOCUMENT_MIN_WORDS of their words is refused; a version is added once, checked in the same write
 * that reserves the document. `expectedVersionId` is the version the creator saw counted.
 */
export const addScriptToVoice = async (userId: string, scriptId: string, expectedVersionId?: string): Promise<AddToVoiceResponse> => {
  const script = await scriptOfUser(userId, scriptId);
  // Into the script's own voice (docs/voices.md); a script whose voice was deleted has none to add to (404).
  const { id: voiceId } = await requireVoice(userId, voiceOf(script));
  const source = sourceOf(script);
  if (expectedVersionId !== undefined && expectedVersionId !== source.version_id) throw versionConflict();
  if (await isVersionAdded(userId, source)) throw alreadyAdded();
  const share = await creatorShareOfScript(script);
  if (share.yours < VOICE_DOCUMENT_MIN_WORDS) {
    throw new BadRequestError(tooFewOfYourWordsMessage(share.yours, share.total), 'voice_document.too_few_words');
  }
  const before = summaryOf(await getVoiceProfile(userId, voiceId));
  const bytes = new TextEncoder().encode(`${share.text}\n`);
  let record;
  try {
    record = await reserveDocument(userId, { name: documentName(script.topic, script.version_count ?? 1), size: bytes.length }, source, voiceId);
  } catch (error) {
    if (error instanceof VersionAlreadyAddedError) throw alreadyAdded();
    throw error;
  }
  try {
    await writeObject(record.object_key, bytes);
  } catch (error) {
    await deleteDocument(userId, record.id).catch(() => undefined);
    throw error;
  }
  const document = await processDocument(userId, record.id);
  return { document, voice_changes: voiceChanges(before, summaryOf(await getVoiceProfile(userId, voiceId))) };
};
