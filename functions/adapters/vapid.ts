import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { env } from '../lib/env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

let cached: Promise<VapidKeys> | undefined;

/**
 * The VAPID key pair. Locally the values are in the environment (generated into .local/ at the
 * first start); in the cloud the environment carries only SSM parameter names and the
 * SecureStrings are read once per cold start.
 */
export const vapidKeys = (): Promise<VapidKeys> => {
  cached ??= (async () => {
    const e = env();
    if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
      return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT };
    }
    if (!e.VAPID_PUBLIC_KEY_PARAM || !e.VAPID_PRIVATE_KEY_PARAM) throw new Error('VAPID keys are not configured');
    const ssm = new SSMClient({ region: e.AWS_REGION });
    const out = await ssm.send(new GetParametersCommand({
      Names: [e.VAPID_PUBLIC_KEY_PARAM, e.VAPID_PRIVATE_KEY_PARAM], WithDecryption: true,
    }));
    const value = (name: string) => {
      const v = out.Parameters?.find((p) => p.Name === name)?.Value;
      if (!v) throw new Error(`SSM parameter ${name} is missing`);
      return v;
    };
    return { publicKey: value(e.VAPID_PUBLIC_KEY_PARAM), privateKey: value(e.VAPID_PRIVATE_KEY_PARAM), subject: e.VAPID_SUBJECT };
  })().catch((err: unknown) => {
    cached = undefined; // a later call may succeed (e.g. the parameter was created meanwhile)
    throw err;
  });
  return cached;
};

/** Tests change the environment between cases. */
export const resetVapidCache = (): void => {
  cached = undefined;
};
