import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { TesseraConfig } from '../config';

export interface AuthStackProps extends StackProps {
  readonly config: TesseraConfig;
}

/**
 * The Cognito user pool (email sign-in, username = email) and the SPA's public app client. The web signs
 * in with USER_SRP_AUTH or USER_PASSWORD_AUTH (the local cloud's cognito-local only has the latter), sends
 * the ACCESS token to the API and revokes its refresh token at logout; the identity Lambda uses
 * ADMIN_USER_PASSWORD_AUTH to check an old password.
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const production = props.config.environment === 'production';

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Accounts are created by administrators, imports and SSO, never by self sign-up.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // Spec 1 §5: the accepted ("medium") strength is at least 8 characters with an upper case letter, a
      // lower case letter and a digit; a symbol only makes a password "strong", it is not required.
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      // Threat protection (compromised credentials, adaptive authentication) needs the Plus plan. It blocks
      // in production; the test environment only audits, so end-to-end runs from CI addresses are not blocked.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: production
        ? cognito.StandardThreatProtectionMode.FULL_FUNCTION
        : cognito.StandardThreatProtectionMode.AUDIT_ONLY,
      deletionProtection: production,
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Spec 1 §5 defines the accepted password strength as 8+ characters with upper case, lower case and a digit; requiring a symbol would reject passwords the product accepts (a symbol only makes a password "strong").',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The specified sign-in has no second factor; institutions that need MFA sign in through their own identity provider (per-organisation SAML/OIDC, docs/architecture.md §1). Threat protection is on (Plus plan).',
      },
    );

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'tessera-web',
      // A single-page app cannot keep a secret.
      generateSecret: false,
      // The identity Lambda verifies the old password on a password change with AdminInitiateAuth
      // (ADMIN_USER_PASSWORD_AUTH, its role holds only that call, AdminSetUserPassword and AdminUserGlobalSignOut).
      authFlows: { userSrp: true, userPassword: true, adminUserPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // Logging out revokes the refresh token from the browser (RevokeToken), so a copied token dies with it.
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
