import { expect } from 'vitest';
import { handler as acceptHandler } from '../../../lambdas/api/scripts/accept-rewrite';
import { handler as rewriteHandler } from '../../../lambdas/api/scripts/rewrite-script';
import type { RewriteEvent, RewriteProposalResponse } from '../../../lambdas/contracts/rewrite';
import type { ScriptVersionResponse } from '../../../lambdas/contracts/script-versions';
import { apiEvent, invoke } from './api-event';

type ErrorBody = { error?: { code: string; message: string } };

/** POST /api/scripts/{id}/rewrite through the real handler, buffered: the proposal or an error answer. */
export const proposeOf = (userId: string, id: string, body: object) =>
  invoke<RewriteProposalResponse & ErrorBody>(rewriteHandler, apiEvent({ userId, method: 'POST', path: '/api/scripts/{id}/rewrite', pathParameters: { id }, body }));

/** POST /api/scripts/{id}/rewrite/{proposalId}/accept through the real handler. */
export const acceptOf = (userId: string, id: string, proposalId: string, alternative = 0) =>
  invoke<ScriptVersionResponse & ErrorBody>(
    acceptHandler,
    apiEvent({ userId, method: 'POST', path: '/api/scripts/{id}/rewrite/{proposalId}/accept', pathParameters: { id, proposalId }, body: { alternative } }),
  );

/** A proposal accepted at once (its first alternative): what a rewrite was before proposals, for tests about what follows one. */
export const rewriteAndAccept = async (userId: string, id: string, body: object) => {
  const proposed = await proposeOf(userId, id, body);
  expect(proposed.statusCode, JSON.stringify(proposed.body)).toBe(200);
  const accepted = await acceptOf(userId, id, proposed.body.proposal.id);
  expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
  return accepted;
};

/** The NDJSON events of a streamed answer. */
export const eventsOf = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RewriteEvent);

/** The text events of one alternative, joined. */
export const streamedText = (events: RewriteEvent[], alternative = 0) =>
  events.flatMap((event) => (event.type === 'text' && event.alternative === alternative ? [event.text] : [])).join('');
