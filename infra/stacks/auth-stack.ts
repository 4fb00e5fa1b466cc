import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { USER_POOL } from '../definitions';

/**
 * Identity: the Cognito user pool (email as username, our custom attributes, one group per
 * role) and the SPA's app client. Stateful: retained and termination-protected.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, { ...props, terminationProtection: true });

    this.userPool = new UserPool(this, 'Users', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      // Password resets and first connections are our own flows (single-use tokens by email).
      accountRecovery: AccountRecovery.NONE,
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: Object.fromEntries(
        USER_POOL.customAttributes.map((name) => [
          name,
          new StringAttribute({ mutable: !(USER_POOL.immutableAttributes as readonly string[]).includes(name) }),
        ]),
      ),
      passwordPolicy: USER_POOL.passwordPolicy,
      // Password sign-in, groups and admin APIs only: no managed login or token customisation.
      featurePlan: FeaturePlan.LITE,
      // Two-factor sign-in: each person's own choice (or their firm's), with an authenticator app's code.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const group of USER_POOL.groups) {
      this.userPool.addGroup(group, { groupName: group });
    }

    // The login route calls InitiateAuth with USER_PASSWORD_AUTH; REFRESH_TOKEN_AUTH is always on.
    this.userPoolClient = this.userPool.addClient('Web', {
      userPoolClientName: USER_POOL.clientName,
      authFlows: { userPassword: true },
      generateSecret: false,
      // No hosted UI or OAuth flows: the SPA signs in through our login route only.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      // The ID token carries the email and our custom attributes (the API reads them).
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true })
        .withCustomAttributes(...USER_POOL.customAttributes),
      // A signed-in person cannot change their email or the attributes that name their firm
      // (UpdateUserAttributes with their own token). Cognito reads an empty list as "every
      // standard attribute", so the one writable attribute is `locale`, which nothing reads.
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
    });

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: "Sign-in's second factor is the product's own TOTP flow, required or not per firm (issue 14), not the pool's MFA setting.",
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        "The Lite plan: password sign-in, groups and admin APIs are all the product uses. Plus's threat protection is replaced by WAF's per-IP rate limit on sign-in and the product's own checks.",
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId, description: 'The Cognito user pool' });
    new CfnOutput(this, 'UserPoolClientId', {
      value: this.userPoolClient.userPoolClientId,
      description: 'The app client the login route authenticates with',
    });
  }
}
