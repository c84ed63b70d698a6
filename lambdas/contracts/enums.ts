import * as z from 'zod';

/** Enumerations of spec §3 with their display labels, in the spec's order. */
export const PLATFORMS = ['youtube', 'tiktok', 'instagram', 'podcast'] as const;
export const DURATIONS = ['30s', '1m', '3m', '5m', '10m'] as const;
export const TONES = ['conversational', 'professional', 'humorous', 'educational', 'dramatic'] as const;

export type Platform = (typeof PLATFORMS)[number];
export type Duration = (typeof DURATIONS)[number];
export type Tone = (typeof TONES)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram Reel',
  podcast: 'Podcast',
};

export const DURATION_LABELS: Record<Duration, string> = {
  '30s': '30 seconds',
  '1m': '1 minute',
  '3m': '3 minutes',
  '5m': '5 minutes',
  '10m': '10+ minutes',
};

export const TONE_LABELS: Record<Tone, string> = {
  conversational: 'Conversational',
  professional: 'Professional',
  humorous: 'Humorous',
  educational: 'Educational',
  dramatic: 'Dramatic',
};

/** Spoken length each duration is planned for, in seconds ('10+ minutes' plans for ten). */
export const DURATION_SECONDS: Record<Duration, number> = {
  '30s': 30,
  '1m': 60,
  '3m': 180,
  '5m': 300,
  '10m': 600,
};

/** A required select: missing, empty or unknown values all carry the spec's single message. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: () => message });
