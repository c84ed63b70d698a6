import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CreditPackage, listPackagesResponseSchema } from '@contracts/packages';
import { request } from '@/lib/api-client';

export const listPackages = async (): Promise<CreditPackage[]> =>
  (await request('GET', '/packages', listPackagesResponseSchema)).packages;

export const getPackagesQueryOptions = () => queryOptions({ queryKey: ['packages'], queryFn: listPackages });

/** The active credit packages, in sort order; anyone may read them. */
export const usePackages = () => useQuery(getPackagesQueryOptions());
