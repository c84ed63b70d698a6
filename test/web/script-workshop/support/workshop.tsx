import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Material } from '@contracts/material';
import type { RewriteEvent, RewriteProposal } from '@contracts/rewrite';
import type { ScriptVersion, ScriptVersionResponse } from '@contracts/script-versions';
import type { Script } from '@contracts/scripts';
import ScriptRoute from '@/app/routes/script';
import { fakeApi, renderRoutes } from '../../support/app';
import { jsonAnswer, liveNdjson } from '../../support/ndjson';

export const SCRIPT_ID = '01JBXQ7R3M9V5K2T8N4P6W0Y1Z';
export const V1 = '01JBXQ7R3M9V5K2T8N4P6W0Y1Z';
export const V2 = '01JC00000000000000000000V2';
export const V3 = '01JC00000000000000000000V3';

export const BODY = [
  '# How to prune tomatoes',
  '',
  '> Film this in the morning light.',
  '',
  '## Hook [0:00–0:15]',
  '',
  'Ever lost a tomato plant to overgrowth?',
  '',
  '**On screen:** a tangled tomato plant',
  '',
  '## Pruning [0:15–0:50]',
  '',
  'Pinch the suckers every week, and keep one leader.',
].join('\n');

export const aScript = (overrides: Partial<Script> = {}): Script => ({
  id: SCRIPT_ID,
  user_id: 'user-1',
  topic: 'How to prune tomatoes',
  platform: 'youtube',
  duration: '1m',
  tone: 'educational',
  details: null,
  created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
  file_path: `user-1/${SCRIPT_ID}.md`,
  word_count: 16,
  estimated_seconds: 6,
  writer: 'local',
  voice_match: null,
  current_version_id: V1,
  version_count: 1,
  ...overrides,
});

export const aVersion = (overrides: Partial<ScriptVersion> = {}): ScriptVersion => ({
  id: V1,
  script_id: SCRIPT_ID,
  number: 1,
  kind: 'generated',
  created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
  word_count: 16,
  estimated_seconds: 6,
  voice_match: null,
  note: null,
  ...overrides,
});

/** What the server answers for a new version: the row now describing it, the version, and its text. */
export const aNewVersion = (body: string, version: Partial<ScriptVersion>): ScriptVersionResponse => {
  const made = aVersion({ created_at: new Date().toISOString(), ...version });
  return { script: aScript({ current_version_id: made.id, version_count: made.number, updated_at: made.created_at }), version: made, body };
};

/** /script/{id} of the fixture script, its GET answered from `state` (so a test can change what a reload sees). */
export const renderWorkshop = (routes: Parameters<typeof fakeApi>[0] = {}, state: { script: Script; body: string; material?: Material | null } = { script: aScript(), body: BODY }) => {
  const api = fakeApi({ [`GET /scripts/${SCRIPT_ID}`]: () => state, ...routes });
  const view = renderRoutes(
    [
      { path: '/script/:id', element: <ScriptRoute /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    `/script/${SCRIPT_ID}`,
  );
  return { ...view, api, state };
};

export const scriptBody = () => screen.findByTestId('script-body');

/** An NDJSON rewrite answer the test writes as it goes, every line cut mid-way. */
export const liveStream = () => liveNdjson<RewriteEvent>();

export { jsonAnswer };

/** The streamed rewrite's network: fetch stubbed, each call recorded (with its abort signal); anything but POST …/rewrite is a bug. */
export const fakeRewriteNetwork = (answer: () => Response | Promise<Response>) => {
  const calls: { url: string; headers: Record<string, string>; body: unknown; signal: AbortSignal | null | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (`${init.method} ${url}` !== `POST /api/scripts/${SCRIPT_ID}/rewrite`) throw new Error(`Unexpected fetch: ${init.method} ${url}`);
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string>, body: JSON.parse(init.body as string) as unknown, signal: init.signal });
      return answer();
    }),
  );
  return calls;
};

export const PROPOSAL_ID = '01JC0000000000000000PR0P0S';

/** The proposal a finished rewrite stream names: `original` replaced by each of `alternatives` on Accept. */
export const aProposal = (target: RewriteProposal['target'], original: string, alternatives: string[], writer: RewriteProposal['writer'] = 'bedrock'): RewriteProposal => ({
  id: PROPOSAL_ID,
  script_id: SCRIPT_ID,
  base_version_id: V1,
  target,
  instruction: null,
  original,
  alternatives,
  writer,
  expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
});

/** The stream's first event for a proposal of `target`. */
export const startEvent = (target: RewriteProposal['target'], original: string, words: number, alternatives: 1 | 3 = 1, writer: RewriteProposal['writer'] = 'bedrock'): RewriteEvent => ({
  type: 'start',
  proposal_id: PROPOSAL_ID,
  target,
  heading: target.kind === 'whole' ? null : '## Pruning [0:15–0:50]',
  original,
  words,
  alternatives,
  writer,
});
