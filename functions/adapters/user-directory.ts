import { AdminGetUserCommand, CognitoIdentityProviderClient, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../lib/env';

/** The identity provider as the domain sees it. */
export interface UserDirectory {
  getUser(userId: string): Promise<{ email: string; name: string; emailVerified: boolean } | null>;
  ping(): Promise<boolean>;
}

let client: CognitoIdentityProviderClient | undefined;
const cognito = () => {
  if (!client) {
    const e = env();
    client = new CognitoIdentityProviderClient({
      region: e.AWS_REGION,
      ...(e.COGNITO_ENDPOINT
        ? { endpoint: e.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
  }
  return client;
};

/** Cognito (cognito-local in local mode). The username of an e-mail pool is the user's sub. */
export const cognitoUserDirectory: UserDirectory = {
  async getUser(userId) {
    try {
      const out = await cognito().send(new AdminGetUserCommand({ UserPoolId: env().USER_POOL_ID, Username: userId }));
      const attr = (n: string) => out.UserAttributes?.find((a) => a.Name === n)?.Value;
      const email = attr('email');
      if (!email) return null;
      return { email, name: attr('name') ?? email.split('@')[0] ?? '', emailVerified: attr('email_verified') === 'true' };
    } catch (e) {
      if ((e as { name?: string }).name === 'UserNotFoundException') return null;
      throw e;
    }
  },
  async ping() {
    await cognito().send(new DescribeUserPoolCommand({ UserPoolId: env().USER_POOL_ID }));
    return true;
  },
};
