import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StyleGuide, type StyleGuideBody, styleGuideResponseSchema } from '@contracts/style-guide';
import { request } from '@/lib/api-client';
import { getStyleGuideQueryOptions } from './get-style-guide';

/** One PUT both creates the guide on the first save and updates it later (spec §4); the server knows which. */
export const saveStyleGuide = async (body: StyleGuideBody): Promise<StyleGuide> => {
  const { styleGuide } = await request('PUT', '/style-guide', styleGuideResponseSchema, body);
  if (!styleGuide) throw new Error('Failed to save style guide');
  return styleGuide;
};

export const useSaveStyleGuide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['style-guide', 'save'],
    mutationFn: saveStyleGuide,
    onSuccess: (styleGuide) => queryClient.setQueryData(getStyleGuideQueryOptions().queryKey, styleGuide),
  });
};
