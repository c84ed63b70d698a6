import { useMutation } from '@tanstack/react-query';
import { type OutlineResponse, outlineResponseSchema } from '@contracts/outline';
import type { GenerateScriptBody } from '@contracts/scripts';
import { request } from '@/lib/api-client';

/**
 * The plan of the script the form describes (POST /api/scripts/outline, issue 34): sections, times, word budgets and
 * where each key point and story goes. Free: nothing is written or charged.
 */
export const previewOutline = (body: GenerateScriptBody): Promise<OutlineResponse> => request('POST', '/scripts/outline', outlineResponseSchema, body);

export const usePreviewOutline = () => useMutation({ mutationFn: previewOutline });
