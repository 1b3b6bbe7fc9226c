import { WEEKLY_FREE_CLUES, tierSees } from '../../core/gameplay';
import { currentWeek, missionState } from '../../core/mission-rules';
import type { Tier } from '../../core/plans';
import { transactWrite, txPut, txUpdate } from '../../db/tx';
import { jobMarkerEntity } from '../../db/entities/job-marker';
import { missionClueEntity, missionStatusEntity, ownedClueEntity } from '../../db/entities/gameplay';
import type { MissionItem } from '../../db/repos/missions';
import { defaultPlayers, type PlayerSource } from '../notifications/countdown';
import { mapLimit } from '../notifications/players';
import { notify } from '../notifications/notify';
import { ensureStatus } from './gameplay';

/** The weeks whose free clues a player should hold now (D14): 1..current, at most 4. */
const releasedWeeks = (m: MissionItem, now: Date) => Math.min(4, currentWeek(m, now));
const markOf = (week: number, tier: Tier) => `${week}:${tier}`;

const weeklyPool = async (missionId: string) =>
  (await missionClueEntity().query.byMission({ missionId }).go({ pages: 'all' })).data.filter((c) => c.weekly);

/**
 * Gives a player the weekly clues of the weeks released so far that their tier sees (D14, D15a:
 * Base 1 a week, Titanium 10). Each clue is held once (attribute_not_exists) and counted in the
 * same transaction; the status item remembers week and tier granted, so a visit costs nothing
 * more until the week or the tier changes (an upgrade mid-week brings the higher tier's clues).
 */
export const grantWeekly = async (
  userId: string, tier: Tier, m: MissionItem, now: Date, known?: Awaited<ReturnType<typeof ensureStatus>>,
): Promise<number> => {
  if (missionState(m, now) === 'SCADUTA' || now.getTime() < Date.parse(m.startsAt)) return 0;
  const week = releasedWeeks(m, now);
  const status = known ?? (await ensureStatus(userId, m.missionId, now));
  if (status.weeklyGranted === markOf(week, tier)) return 0;
  const pool = (await weeklyPool(m.missionId)).filter((c) => c.week <= week && tierSees(tier, c.tier));
  let granted = 0;
  for (const c of pool) {
    const out = await transactWrite([
      txPut(ownedClueEntity().create({
        userId, missionId: m.missionId, clueId: c.clueId, acquiredAt: now.toISOString(), source: 'weekly', week: c.week,
        tier: c.tier, type: c.type, title: c.title, text: c.text,
      }).params()),
      txUpdate(missionStatusEntity().patch({ userId, missionId: m.missionId }).add({ cluesFound: 1 }).params()),
    ]);
    if (out.ok) granted++;
  }
  await missionStatusEntity().patch({ userId, missionId: m.missionId }).set({ weeklyGranted: markOf(week, tier) }).go();
  return granted;
};

export const WEEKLY_TEXTS = {
  title: 'Indizi settimanali',
  message: (week: number, n: number) => `Settimana ${week}: ${n} ${n === 1 ? 'nuovo indizio disponibile' : 'nuovi indizi disponibili'} nel tuo archivio.`,
} as const;

/**
 * The countdown's weekly release: at each week's start every player with a plan gets the week's
 * free clues of their tier and a notice (once per player and week; the sweep itself is marked
 * done once per mission-week, later players are served at their next visit).
 */
export const releaseWeek = async (m: MissionItem, now: Date, players: PlayerSource = defaultPlayers): Promise<{ week: number; players: number } | null> => {
  if (missionState(m, now) === 'SCADUTA' || now.getTime() < Date.parse(m.startsAt)) return null;
  const week = releasedWeeks(m, now);
  const key = `weekly#${m.missionId}#${week}`;
  if ((await jobMarkerEntity().get({ key }).go()).data) return null;
  let count = 0;
  for await (const page of players()) {
    await mapLimit(page.filter((p) => p.planChosenAt), 8, async (p) => {
      await grantWeekly(p.userId, p.tier, m, now);
      await notify(p.userId, {
        type: 'weekly_summary', title: WEEKLY_TEXTS.title, message: WEEKLY_TEXTS.message(week, WEEKLY_FREE_CLUES[p.tier]),
        url: '/intelligence', topic: { kind: 'weekly-hint', premium: p.tier !== 'base' }, onceKey: `weekly-${m.missionId}-${week}`,
      }, { profile: p });
      count++;
    });
  }
  await jobMarkerEntity().put({ key, doneAt: now.toISOString(), count }).go();
  return { week, players: count };
};
