import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StyleGuide, styleGuideResponseSchema } from '@contracts/style-guide';
import { request } from '@/lib/api-client';
import { voiceQuery } from '@/lib/voices';

export const STYLE_GUIDE_QUERY_KEY = ['style-guide'] as const;

/** A voice's style guide, or null before its first save (docs/voices.md). */
export const getStyleGuide = async (voiceId: string): Promise<StyleGuide | null> =>
  (await request('GET', `/style-guide${voiceQuery(voiceId)}`, styleGuideResponseSchema)).styleGuide;

export const getStyleGuideQueryOptions = (voiceId: string | undefined) =>
  queryOptions({ queryKey: [...STYLE_GUIDE_QUERY_KEY, voiceId], queryFn: () => getStyleGuide(voiceId!), enabled: voiceId !== undefined });

export const useStyleGuide = (voiceId: string | undefined) => useQuery(getStyleGuideQueryOptions(voiceId));
