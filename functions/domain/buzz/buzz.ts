import { randomInt } from 'node:crypto';
import { BUZZ_ABUSE_MAX, BUZZ_ABUSE_WINDOW_MS, BUZZ_DAILY_LIMIT, buzzPriceCents, tierSees } from '../../core/gameplay';
import { currentWeek, missionState } from '../../core/mission-rules';
import { utcDay, DAY_MS } from '../../core/time';
import { MSG } from '../../core/messages';
import type { BuzzQuote, BuzzResult } from '../../core/api/buzz';
import type { Tier } from '../../core/plans';
import type { AuthContext } from '../../lib/auth';
import { AppError, conflict, isConditionFailure, tooMany } from '../../lib/errors';
import { abuseWindowEntity, buzzDayEntity } from '../../db/entities/buzz';
import { missionClueEntity, ownedClueEntity } from '../../db/entities/gameplay';
import { idempotencyEntity, paymentEntity } from '../../db/entities/billing';
import type { MissionItem } from '../../db/repos/missions';
import { requireAccess } from '../mission/access';
import { requireMission } from '../mission/mission';
import { ensureStatus } from '../mission/gameplay';
import { getSpending } from '../payments/spending';
import { startPayment } from '../payments/payments';
import './purpose';
import type { BuzzParams } from './purpose';

export const BUZZ_MESSAGES = {
  dailyLimit: 'Hai raggiunto il limite di 50 BUZZ per oggi. Riprova domani.',
  missionTotal: 'Hai già ricevuto tutti gli indizi disponibili per questa missione.',
  missionClosed: 'La missione è conclusa: BUZZ non è più disponibile.',
  abuse: MSG.tooManyAttempts,
} as const;

const epoch = (ms: number) => Math.floor(ms / 1000);

/** Presses in the abuse window now (without recording one). */
const recentPresses = async (userId: string, now: number) => {
  const w = (await abuseWindowEntity().get({ userId }).go({ consistent: true })).data;
  return { item: w, recent: (w?.presses ?? []).filter((t) => now - t < BUZZ_ABUSE_WINDOW_MS) };
};

/**
 * D9 abuse window: 5 presses in 30 s → 429. The new time is written with an optimistic check;
 * a press that loses a race, or whose check fails for any reason, is refused, not allowed.
 */
