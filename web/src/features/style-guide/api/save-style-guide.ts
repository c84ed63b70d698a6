import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SaveStyleGuideBody, type StyleGuide, styleGuideResponseSchema } from '@contracts/style-guide';
import { request } from '@/lib/api-client';
import { voiceQuery } from '@/lib/voices';
import { getStyleGuideQueryOptions } from './get-style-guide';

/** One PUT both creates the voice's guide on the first save and updates it later (spec §4); the server knows which. */
export const saveStyleGuide = async (body: SaveStyleGuideBody, voiceId: string): Promise<StyleGuide> => {
  const { styleGuide } = await request('PUT', `/style-guide${voiceQuery(voiceId)}`, styleGuideResponseSchema, body);
  if (!styleGuide) throw new Error('Failed to save style guide');
  return styleGuide;
};

export const useSaveStyleGuide = (voiceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['style-guide', 'save'],
    mutationFn: (body: SaveStyleGuideBody) => saveStyleGuide(body, voiceId),
    onSuccess: (styleGuide) => queryClient.setQueryData(getStyleGuideQueryOptions(voiceId).queryKey, styleGuide),
  });
};
