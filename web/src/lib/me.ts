import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MeResponse, meResponseSchema } from '@contracts/profile';
import { request } from '@/lib/api-client';

export const getMe = (): Promise<MeResponse> => request('GET', '/me', meResponseSchema);

export const getMeQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

/** The signed-in user's profile: credits, storage and whether a processed document exists. */
export const useMe = () => useQuery(getMeQueryOptions());
