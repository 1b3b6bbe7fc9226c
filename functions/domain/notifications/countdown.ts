import { accessStartsAt, daysRemaining, missionEndsAt } from '../../core/mission-rules';
import { PLANS, TIERS, type Tier } from '../../core/plans';
import { HOUR_MS } from '../../core/time';
import { jobMarkerEntity } from '../../db/entities/job-marker';
import { logger } from '../../lib/logger';
import { notify, type NotifyInput } from './notify';
import { allPlayers, mapLimit, type PlayerProfile } from './players';

export interface MissionForNotices {
  missionId: string;
  title: string;
  startsAt: string;
  durationDays: number;
}

/** The notices of the countdown (Italian, D24). */
export const COUNTDOWN_TEXTS = {
  accessStart: (tier: Tier, title: string): NotifyInput => ({
    type: 'mission_alert',
    title: 'La missione è iniziata',
    message: `Agente, il tuo accesso ${PLANS[tier].name} a "${title}" è attivo: entra ora e trova il primo indizio.`,
    url: '/home',
    email: true,
  }),
  endsIn: (days: number, title: string): NotifyInput => ({
    type: 'alert',
    title: days === 1 ? 'Ultimo giorno di missione' : `La missione termina tra ${days} giorni`,
    message: days === 1
      ? `"${title}" termina domani: usa i tuoi indizi e tenta il Final Shot.`
      : `Mancano ${days} giorni alla fine di "${title}": il premio ti aspetta.`,
    url: '/home',
  }),
  ended: (title: string): NotifyInput => ({
    type: 'mission_alert',
    title: 'Missione terminata',
    message: `"${title}" è terminata. Grazie per aver partecipato, agente: scopri i vincitori.`,
    url: '/leaderboard',
  }),
} as const;

/** "Ends in N days" is sent on these last days (the prize becomes visible at 3 or fewer, spec 02 §4). */
export const ENDS_IN_DAYS = [3, 2, 1] as const;
/** A step's notice is worth sending only near its moment: a job that was down longer skips it. */
export const NOTICE_WINDOW_MS = 24 * HOUR_MS;

/** Who a step reaches, as the directory walk gives them; tests pass their own players. */
export type PlayerSource = () => AsyncGenerator<PlayerProfile[]>;

export interface CountdownDeps {
  players: PlayerSource;
  now: Date;
}

const done = async (key: string) => Boolean((await jobMarkerEntity().get({ key }).go({ consistent: true })).data);
const markDone = async (key: string, at: Date, count: number) =>
  jobMarkerEntity().put({ key, doneAt: at.toISOString(), count }).go();

/** Sends one notice to every player `who` selects, once per player (notice-once key), then marks the step done. */
const step = async (
  key: string, who: (p: PlayerProfile) => boolean, input: NotifyInput, deps: CountdownDeps,
): Promise<number> => {
  if (await done(key)) return 0;
  let sent = 0;
  for await (const page of deps.players()) {
    const results = await mapLimit(page.filter(who), 10, (p) =>
      notify(p.userId, { ...input, onceKey: key }, { profile: p, now: () => deps.now }));
    sent += results.filter((r) => r.status === 'created').length;
  }
  await markDone(key, deps.now, sent);
  return sent;
};

const hasPlan = (p: PlayerProfile) => Boolean(p.planChosenAt);

export interface NoticesResult {
  accessStart: Partial<Record<Tier, number>>;
  endsIn: number;
  ended: number;
}

/**
 * The countdown's notices for one mission at `now` (called hourly; each step once):
 * - each tier's access start (mission start minus its early access, D17): in-app, push, e-mail;
 * - "ends in N days" on the last days;
 * - "mission ended" once it is over.
 */
export const missionNotices = async (m: MissionForNotices, deps: CountdownDeps): Promise<NoticesResult> => {
  const now = deps.now.getTime();
  const end = missionEndsAt(m).getTime();
  const result: NoticesResult = { accessStart: {}, endsIn: 0, ended: 0 };

  if (now < end) {
    for (const tier of TIERS) {
      const at = accessStartsAt(m, tier).getTime();
      if (now < at || now - at > NOTICE_WINDOW_MS) continue;
      result.accessStart[tier] = await step(
        `access-start#${m.missionId}#${tier}`, (p) => hasPlan(p) && p.tier === tier, COUNTDOWN_TEXTS.accessStart(tier, m.title), deps,
      );
    }
    const left = daysRemaining(m, deps.now);
    if (now >= Date.parse(m.startsAt) && (ENDS_IN_DAYS as readonly number[]).includes(left)) {
      result.endsIn = await step(`ends-in-${left}#${m.missionId}`, hasPlan, COUNTDOWN_TEXTS.endsIn(left, m.title), deps);
    }
  } else if (now - end <= NOTICE_WINDOW_MS) {
    result.ended = await step(`mission-end#${m.missionId}`, hasPlan, COUNTDOWN_TEXTS.ended(m.title), deps);
  }
  logger.info('mission notices', { missionId: m.missionId, ...result });
  return result;
};

export const defaultPlayers: PlayerSource = () => allPlayers();
