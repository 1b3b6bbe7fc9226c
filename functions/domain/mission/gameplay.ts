import { Service, type EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { PROGRESS_CAP, SHOP, UNLOCK_COST, prizeVisibility, tierSees, type ShopCode } from '../../core/gameplay';
import { currentWeek, daysRemaining, missionState } from '../../core/mission-rules';
import type { MissionStatus } from '../../core/api/gameplay';
import type { Tier } from '../../core/plans';
import { conflict, notFound } from '../../lib/errors';
import { entityConfig } from '../../db/entities/common';
import { profileEntity } from '../../db/entities/profile';
import {
  diaryEntryEntity, missionClueEntity, missionStatusEntity, ownedClueEntity, shopPurchaseEntity,
} from '../../db/entities/gameplay';
import type { MissionItem } from '../../db/repos/missions';
import { loadProfile } from '../me/me';
import { requireMission } from './mission';
import { grantWeekly } from './weekly';

type Status = EntityItem<ReturnType<typeof missionStatusEntity>>;
type Owned = EntityItem<ReturnType<typeof ownedClueEntity>>;

export const MESSAGES = {
  notEnoughCredits: (n: number) => `Crediti insufficienti. Servono ${n} crediti.`,
  shopBought: 'Indizio acquistato con successo!',
  unlocked: (n: number) => `Indizio sbloccato! Costato ${n} crediti.`,
  alreadyOwned: 'Hai già questo indizio.',
  clueNotFound: 'Indizio non disponibile',
  weekLocked: 'Questo indizio sarà disponibile nelle prossime settimane.',
  tierLocked: 'Questo indizio è riservato a un piano superiore.',
  noteAdded: 'Nota aggiunta al diario',
} as const;

const gameplayService = () =>
  new Service(
    {
      profile: profileEntity(), status: missionStatusEntity(), owned: ownedClueEntity(),
      shop: shopPurchaseEntity(), diary: diaryEntryEntity(),
    },
    entityConfig(),
  );

/** Spec 02 §4: the status row is created on the first visit (initial values), once. */
export const ensureStatus = async (userId: string, missionId: string, now: Date): Promise<Status> => {
  const found = await missionStatusEntity().get({ userId, missionId }).go();
  if (found.data) return found.data;
  const item = { userId, missionId, startedAt: now.toISOString(), cluesFound: 0, progress: 0, buzzTotal: 0, mapGenerations: 0 };
  try {
    await missionStatusEntity().create(item).go();
    return item;
  } catch {
    // created concurrently by another first request
    return (await missionStatusEntity().get({ userId, missionId }).go({ consistent: true })).data!;
  }
};

export const statusView = (m: MissionItem, s: Status, credits: number, now: Date): MissionStatus => {
  const progress = Math.min(PROGRESS_CAP, s.progress);
  const days = daysRemaining(m, now);
  return {
    missionId: m.missionId,
    startedAt: s.startedAt,
    missionStartsAt: m.startsAt,
    cluesFound: s.cluesFound,
    totalClues: m.totalClues,
    progress,
    daysRemaining: days,
    state: missionState(m, now),
    currentWeek: currentWeek(m, now),
    visibility: prizeVisibility({ cluesFound: s.cluesFound, totalClues: m.totalClues, progress, daysRemaining: days }),
    credits,
  };
};

/**
 * The player's status; `profile` carries the effective tier (as requireAccess returns it). The
 * week's free clues are caught up here (a player who joined or upgraded after the week's sweep);
 * the status is read again only when that granted something.
 */
export const getStatus = async (userId: string, profile: { tier: Tier; credits: number }, now = new Date()): Promise<MissionStatus> => {
  const m = await requireMission();
  let status = await ensureStatus(userId, m.missionId, now);
  if (await grantWeekly(userId, profile.tier, m, now, status)) {
    status = (await missionStatusEntity().get({ userId, missionId: m.missionId }).go({ consistent: true })).data!;
  }
  return statusView(m, status, profile.credits, now);
};

const ownedView = (o: Owned) => ({
  clueId: o.clueId, title: o.title, text: o.text, type: o.type, week: o.week, tier: o.tier, source: o.source, acquiredAt: o.acquiredAt,
});

/** My clues, newest first (gsi1). */
export const listMyClues = async (userId: string, limit = 50) => {
  const m = await requireMission();
  const out = await ownedClueEntity().query.byTime({ userId, missionId: m.missionId }).go({ order: 'desc', limit });
  return { items: out.data.map(ownedView) };
};

const missionPool = async (missionId: string) =>
  (await missionClueEntity().query.byMission({ missionId }).go({ pages: 'all' })).data;

/** The clue archive (D14): the tier's own and lower tiers' clues, text only for held clues. */
export const archive = async (userId: string, viewerTier: Tier, filter: { week?: number; tier?: Tier }, now = new Date()) => {
  const m = await requireMission();
  const week = currentWeek(m, now);
  const [pool, owned] = await Promise.all([
    missionPool(m.missionId),
    ownedClueEntity().query.byUser({ userId }).begins({ missionId: m.missionId }).go({ pages: 'all' }),
  ]);
  const held = new Map(owned.data.map((o) => [o.clueId, o]));
  const items = pool
    .filter((c) => !c.weekly && tierSees(viewerTier, c.tier) && c.week <= week)
    .filter((c) => (filter.week ? c.week === filter.week : true) && (filter.tier ? c.tier === filter.tier : true))
    .sort((a, b) => a.week - b.week || a.clueId.localeCompare(b.clueId))
    .map((c) => ({
      clueId: c.clueId, title: c.title, text: held.has(c.clueId) ? c.text : null, type: c.type, week: c.week,
      tier: c.tier, locked: !held.has(c.clueId), unlockCost: UNLOCK_COST[c.type],
    }));
  return {
    items,
    summary: {
      total: items.length,
      unlocked: items.filter((c) => !c.locked).length,
      critical: items.filter((c) => c.type === 'precise').length,
    },
  };
};

type Cancelled = { canceled: boolean; data: { rejected?: boolean; code?: string }[] };
const rejected = (r: Cancelled, i: number) => Boolean(r.data[i]?.rejected) || r.data[i]?.code === 'ConditionalCheckFailed';

/**
 * D11: unlocking a prize clue with credits is one transaction: credits deducted only if enough,
 * the clue held once, the found counter and the diary in the same write.
 */
export const unlockClue = async (userId: string, viewerTier: Tier, clueId: string, now = new Date()) => {
  const m = await requireMission();
  const clue = (await missionClueEntity().get({ missionId: m.missionId, clueId }).go()).data;
  if (!clue || clue.weekly) throw notFound(MESSAGES.clueNotFound);
  if (!tierSees(viewerTier, clue.tier)) throw conflict(MESSAGES.tierLocked, 'TIER_LOCKED');
  if (clue.week > currentWeek(m, now)) throw conflict(MESSAGES.weekLocked, 'WEEK_LOCKED');
  await ensureStatus(userId, m.missionId, now);
  const cost = UNLOCK_COST[clue.type];
  const at = now.toISOString();
  const owned = {
    userId, missionId: m.missionId, clueId, acquiredAt: at, source: 'unlock' as const, week: clue.week, tier: clue.tier,
    type: clue.type, title: clue.title, text: clue.text, costCredits: cost,
  };
  const result = (await gameplayService().transaction
    .write(({ profile, owned: o, status, diary }) => [
      profile.patch({ userId }).subtract({ credits: cost }).where(({ credits }, { gte }) => gte(credits, cost)).commit(),
      o.create(owned).commit(),
      status.patch({ userId, missionId: m.missionId }).add({ cluesFound: 1 }).commit(),
      diary.create({ userId, missionId: m.missionId, entryId: ulid(now.getTime()), type: 'purchase', content: `Indizio sbloccato: ${clue.title} (${cost} crediti)`, createdAt: at }).commit(),
    ])
    .go()) as unknown as Cancelled;
  if (result.canceled) {
    if (rejected(result, 1)) throw conflict(MESSAGES.alreadyOwned, 'ALREADY_OWNED');
    if (rejected(result, 0)) throw conflict(MESSAGES.notEnoughCredits(cost), 'INSUFFICIENT_CREDITS');
    throw conflict(MESSAGES.alreadyOwned, 'CONFLICT');
  }
  const profile = await loadProfile(userId);
  return { clue: ownedView(owned), credits: profile.credits, message: MESSAGES.unlocked(cost) };
};

export const shopView = async (userId: string, profile: { credits: number }) => {
  const m = await requireMission();
  const bought = await shopPurchaseEntity().query.byUser({ userId }).begins({ missionId: m.missionId }).go();
  const owned = new Set(bought.data.map((b) => b.code));
  return { items: SHOP.map((s) => ({ ...s, owned: owned.has(s.code) })), credits: profile.credits };
};

/** D11: a shop purchase is one transaction: credits, the purchase (once), progress, diary. */
export const buyShopItem = async (userId: string, code: ShopCode, now = new Date()) => {
  const m = await requireMission();
  const item: { title: string; cost: number; progressValue: number } = SHOP.find((s) => s.code === code)!;
  await ensureStatus(userId, m.missionId, now);
  const at = now.toISOString();
  const result = (await gameplayService().transaction
    .write(({ profile, shop, status, diary }) => [
      profile.patch({ userId }).subtract({ credits: item.cost }).where(({ credits }, { gte }) => gte(credits, item.cost)).commit(),
      shop.create({ userId, missionId: m.missionId, code, cost: item.cost, progressValue: item.progressValue, purchasedAt: at }).commit(),
      status.patch({ userId, missionId: m.missionId }).add({ progress: item.progressValue }).commit(),
      diary.create({ userId, missionId: m.missionId, entryId: ulid(now.getTime()), type: 'purchase', content: `Acquisto: ${item.title} (${item.cost} crediti)`, createdAt: at }).commit(),
    ])
    .go()) as unknown as Cancelled;
  if (result.canceled) {
    if (rejected(result, 1)) throw conflict(MESSAGES.alreadyOwned, 'ALREADY_OWNED');
    if (rejected(result, 0)) throw conflict(MESSAGES.notEnoughCredits(item.cost), 'INSUFFICIENT_CREDITS');
    throw conflict(MESSAGES.alreadyOwned, 'CONFLICT');
  }
  const [profile, status] = await Promise.all([loadProfile(userId), missionStatusEntity().get({ userId, missionId: m.missionId }).go()]);
  return { credits: profile.credits, progress: Math.min(PROGRESS_CAP, status.data?.progress ?? 0), message: MESSAGES.shopBought };
};

export const listDiary = async (userId: string) => {
  const m = await requireMission();
  const out = await diaryEntryEntity().query.byUser({ userId }).begins({ missionId: m.missionId }).go({ order: 'desc', limit: 100 });
  return { items: out.data.map(({ entryId, type, content, createdAt }) => ({ entryId, type, content, createdAt })) };
};

export const addNote = async (userId: string, content: string, now = new Date()) => {
  const m = await requireMission();
  const entry = { userId, missionId: m.missionId, entryId: ulid(now.getTime()), type: 'note' as const, content, createdAt: now.toISOString() };
  await diaryEntryEntity().create(entry).go();
  return listDiary(userId);
};
