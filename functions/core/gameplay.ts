import type { Tier } from './plans';

/** D9: BUZZ price by the press number of the UTC day (1-based); null past the daily limit. */
export const BUZZ_DAILY_LIMIT = 50;
const BUZZ_BANDS = [
  { upTo: 10, cents: 199 },
  { upTo: 20, cents: 399 },
  { upTo: 30, cents: 599 },
  { upTo: 40, cents: 799 },
  { upTo: 50, cents: 999 },
] as const;
export const buzzPriceCents = (pressNumber: number): number | null =>
  pressNumber < 1 ? null : (BUZZ_BANDS.find((b) => pressNumber <= b.upTo)?.cents ?? null);

/** BUZZ abuse window (D9): 5 presses in 30 s. */
export const BUZZ_ABUSE_MAX = 5;
export const BUZZ_ABUSE_WINDOW_MS = 30_000;

/** D10: BUZZ MAPPA price by clues owned. */
export const buzzMapPriceCents = (cluesOwned: number): number => {
  if (cluesOwned <= 10) return 799;
  if (cluesOwned <= 20) return 999;
  if (cluesOwned <= 30) return 1399;
  if (cluesOwned <= 40) return 1999;
  return 2999;
};

/** D10: generation n (1-based) → radius in km: max(5, 100 × 0.95^(n-1)). */
export const buzzMapRadiusKm = (generation: number): number => Math.max(5, 100 * 0.95 ** (generation - 1));

/** D11: clue shop (server catalogue). */
export const SHOP = [
  { code: 'CLU-001', title: 'Coordinate Base', description: 'Coordinate approssimative della zona di ricerca.', type: 'basic', cost: 50, progressValue: 5 },
  { code: 'CLU-002', title: 'Dettaglio Architettonico', description: 'Un dettaglio architettonico del luogo del premio.', type: 'premium', cost: 120, progressValue: 10 },
  { code: 'CLU-003', title: 'Intel Esclusivo', description: 'Informazioni riservate per agenti esperti.', type: 'exclusive', cost: 250, progressValue: 20 },
] as const;
export type ShopCode = (typeof SHOP)[number]['code'];
export const SHOP_CODES = SHOP.map((s) => s.code) as [ShopCode, ...ShopCode[]];
export const PROGRESS_CAP = 100;

/** D11: prize-clue unlock cost by clue type. */
export const CLUE_TYPES = ['precise', 'medium', 'vague', 'other'] as const;
export type ClueType = (typeof CLUE_TYPES)[number];
export const UNLOCK_COST: Record<ClueType, number> = { precise: 50, medium: 30, vague: 10, other: 20 };

/** D14: a tier sees its own and lower tiers' clues. */
const TIER_RANK: Record<Tier, number> = { base: 0, silver: 1, gold: 2, black: 3, titanium: 4 };
export const tierSees = (viewer: Tier, clueTier: Tier): boolean => TIER_RANK[viewer] >= TIER_RANK[clueTier];

/** D15a: free weekly clues per tier. */
export const WEEKLY_FREE_CLUES: Record<Tier, number> = { base: 1, silver: 3, gold: 5, black: 7, titanium: 10 };

export type Visibility = 'locked' | 'partial' | 'near' | 'unlocked';
/**
 * Spec 02 §4: 3 or fewer days remaining → unlocked; otherwise
 * score = found-clues percent × 0.4 + progress × 0.05: < 20 locked, < 35 partial, else near.
 */
export const prizeVisibility = (p: { cluesFound: number; totalClues: number; progress: number; daysRemaining: number }) => {
  const foundPercent = p.totalClues > 0 ? (p.cluesFound / p.totalClues) * 100 : 0;
  const score = foundPercent * 0.4 + p.progress * 0.05;
  const state: Visibility = p.daysRemaining <= 3 ? 'unlocked' : score < 20 ? 'locked' : score < 35 ? 'partial' : 'near';
  return { state, percent: Math.min(100, Math.round(score)) };
};
