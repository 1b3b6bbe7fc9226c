import { Duration } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { EMAILS } from '../../functions/core/emails';

export const USER_GROUPS = ['admin', 'developer'] as const;

/**
 * The Cognito user pool: e-mail is the username, players sign themselves up and confirm with a
 * code; `admin` and `developer` groups travel in the access token as `cognito:groups`.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: { config: StageConfig }) {
    super(scope, id);
    const { config } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      // The same words as the local mailbox (functions/core/emails.ts); {####} is the code.
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: EMAILS.signUp.subject,
        emailBody: EMAILS.signUp.text,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });

    for (const group of USER_GROUPS) {
      new cognito.UserPoolGroup(this, `Group-${group}`, { userPool: this.userPool, groupName: group });
    }

    // A browser cannot keep a secret; SRP for Amplify, USER_PASSWORD_AUTH for parity with cognito-local.
    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      // No hosted UI: the SPA signs in through the API flows, so no OAuth flows or callback URLs.
      disableOAuth: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new cognito.ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, fullname: true }),
      // Cognito refuses a client that cannot write a required attribute (email, set at sign-up);
      // a changed e-mail stays unverified until confirmed (keepOriginal).
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true, fullname: true }),
    });
  }
}
