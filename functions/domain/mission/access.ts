import type { EntityItem } from 'electrodb';
import { computeAccessState } from '../../core/mission-rules';
import type { AuthContext } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import type { profileEntity } from '../../db/entities/profile';
import { getActiveMission } from '../../db/repos/missions';
import { loadProfile } from '../me/me';
import { loadSubscription, tierOf } from '../payments/tier';

type Profile = EntityItem<ReturnType<typeof profileEntity>>;

export const ACCESS_MESSAGES = {
  noPlan: 'Scegli un piano per accedere alla missione.',
  notYet: 'La missione non è ancora disponibile per il tuo piano.',
} as const;

/**
 * The access gate, enforced on the server for every gameplay route (D17): the same rule the
 * screens show, so a player whose plan has not opened cannot play by calling the API.
 */
export const requireAccess = async (auth: AuthContext, now = new Date()): Promise<Profile> => {
  const [profile, mission, subscription] = await Promise.all([loadProfile(auth.userId), getActiveMission(), loadSubscription(auth.userId)]);
  // The effective tier (spec 03 §4), as GET /api/me shows it: early access and clue tiers follow it.
  const tier = tierOf(subscription, profile.tier, now);
  const gate = computeAccessState({
    planChosen: Boolean(profile.planChosenAt), tier, roles: auth.roles,
    mission: mission ? { startsAt: mission.startsAt, durationDays: mission.durationDays } : null, now,
  });
  if (gate.state === 'no_plan') throw forbidden(ACCESS_MESSAGES.noPlan);
  if (gate.state !== 'allowed') throw forbidden(ACCESS_MESSAGES.notYet);
  return { ...profile, tier };
};
