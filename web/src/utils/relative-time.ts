import { formatDistanceToNow } from 'date-fns';

/** How long ago, in words, e.g. '3 minutes ago', 'about 2 hours ago'. */
export const formatRelativeTime = (at: string | Date): string => formatDistanceToNow(new Date(at), { addSuffix: true });
