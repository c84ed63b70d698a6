import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ListPurchasesResponse, listPurchasesResponseSchema } from '@contracts/purchases';
import { request } from '@/lib/api-client';

export const PURCHASES_PAGE_SIZE = 20;

export const listPurchases = (cursor: string | null): Promise<ListPurchasesResponse> => {
  const params = new URLSearchParams({ limit: String(PURCHASES_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return request('GET', `/me/payments?${params.toString()}`, listPurchasesResponseSchema);
};

// Under 'me', so whatever refreshes the user's profile after a payment refreshes the history too.
export const getPurchasesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['me', 'payments'],
    queryFn: ({ pageParam }) => listPurchases(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

/** The user's credit purchases, newest first, a page at a time. */
export const usePurchases = () => useInfiniteQuery(getPurchasesQueryOptions());
