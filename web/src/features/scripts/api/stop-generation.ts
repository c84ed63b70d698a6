import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { request } from '@/lib/api-client';

/** 204: the generation stops within a second and its stream ends with `generation.stopped`; 409 `generation.finished` when it was already stored. */
export const stopGeneration = async (scriptId: string): Promise<void> => {
  await request('POST', `/scripts/${encodeURIComponent(scriptId)}/stop`, z.unknown());
};

export const useStopGeneration = () => useMutation({ mutationFn: stopGeneration });
