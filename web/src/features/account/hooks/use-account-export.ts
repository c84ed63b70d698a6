import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ExportJob } from '@contracts/account-export';
import { notify } from '@/lib/toast';
import { getExport, startExport } from '../api/account';

const EXPORT_QUERY_KEY = ['me', 'export'] as const;

/** While the zip is built its progress is asked for every second; a ready link is re-signed before its 15 minutes run out. */
const PREPARING_POLL_MS = 1_000;
const READY_REFRESH_MS = 10 * 60_000;

/**
 * The account's export: the latest job from the API, polled while it prepares, and a `start` that begins a new one.
 * Says so in a toast when a preparing export turns ready or fails.
 */
export const useAccountExport = () => {
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: EXPORT_QUERY_KEY,
    queryFn: getExport,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      if (state === 'preparing') return PREPARING_POLL_MS;
      return state === 'ready' ? READY_REFRESH_MS : false;
    },
  });
  const start = useMutation({
    mutationFn: startExport,
    onSuccess: (started: ExportJob) => queryClient.setQueryData(EXPORT_QUERY_KEY, started),
    onError: (error) => notify.error('Export failed', error instanceof Error && error.message ? error.message : 'Failed to export your data'),
  });

  const watched = useRef<string | null>(null);
  const current = job.data ?? null;
  useEffect(() => {
    if (!current) return;
    if (current.state === 'preparing') {
      watched.current = current.id;
      return;
    }
    if (watched.current !== current.id) return;
    watched.current = null;
    if (current.state === 'ready') notify.success('Export ready', 'Your data is ready to download');
    else notify.error('Export failed', 'Failed to export your data');
  }, [current]);

  return { job: current, loading: job.isPending, start: () => start.mutate(), starting: start.isPending };
};
