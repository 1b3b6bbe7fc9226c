import { LOCALE, TIME_ZONE } from '../../../functions/core/brand';

/** Dates as read in Rome (D24): "19 luglio 2026", "19 lug", "19 lug, 14:05". */
const longDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short' });
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

export const formatLongDate = (iso: string): string => longDate.format(new Date(iso));
export const formatShortDate = (iso: string): string => shortDate.format(new Date(iso));
export const formatDateTimeShort = (iso: string): string => dateTime.format(new Date(iso));

const numericDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
/** "17/07/2026": where a column is narrow (agent-profile popup). */
export const formatNumericDate = (iso: string): string => numericDate.format(new Date(iso));
