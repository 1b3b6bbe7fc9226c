import { registerPurpose } from '../../../functions/domain/payments/purposes';
import { profileEntity } from '../../../functions/db/entities/profile';
import { tableName } from '../../../functions/db/client';
import { txUpdate } from '../../../functions/db/tx';

/**
 * A payment purpose for local tests only (registered by the local system, never by a deployed
 * function): its effect adds `credits` to the profile and writes one TESTEFFECT#<paymentId>
 * item, so a test can count effects. `refuse: true` makes the effect's condition fail after the
 * charge, to exercise the refund path.
 */
export const TEST_PURPOSE = 'local-test';

export const registerTestPurpose = (): void =>
  registerPurpose(TEST_PURPOSE, {
    effect: ({ userId, paymentId, params, now }) => {
      const p = (params ?? {}) as { credits?: number; refuse?: boolean };
      return [
        { Put: { TableName: tableName(), Item: { pk: `USER#${userId}`, sk: `TESTEFFECT#${paymentId}`, appliedAt: now }, ConditionExpression: 'attribute_not_exists(pk)' } },
        txUpdate(profileEntity().patch({ userId }).add({ credits: p.credits ?? 0 }).set({ updatedAt: now }).params()),
        ...(p.refuse
          ? [{ ConditionCheck: { TableName: tableName(), Key: { pk: `USER#${userId}`, sk: 'PROFILE' }, ConditionExpression: 'attribute_not_exists(pk)' } }]
          : []),
      ];
    },
  });
