import type { EntityItem } from 'electrodb';
import { Service } from 'electrodb';
import { computeAccessState } from '../../core/mission-rules';
import { PLANS } from '../../core/plans';
import { MSG } from '../../core/messages';
import type { Me } from '../../core/api/me';
import type { AuthContext } from '../../lib/auth';
import { AppError, isConditionFailure, unauthorized } from '../../lib/errors';
import { profileEntity } from '../../db/entities/profile';
import { codeClaimEntity } from '../../db/entities/code-claim';
import { entityConfig } from '../../db/entities/common';
import { getActiveMission } from '../../db/repos/missions';
import { loadSubscription, tierOf } from '../payments/tier';
import { cognitoUserDirectory, type UserDirectory } from '../../adapters/user-directory';
import { newAgentCode, newReferralCode } from './codes';

type Profile = EntityItem<ReturnType<typeof profileEntity>>;

export interface MeDeps {
  users: UserDirectory;
  now: () => Date;
}
const defaults: MeDeps = { users: cognitoUserDirectory, now: () => new Date() };

/**
 * First confirmed sign-in: the profile is created with Base credits (D5) and a unique agent and
 * referral code, in one transaction with the two code claims. A code collision retries with
 * new codes; a concurrent first request for the same user finds the profile already there.
 */
const createProfile = async (userId: string, deps: MeDeps): Promise<Profile> => {
  const user = await deps.users.getUser(userId);
  if (!user) throw unauthorized();
  if (!user.emailVerified) throw unauthorized(MSG.sessionInvalid);
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = deps.now().toISOString();
    const agentCode = newAgentCode();
    const referralCode = newReferralCode();
    const item = {
      userId, email: user.email, fullName: user.name, agentName: user.name, agentCode, referralCode,
      tier: 'base' as const, credits: PLANS.base.creditsPerPeriod, status: 'registered_pending' as const,
      createdAt: now, updatedAt: now,
    };
    const service = new Service({ profile: profileEntity(), codeClaim: codeClaimEntity() }, entityConfig());
    // ElectroDB reports a cancelled transaction (a condition failed or a concurrent transaction
    // conflicted) as `canceled`, not as an exception.
    const result = await service.transaction
      .write(({ profile, codeClaim }) => [
        profile.create(item).commit(),
        codeClaim.create({ kind: 'agent', code: agentCode, userId, createdAt: now }).commit(),
        codeClaim.create({ kind: 'referral', code: referralCode, userId, createdAt: now }).commit(),
      ])
      .go();
    if (!result.canceled) return item;
    const existing = await profileEntity().get({ userId }).go({ consistent: true });
    if (existing.data) return existing.data;
    // else a code collided or a concurrent first request conflicted: try again with new codes
  }
  throw new AppError(500, 'CODE_EXHAUSTED', MSG.genericError, false);
};

export const loadProfile = async (userId: string, deps: MeDeps = defaults): Promise<Profile> => {
  const found = await profileEntity().get({ userId }).go();
  return found.data ?? createProfile(userId, deps);
};

export const toMe = async (auth: AuthContext, p: Profile, deps: MeDeps = defaults): Promise<Me> => {
  const [mission, subscription] = await Promise.all([getActiveMission(), loadSubscription(auth.userId)]);
  // The effective tier (spec 03 §4): from the stored subscription state, never from the client;
  // the gate's start moves with that plan's early access.
  const tier = tierOf(subscription, p.tier, deps.now());
  return {
    user: { id: auth.userId, email: p.email, name: p.fullName },
    profile: {
      agentCode: p.agentCode, referralCode: p.referralCode, agentName: p.agentName, tier,
      credits: p.credits, status: p.status, avatarUrl: p.avatarUrl ?? null, createdAt: p.createdAt,
    },
    roles: auth.roles,
    access: computeAccessState({
      planChosen: Boolean(p.planChosenAt), tier, roles: auth.roles,
      mission: mission ? { startsAt: mission.startsAt, durationDays: mission.durationDays } : null,
      now: deps.now(),
    }),
  };
};

export const getMe = async (auth: AuthContext, deps: MeDeps = defaults): Promise<Me> =>
  toMe(auth, await loadProfile(auth.userId, deps), deps);

export const updateAgentName = async (auth: AuthContext, agentName: string, deps: MeDeps = defaults): Promise<Me> => {
  await loadProfile(auth.userId, deps);
  const out = await profileEntity()
    .patch({ userId: auth.userId })
    .set({ agentName, updatedAt: deps.now().toISOString() })
    .go({ response: 'all_new' });
  return toMe(auth, out.data as Profile, deps);
};

/**
 * Choosing Base (paid plans go through checkout). Only the first choice changes anything:
 * a player who already holds a paid tier keeps it.
 */
export const chooseBase = async (auth: AuthContext, deps: MeDeps = defaults): Promise<Me> => {
  const profile = await loadProfile(auth.userId, deps);
  if (profile.planChosenAt) return toMe(auth, profile, deps);
  const now = deps.now().toISOString();
  try {
    const out = await profileEntity()
      .patch({ userId: auth.userId })
      .set({ planChosenAt: now, status: 'active', updatedAt: now })
      .where(({ planChosenAt }, { notExists }) => notExists(planChosenAt))
      .go({ response: 'all_new' });
    return toMe(auth, out.data as Profile, deps);
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return toMe(auth, await loadProfile(auth.userId, deps), deps);
  }
};
