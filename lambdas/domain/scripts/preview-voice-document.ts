import { VOICE_DOCUMENT_MIN_WORDS, type VoiceDocumentPreview } from '../../contracts/script-versions';
import type { Script } from '../../contracts/scripts';
import { type ScriptSource, isVersionAdded } from '../../data/document-repo';
import { currentVersionId } from '../../data/script-version-repo';
import { creatorShareOfScript } from './authorship/script-share';
import { scriptOfUser } from './owner';

/** The script's current version, as a voice document made from it names it. */
export const sourceOf = (script: Script): ScriptSource => ({ script_id: script.id, version_id: currentVersionId(script) });

/** GET /api/scripts/{id}/voice-document: how much of the current version is the creator's, before they agree to add it. */
export const previewScriptVoiceDocument = async (userId: string, scriptId: string): Promise<VoiceDocumentPreview> => {
  const script = await scriptOfUser(userId, scriptId);
  const source = sourceOf(script);
  const [share, added] = await Promise.all([creatorShareOfScript(script), isVersionAdded(userId, source)]);
  return {
    version_id: source.version_id,
    version_number: script.version_count ?? 1,
    yours: share.yours,
    total: share.total,
    left_out: share.leftOut,
    minimum: VOICE_DOCUMENT_MIN_WORDS,
    already_added: added,
  };
};
