import { rewriteProposalPathSchema } from '../../contracts/rewrite';
import { stopRewrite } from '../../domain/scripts/accept-rewrite';
import { apiHandler } from '../../shared/api-handler';

/**
 * POST /api/scripts/{id}/rewrite/{proposalId}/stop: 204, the proposal's writer stops within a second (its stream ends
 * with `rewrite.stopped`); 409 `rewrite.finished` once it is written. A streamed Lambda never learns that its client
 * left (docs/versions.md), so Stop is a request of its own, as for generation.
 */
export const handler = apiHandler({ path: rewriteProposalPathSchema }, async ({ userId, path }) => {
  await stopRewrite(userId, path.id, path.proposalId);
  return { statusCode: 204 };
});
