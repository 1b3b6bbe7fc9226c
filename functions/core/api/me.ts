import * as z from 'zod';
import { TierSchema, IsoDate } from './common';

export const PROFILE_STATUSES = ['registered_pending', 'active'] as const;
export const ROLES = ['admin', 'developer'] as const;
export type Role = (typeof ROLES)[number];

export const AccessStateSchema = z.object({
  state: z.enum(['no_plan', 'not_yet_available', 'allowed']),
  plan: TierSchema.nullable(),
  accessStartsAt: IsoDate.nullable(),
  msUntilAccess: z.number().int().nonnegative().nullable(),
});

export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z.object({
    agentCode: z.string(),
    referralCode: z.string(),
    agentName: z.string(),
    tier: TierSchema,
    credits: z.number().int().nonnegative(),
    status: z.enum(PROFILE_STATUSES),
    avatarUrl: z.string().nullable(),
    createdAt: IsoDate,
  }),
  roles: z.array(z.enum(ROLES)),
  access: AccessStateSchema,
});
export type Me = z.infer<typeof MeSchema>;

export const AGENT_NAME_MAX = 40;
export const UpdateProfileBodySchema = z
  .object({
    agentName: z
      .string()
      .trim()
      .min(1, { error: 'Il nome è obbligatorio' })
      .max(AGENT_NAME_MAX, { error: `Il nome può contenere al massimo ${AGENT_NAME_MAX} caratteri` }),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** Paid plans arrive with the payments issue; until then only Base can be chosen here. */
export const ChoosePlanBodySchema = z.object({ plan: z.literal('base') }).strict();
export type ChoosePlanBody = z.infer<typeof ChoosePlanBodySchema>;
