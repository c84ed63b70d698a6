import type { RewriteTarget } from '../../contracts/rewrite';
import type { ScriptVersionResponse } from '../../contracts/script-versions';
import { getProposal, stopProposal } from '../../data/rewrite-proposal-repo';
import { currentVersionId } from '../../data/script-version-repo';
import { getScriptBody } from '../../data/storage';
import { BadRequestError, ConflictError, NotFoundError } from '../../shared/errors';
import { applyToTarget } from './rewrite-target';
import { scriptOfUser } from './owner';
import { commitNewVersion, versionConflict } from './versions';

const noteOf = (target: RewriteTarget, instruction: string | null) => {
  const asked = instruction ? `: ${instruction}` : '';
  if (target.kind === 'passage') return `Rewrote a passage${asked}`;
  if (target.kind === 'section') return `Rewrote “${target.title}”${asked}`;
  return `Rewrote the whole script${asked}`;
};

/**
 * POST /api/scripts/{id}/rewrite/{proposalId}/accept: the chosen alternative of a proposal, as the server wrote it,
 * becomes the script's next version ('rewritten'), in place of exactly what the proposal was for: every other byte
 * stays, and the timing marks and counts follow the new text (commitNewVersion). Only text the writer produced is
 * accepted, so a 'rewritten' version holds the model's words and an 'edited' one the creator's (docs/versions.md).
 * 409 once the script has a newer version than the one the proposal was written from.
 */
export const acceptRewrite = async (userId: string, scriptId: string, proposalId: string, alternative: number): Promise<ScriptVersionResponse> => {
  const script = await scriptOfUser(userId, scriptId);
  const proposal = await getProposal(userId, scriptId, proposalId);
  if (!proposal || proposal.expires_at * 1000 <= Date.now()) {
    throw new NotFoundError('rewrite.proposal_not_found', 'This rewrite has expired or was never finished. Rewrite again.');
  }
  if (proposal.status === 'writing') throw new ConflictError('rewrite.in_progress', 'This rewrite is still being written.');
  if (proposal.status === 'stopped') throw new ConflictError('rewrite.stopped', 'This rewrite was stopped, so there is nothing to accept. Rewrite again.');
  const text = proposal.alternatives[alternative];
  if (text === undefined) throw new BadRequestError(`This rewrite has ${proposal.alternatives.length === 1 ? 'one alternative' : `${proposal.alternatives.length} alternatives`}.`, 'rewrite.alternative');
  if (currentVersionId(script) !== proposal.base_version_id) throw versionConflict();
  const current = await getScriptBody(script.file_path);
  return commitNewVersion({
    script,
    body: applyToTarget(current, proposal.target, text),
    kind: 'rewritten',
    note: noteOf(proposal.target, proposal.instruction),
    baseVersionId: proposal.base_version_id,
  });
};

/**
 * POST /api/scripts/{id}/rewrite/{proposalId}/stop: the proposal's writer stops within a second and nothing is kept
 * (its stream ends with `rewrite.stopped`). 409 `rewrite.finished` once it is written; a proposal already stopped, or
 * none, is a stop that changes nothing.
 */
export const stopRewrite = async (userId: string, scriptId: string, proposalId: string): Promise<void> => {
  await scriptOfUser(userId, scriptId);
  if ((await stopProposal(userId, scriptId, proposalId)) === 'finished') throw new ConflictError('rewrite.finished', 'This rewrite is already finished.');
};
