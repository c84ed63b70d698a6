import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StyleGuide, styleGuideResponseSchema } from '@contracts/style-guide';
import { request } from '@/lib/api-client';

export const STYLE_GUIDE_QUERY_KEY = ['style-guide'] as const;

/** The user's style guide, or null before their first save. */
export const getStyleGuide = async (): Promise<StyleGuide | null> =>
  (await request('GET', '/style-guide', styleGuideResponseSchema)).styleGuide;

export const getStyleGuideQueryOptions = () => queryOptions({ queryKey: STYLE_GUIDE_QUERY_KEY, queryFn: getStyleGuide });

export const useStyleGuide = () => useQuery(getStyleGuideQueryOptions());
