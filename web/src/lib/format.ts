import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../functions/core/time';
import { LOCALE, TIME_ZONE } from '../../../functions/core/brand';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The access-gate countdown (spec 01 §2): days and hours, or hours and minutes, or minutes.
 * The last minute still reads "1 minuto", never "0 minuti", while time is left.
 */
export const formatCountdown = (ms: number): string => {
  const left = Math.max(0, ms);
  if (left >= DAY_MS) {
    const days = Math.floor(left / DAY_MS);
    const hours = Math.floor((left % DAY_MS) / HOUR_MS);
    return `${plural(days, 'giorno', 'giorni')} e ${plural(hours, 'ora', 'ore')}`;
  }
  if (left >= HOUR_MS) {
    const hours = Math.floor(left / HOUR_MS);
    const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
    return `${plural(hours, 'ora', 'ore')} e ${plural(minutes, 'minuto', 'minuti')}`;
  }
  return plural(Math.ceil(left / MINUTE_MS), 'minuto', 'minuti');
};

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Italians in Rome read it (D24), e.g. "domenica 19 luglio 2026 alle ore 12:00". */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** Plan prices as the plan cards show them: "€3,99". */
export const formatEuro = (cents: number): string => `€${(cents / 100).toFixed(2).replace('.', ',')}`;

/** Unread badge text, capped at "99+" (spec 01 §2, §9). */
export const formatBadgeCount = (count: number): string => (count > 99 ? '99+' : String(Math.max(0, Math.floor(count))));
