import type { MeResponse } from '@contracts/profile';
import type { Script } from '@contracts/scripts';

export const SCRIPT_ID = '01JBXQ7R3M9V5K2T8N4P6W0Y1Z';

export const aScript = (overrides: Partial<Script> = {}): Script => ({
  id: SCRIPT_ID,
  user_id: 'user-1',
  topic: 'How to prune tomatoes',
  platform: 'youtube',
  duration: '3m',
  tone: 'educational',
  details: 'For balcony gardeners',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  file_path: `user-1/${SCRIPT_ID}.md`,
  word_count: 412,
  estimated_seconds: 165,
  writer: 'local',
  voice_match: 87,
  ...overrides,
});

export const aMe = (total: number | null, hasProcessedDocument = false): MeResponse => ({
  userId: 'user-1',
  email: 'creator@example.com',
  credits: { subscription: total ?? 0, rollover: 0, purchased: 0, total: total ?? 0 },
  storage: { usedBytes: 0, quotaBytes: 100 * 1024 * 1024 },
  hasProcessedDocument,
});
