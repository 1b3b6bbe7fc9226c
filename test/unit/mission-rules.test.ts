import { describe, expect, it } from 'vitest';
import { accessStartsAt, computeAccessState, currentWeek, daysRemaining, missionState } from '../../functions/core/mission-rules';
import { DAY_MS, HOUR_MS } from '../../functions/core/time';

const mission = { startsAt: '2026-12-01T11:00:00.000Z', durationDays: 30 };
const at = (ms: number) => new Date(Date.parse(mission.startsAt) + ms);

describe('mission timing', () => {
  it('counts weeks from the start, clamped to 1..5 (D4)', () => {
    expect(currentWeek(mission, at(-DAY_MS))).toBe(1);
    expect(currentWeek(mission, at(0))).toBe(1);
    expect(currentWeek(mission, at(7 * DAY_MS - 1))).toBe(1);
    expect(currentWeek(mission, at(7 * DAY_MS))).toBe(2);
    expect(currentWeek(mission, at(21 * DAY_MS))).toBe(4);
    expect(currentWeek(mission, at(28 * DAY_MS))).toBe(5);
    expect(currentWeek(mission, at(60 * DAY_MS))).toBe(5);
  });

  it('counts remaining days down from 30 and never below 0', () => {
    expect(daysRemaining(mission, at(-5 * DAY_MS))).toBe(30);
    expect(daysRemaining(mission, at(0))).toBe(30);
    expect(daysRemaining(mission, at(DAY_MS - 1))).toBe(30);
    expect(daysRemaining(mission, at(DAY_MS))).toBe(29);
    expect(daysRemaining(mission, at(30 * DAY_MS))).toBe(0);
    expect(daysRemaining(mission, at(45 * DAY_MS))).toBe(0);
  });

  it('is ATTIVA while days remain, then SCADUTA', () => {
    expect(missionState(mission, at(30 * DAY_MS - 1))).toBe('ATTIVA');
    expect(missionState(mission, at(30 * DAY_MS))).toBe('SCADUTA');
  });
});

describe('access gate (D17)', () => {
  const base = { planChosen: true, roles: [] as string[], mission };

  it('opens each plan its early-access hours before the start', () => {
    expect(accessStartsAt(mission, 'base').toISOString()).toBe(mission.startsAt);
    expect(accessStartsAt(mission, 'silver').getTime()).toBe(at(-2 * HOUR_MS).getTime());
    expect(accessStartsAt(mission, 'gold').getTime()).toBe(at(-24 * HOUR_MS).getTime());
    expect(accessStartsAt(mission, 'black').getTime()).toBe(at(-48 * HOUR_MS).getTime());
    expect(accessStartsAt(mission, 'titanium').getTime()).toBe(at(-72 * HOUR_MS).getTime());
  });

  it('asks for a plan first', () => {
    expect(computeAccessState({ ...base, planChosen: false, tier: 'base', now: at(DAY_MS) }).state).toBe('no_plan');
  });

  it('says "not yet available" with the time left until the plan opens', () => {
    const s = computeAccessState({ ...base, tier: 'gold', now: at(-25 * HOUR_MS) });
    expect(s).toEqual({ state: 'not_yet_available', plan: 'gold', accessStartsAt: at(-24 * HOUR_MS).toISOString(), msUntilAccess: HOUR_MS });
  });

  it('lets a Gold player in 24 h early while Base still waits', () => {
    const now = at(-3 * HOUR_MS);
    expect(computeAccessState({ ...base, tier: 'gold', now }).state).toBe('allowed');
    expect(computeAccessState({ ...base, tier: 'base', now }).state).toBe('not_yet_available');
  });

  it('lets the developer group pass, even with no plan', () => {
    expect(computeAccessState({ ...base, planChosen: false, tier: 'base', roles: ['developer'], now: at(-10 * DAY_MS) }).state).toBe('allowed');
  });

  it('keeps the admin group at the gate like a player', () => {
    expect(computeAccessState({ ...base, planChosen: false, tier: 'base', roles: ['admin'], now: at(DAY_MS) }).state).toBe('no_plan');
  });

  it('waits when no mission is configured', () => {
    expect(computeAccessState({ ...base, tier: 'base', mission: null, now: at(0) })).toMatchObject({ state: 'not_yet_available', msUntilAccess: null });
  });
});
