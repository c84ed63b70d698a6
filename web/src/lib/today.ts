import { useSyncExternalStore } from 'react';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The day the web build was made (vite.config.ts): what the pages rendered at build time show. */
const BUILD_DAY: string | undefined = import.meta.env.VITE_BUILD_DAY;

const noSubscription = () => () => undefined;
const today = () => isoDay(new Date());

/**
 * Today's calendar day in this browser (`yyyy-MM-dd`). While a page rendered at build time is hydrated it is the
 * build's day, as in that page's HTML, so the two agree; React then renders the browser's own day.
 */
export const useToday = (): string => useSyncExternalStore(noSubscription, today, () => BUILD_DAY ?? today());
