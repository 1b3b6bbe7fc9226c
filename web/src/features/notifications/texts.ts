import { MSG } from '../../../../functions/core/messages';
import type { DrawerTab, NotificationCategory, NotificationType, PageFilter } from '../../../../functions/core/notifications';

/** Interface copy of the notifications feature (Italian, D24); spec texts come from MSG. */
export const NT = {
  title: 'Notifiche',
  filters: { all: 'Generali', unread: 'Buzz', alerts: 'Classifica' } satisfies Record<PageFilter, string>,
  filtersLabel: 'Filtra notifiche',
  refresh: 'Aggiorna',
  markAllRead: MSG.markAllRead,
  markRead: MSG.markRead,
  delete: 'Elimina',
  open: 'Apri',
  viewAll: 'Vedi tutte',
  empty: 'Nessuna notifica',
  emptyText: 'Qui arriveranno indizi, aree BUZZ MAPPA, avvisi della missione e i vincitori.',
  reload: 'Ricarica',
  loadMore: 'Carica altre',
  unread: 'Non letta',
  close: 'Chiudi',
  bell: 'Apri notifiche',
  dropdown: 'Ultime notifiche',
  drawer: 'Centro notifiche',
  drawerTabs: 'Categorie',
  island: (n: number) => (n === 1 ? '1 notifica non letta' : `${n > 99 ? '99+' : n} notifiche non lette`),
  swipeHint: 'Scorri in su per chiudere',
  categories: {
    critical: 'Avvisi', mission: 'Missione', buzz: 'Buzz', map: 'Mappa', weekly: 'Settimanali',
    leaderboard: 'Classifica', rewards: 'Premi', general: 'Generali',
  } satisfies Record<NotificationCategory, string>,
  tabs: {
    all: 'Tutte', leaderboard: 'Classifica', buzz: 'Buzz', map: 'Mappa', weekly: 'Settimanali', generic: 'Generali',
  } satisfies Record<DrawerTab, string>,
  types: {
    leaderboard_update: 'Classifica', buzz: 'Buzz', map_buzz: 'BUZZ MAPPA', weekly_summary: 'Settimanale', generic: 'Generale',
    rewards: 'Premi', mission_alert: 'Missione', alert: 'Avviso', critical: 'Critico', general: 'Generale',
  } satisfies Record<NotificationType, string>,
} as const;

const rtf = new Intl.RelativeTimeFormat('it-IT', { numeric: 'auto' });
/** "2 minuti fa", "ieri" (spec 01 §9: relative times in Italian). */
export const relativeTime = (iso: string, now = Date.now()): string => {
  const s = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(s);
  if (abs < 45) return 'adesso';
  if (abs < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(s / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(s / 86_400), 'day');
  return new Date(iso).toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
};
