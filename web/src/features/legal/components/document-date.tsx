import { useToday } from '@/lib/today';
import { formatAustralianDate, isoDay } from '../utils/format-date';

interface DocumentDateProps {
  label: string;
  date: Date | string;
}

/** A labelled date line under a page heading, e.g. 'Last Updated: 22 November 2026'. */
export const DocumentDate = ({ label, date }: DocumentDateProps) => (
  <p>
    {label}: <time dateTime={isoDay(date)}>{formatAustralianDate(date)}</time>
  </p>
);

/** Today's date as 'Last Updated', which the specification asks of Disclaimers, Intellectual Property and About. */
export const LastUpdatedToday = () => <DocumentDate label="Last Updated" date={useToday()} />;