const recordPress = async (userId: string, now: number): Promise<void> => {
  try {
    const { item, recent } = await recentPresses(userId, now);
    if (recent.length >= BUZZ_ABUSE_MAX) throw tooMany(BUZZ_MESSAGES.abuse, Math.ceil((BUZZ_ABUSE_WINDOW_MS - (now - recent[0]!)) / 1000));
    const next = { userId, presses: [...recent, now], version: (item?.version ?? 0) + 1, expiresAt: epoch(now + BUZZ_ABUSE_WINDOW_MS * 2) };
    if (item) {
      await abuseWindowEntity().put(next).where((a, op) => op.eq(a.version, item.version)).go();
    } else {
      await abuseWindowEntity().create(next).go();
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw tooMany(BUZZ_MESSAGES.abuse); // a lost race or a failed check refuses the press
  }
};

const reservePress = async (userId: string, missionId: string, day: string, now: number): Promise<number> => {
  try {
    const out = await buzzDayEntity()
      .upsert({ userId, missionId, day, expiresAt: epoch(now + 3 * DAY_MS) })
      .add({ count: 1 })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, BUZZ_DAILY_LIMIT)}`)
      .go({ response: 'all_new' });
    return (out.data as { count: number }).count;
  } catch (e) {
    if (isConditionFailure(e) || (e as Error).message?.includes('conditional')) throw conflict(BUZZ_MESSAGES.dailyLimit, 'BUZZ_DAILY_LIMIT');
    throw e;
  }
};

const releasePress = (userId: string, missionId: string, day: string) =>
  buzzDayEntity().patch({ userId, missionId, day }).add({ count: -1 }).go().catch(() => undefined);

/** A clue of the pool the player may see (tier, week) and does not hold yet, chosen at random. */
const pickClue = async (userId: string, mission: MissionItem, tier: Tier, now: Date): Promise<string | null> => {
  const week = currentWeek(mission, now);
  const [pool, owned] = await Promise.all([
    missionClueEntity().query.byMission({ missionId: mission.missionId }).go({ pages: 'all' }),
    ownedClueEntity().query.byUser({ userId }).begins({ missionId: mission.missionId }).go({ pages: 'all' }),
  ]);
  const held = new Set(owned.data.map((o) => o.clueId));
  const free = pool.data.filter((c) => !c.weekly && !held.has(c.clueId) && tierSees(tier, c.tier) && c.week <= week);
  return free.length ? free[randomInt(free.length)]!.clueId : null;
};

/** GET /api/buzz/quote: the server's price and counters for the next press. */
export const quote = async (auth: AuthContext, now = new Date()): Promise<BuzzQuote> => {
  const profile = await requireAccess(auth, now);
  const mission = await requireMission();
  const day = utcDay(now);
  const [dayItem, status, spending, abuse] = await Promise.all([
    buzzDayEntity().get({ userId: auth.userId, missionId: mission.missionId, day }).go(),
    ensureStatus(auth.userId, mission.missionId, now),
    getSpending(auth.userId, now),
    recentPresses(auth.userId, now.getTime()),
  ]);
  void profile;
  const todayCount = Math.max(0, dayItem.data?.count ?? 0);
  const priceCents = buzzPriceCents(todayCount + 1);
  const capLeft = spending.monthlyCapCents === null ? Infinity : spending.monthlyCapCents - spending.spentThisMonthCents;
  const reason =
    missionState(mission, now) === 'SCADUTA' ? 'mission_closed'
      : priceCents === null ? 'daily_limit'
        : status.buzzTotal >= mission.totalClues ? 'mission_total'
          : abuse.recent.length >= BUZZ_ABUSE_MAX ? 'abuse'
            : priceCents > capLeft ? 'spending_cap'
              : null;
  const messages = {
    mission_closed: BUZZ_MESSAGES.missionClosed, daily_limit: BUZZ_MESSAGES.dailyLimit, mission_total: BUZZ_MESSAGES.missionTotal,
    abuse: BUZZ_MESSAGES.abuse, spending_cap: MSG.spendingCapExceeded,
  } as const;
  return {
    priceCents, day, todayCount, dailyLimit: BUZZ_DAILY_LIMIT, missionTotal: status.buzzTotal, totalClues: mission.totalClues,
    blocked: reason !== null, reason, message: reason ? messages[reason] : null,
  };
};

const clueOf = async (userId: string, missionId: string, clueId: string) => {
  const o = (await ownedClueEntity().get({ userId, missionId, clueId }).go({ consistent: true })).data;
  return o ? { clueId: o.clueId, title: o.title, text: o.text, type: o.type, week: o.week, tier: o.tier, source: o.source, acquiredAt: o.acquiredAt } : null;
};

/**
 * POST /api/buzz (D9): the server counts, prices and picks the clue; the payment service charges
 * exactly that amount once per Idempotency-Key and grants the clue once.
 */
export const press = async (auth: AuthContext, idempotencyKey: string, now = new Date()): Promise<BuzzResult> => {
  const profile = await requireAccess(auth, now);
  const mission = await requireMission();
  const userId = auth.userId;

  // The same key again: the same press, as it stands now (no second count, no second charge).
  const seen = (await idempotencyEntity().get({ userId, key: idempotencyKey }).go({ consistent: true })).data;
  if (seen) return resultOf(auth, idempotencyKey, seen.paymentId, mission.missionId, now);

  if (missionState(mission, now) === 'SCADUTA') throw conflict(BUZZ_MESSAGES.missionClosed, 'MISSION_CLOSED');
  await recordPress(userId, now.getTime());
  const status = await ensureStatus(userId, mission.missionId, now);
  if (status.buzzTotal >= mission.totalClues) throw conflict(BUZZ_MESSAGES.missionTotal, 'BUZZ_MISSION_TOTAL');

  const day = utcDay(now);
  const pressNumber = await reservePress(userId, mission.missionId, day, now.getTime());
  const amountCents = buzzPriceCents(pressNumber)!;
  // Who gives the press number back: once a payment of this press exists, the payment service
  // does (purpose `released`, with the failure or refund); before that, or when the key turned
  // out to belong to a concurrent twin request, this function does.
  let released = false;
  try {
    const clueId = await pickClue(userId, mission, profile.tier, now);
    if (!clueId) throw conflict(BUZZ_MESSAGES.missionTotal, 'BUZZ_NO_CLUE');
    const params: BuzzParams = { missionId: mission.missionId, day, pressNumber, clueId };
    const payment = await startPayment({
      userId, purpose: 'buzz', amountCents, description: `BUZZ #${pressNumber}`, params, idempotencyKey, returnPath: '/buzz',
    });
    const stored = (await paymentEntity().get({ userId, paymentId: payment.id }).go({ consistent: true })).data;
    const mine = (JSON.parse(stored?.params ?? 'null') as BuzzParams | null)?.pressNumber === pressNumber;
    if (!mine) {
      released = true;
      await releasePress(userId, mission.missionId, day);
    }
    return resultOf(auth, idempotencyKey, payment.id, mission.missionId, now);
  } catch (e) {
    const paymentDecided = e instanceof AppError && e.code === 'PAYMENT_FAILED';
    if (!released && !paymentDecided) await releasePress(userId, mission.missionId, day);
    throw e;
  }
};

const resultOf = async (auth: AuthContext, key: string, paymentId: string, missionId: string, now: Date): Promise<BuzzResult> => {
  const stored = (await paymentEntity().get({ userId: auth.userId, paymentId }).go({ consistent: true })).data;
  if (!stored) throw conflict(MSG.genericError, 'PAYMENT_MISSING');
  const params = JSON.parse(stored.params ?? 'null') as BuzzParams;
  void key;
  return {
    paymentId,
    status: stored.status as BuzzResult['status'],
    url: stored.status === 'requires_action' ? (stored.checkoutUrl ?? null) : null,
    amountCents: stored.amountCents,
    pressNumber: params.pressNumber,
    clue: stored.effectAppliedAt ? await clueOf(auth.userId, missionId, params.clueId) : null,
    quote: await quote(auth, now),
    at: now.toISOString(),
  };
};
