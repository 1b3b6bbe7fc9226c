import { PLANS, type Tier } from './plans';
import { DAY_MS, HOUR_MS } from './time';

/** The public part of a mission's timing that every rule below needs. */
export interface MissionTiming {
  startsAt: string;
  durationDays: number;
}

export const missionEndsAt = (m: MissionTiming): Date =>
  new Date(Date.parse(m.startsAt) + m.durationDays * DAY_MS);

/** D4: whole weeks since start + 1, clamped 1..5 (before the start it is week 1). */
export const currentWeek = (m: MissionTiming, now: Date): number => {
  const elapsed = now.getTime() - Date.parse(m.startsAt);
  const week = Math.floor(elapsed / (7 * DAY_MS)) + 1;
  return Math.min(5, Math.max(1, week));
};

/** Spec 01 §4: duration minus whole days since start, floored at 0 (full duration before start). */
export const daysRemaining = (m: MissionTiming, now: Date): number => {
  const elapsed = now.getTime() - Date.parse(m.startsAt);
  if (elapsed < 0) return m.durationDays;
  return Math.max(0, m.durationDays - Math.floor(elapsed / DAY_MS));
};

/** Spec 02 §4: ATTIVA while days remaining > 0, else SCADUTA. */
export const missionState = (m: MissionTiming, now: Date): 'ATTIVA' | 'SCADUTA' =>
  daysRemaining(m, now) > 0 ? 'ATTIVA' : 'SCADUTA';

/** D17: a plan's access starts at mission start minus its early access. */
export const accessStartsAt = (m: MissionTiming, tier: Tier): Date =>
  new Date(Date.parse(m.startsAt) - PLANS[tier].earlyAccessHours * HOUR_MS);

export type GateState = 'no_plan' | 'not_yet_available' | 'allowed';

export interface GateInput {
  planChosen: boolean;
  tier: Tier;
  roles: readonly string[];
  mission: MissionTiming | null;
  now: Date;
}

export interface AccessState {
  state: GateState;
  plan: Tier | null;
  accessStartsAt: string | null;
  /** Milliseconds until access, never below 0; null when not applicable (spec 01 §3). */
  msUntilAccess: number | null;
}

/** The access gate of spec 01 §2, computed on the server (D17). The developer group passes. */
export const computeAccessState = ({ planChosen, tier, roles, mission, now }: GateInput): AccessState => {
  if (roles.includes('developer')) {
    return { state: 'allowed', plan: planChosen ? tier : null, accessStartsAt: null, msUntilAccess: null };
  }
  if (!planChosen) return { state: 'no_plan', plan: null, accessStartsAt: null, msUntilAccess: null };
  if (!mission) {
    return { state: 'not_yet_available', plan: tier, accessStartsAt: null, msUntilAccess: null };
  }
  const start = accessStartsAt(mission, tier);
  const ms = Math.max(0, start.getTime() - now.getTime());
  return {
    state: ms > 0 ? 'not_yet_available' : 'allowed',
    plan: tier,
    accessStartsAt: start.toISOString(),
    msUntilAccess: ms,
  };
};
