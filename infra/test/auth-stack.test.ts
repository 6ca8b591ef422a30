import { Match } from 'aws-cdk-lib/assertions';
import { synthesize, type SynthesizedApp } from './support/synth';

describe('auth stack', () => {
  let app: SynthesizedApp;
  beforeAll(() => {
    app = synthesize({ context: { environment: 'production' } });
  });

  it('signs users in with their email as the username, accounts created by administrators only', () => {
    app.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it('requires the medium password strength: 8+ characters, upper, lower and a digit (spec 1 §5)', () => {
    app.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('runs threat protection on the Plus plan, enforced in production', () => {
    app.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      DeletionProtection: 'ACTIVE',
    });
  });

  it('gives the SPA a public client with SRP and password sign-in', () => {
    app.templates.auth.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    app.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('allows ADMIN_USER_PASSWORD_AUTH (the identity function checks an old password) and token revocation (logout)', () => {
    const client = Object.values(app.templates.auth.findResources('AWS::Cognito::UserPoolClient'))[0] as {
      Properties: { ExplicitAuthFlows: string[]; EnableTokenRevocation: boolean };
    };
    expect([...client.Properties.ExplicitAuthFlows].sort()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect(client.Properties.EnableTokenRevocation).toBe(true);
  });
});
