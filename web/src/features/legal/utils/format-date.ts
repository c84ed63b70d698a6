import { format, parseISO } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';

/** A date in Australian English long form, e.g. '22 November 2026'; ISO dates are read as local calendar days. */
export const formatAustralianDate = (date: Date | string): string =>
  format(typeof date === 'string' ? parseISO(date) : date, 'PPP', { locale: enAU });

/** The machine-readable form for a `<time dateTime>` attribute. */
export const isoDay = (date: Date | string): string => format(typeof date === 'string' ? parseISO(date) : date, 'yyyy-MM-dd');
