import { readFileSync } from 'node:fs';
import { handler as createVoiceHandler } from '../../../lambdas/api/voices/create-voice';
import { handler as deleteVoiceHandler } from '../../../lambdas/api/voices/delete-voice';
import { handler as listVoicesHandler } from '../../../lambdas/api/voices/list-voices';
import { handler as renameVoiceHandler } from '../../../lambdas/api/voices/rename-voice';
import { handler as listHandler } from '../../../lambdas/api/documents/list-documents';
import { handler as uploadHandler } from '../../../lambdas/api/documents/upload-document';
import type { ListDocumentsResponse, UploadDocumentResponse } from '../../../lambdas/contracts/documents';
import type { ListVoicesResponse, VoiceResponse } from '../../../lambdas/contracts/voices';
import { REPOSITORY_ROOT } from '../../../lambdas/local/paths';
import { apiEvent, invoke } from './api-event';
import { processDoc, sendFile } from './documents';

export type ErrorBody = { error?: { code: string; message: string } };

export const listVoices = (userId: string) => invoke<ListVoicesResponse>(listVoicesHandler, apiEvent({ userId, path: '/api/voices' }));
export const createVoice = (userId: string, name: unknown) =>
  invoke<VoiceResponse & ErrorBody>(createVoiceHandler, apiEvent({ userId, method: 'POST', path: '/api/voices', body: { name } }));
export const renameVoice = (userId: string, id: string, name: unknown) =>
  invoke<VoiceResponse & ErrorBody>(renameVoiceHandler, apiEvent({ userId, method: 'PATCH', path: '/api/voices/{id}', pathParameters: { id }, body: { name } }));
export const deleteVoice = (userId: string, id: string) =>
  invoke<ErrorBody>(deleteVoiceHandler, apiEvent({ userId, method: 'DELETE', path: '/api/voices/{id}', pathParameters: { id } }));

/** A voice the user just created, by id. */
export const newVoice = async (userId: string, name: string) => {
  const answer = await createVoice(userId, name);
  if (answer.statusCode !== 201) throw new Error(`voice not created: ${JSON.stringify(answer.body)}`);
  return answer.body.voice.id;
};

const voiceQuery = (voiceId?: string) => (voiceId === undefined ? undefined : { voiceId });

export const listDocsOf = (userId: string, voiceId?: string) =>
  invoke<ListDocumentsResponse & ErrorBody>(listHandler, apiEvent({ userId, path: '/api/documents', query: voiceQuery(voiceId) }));

export const requestUploadTo = (userId: string, voiceId: string | undefined, name: string, size: number) =>
  invoke<UploadDocumentResponse & ErrorBody>(uploadHandler, apiEvent({ userId, method: 'POST', path: '/api/documents', body: { name, size }, query: voiceQuery(voiceId) }));

/** Uploads and processes a text file in one voice, end to end. */
export const uploadTextTo = async (userId: string, voiceId: string | undefined, name: string, text: string) => {
  const bytes = new TextEncoder().encode(text);
  const started = await requestUploadTo(userId, voiceId, name, bytes.length);
  if (started.statusCode !== 201) throw new Error(`upload refused: ${JSON.stringify(started.body)}`);
  await sendFile(started.body.upload, bytes);
  return (await processDoc(userId, started.body.document.id)).body.document;
};

/** Two original transcripts by two different (invented) speakers, each three episodes long (test/fixtures/voices). */
const fixture = (name: string) => readFileSync(`${REPOSITORY_ROOT}test/fixtures/voices/${name}`, 'utf8');
const episodesOf = (text: string) => text.split(/\n(?=G'day legends, welcome|Welcome to The Quiet Ledger)/u).map((episode) => episode.trim());
export const GARDEN_EPISODES = episodesOf(fixture('garden-channel.txt'));
export const MONEY_EPISODES = episodesOf(fixture('money-podcast.txt'));
export const NEW_MONEY_EPISODE = fixture('money-new-episode.txt').trim();
