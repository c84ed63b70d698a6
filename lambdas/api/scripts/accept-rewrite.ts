import { acceptRewriteBodySchema, rewriteProposalPathSchema } from '../../contracts/rewrite';
import { acceptRewrite } from '../../domain/scripts/accept-rewrite';
import { apiHandler } from '../../shared/api-handler';

/** POST /api/scripts/{id}/rewrite/{proposalId}/accept: the chosen alternative becomes the next version (not a rewrite: not rate-limited). */
export const handler = apiHandler({ path: rewriteProposalPathSchema, body: acceptRewriteBodySchema }, async ({ userId, path, body }) => ({
  statusCode: 200,
  body: await acceptRewrite(userId, path.id, path.proposalId, body.alternative),
}));
