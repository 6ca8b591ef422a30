import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Locale } from '@tessera/shared';
import { awsClientOptions, config } from '../lib/config';
import { domainError } from '../lib/http/domain-errors';
import { tracer } from '../lib/powertools';

/** The user directory (Cognito). User id = the directory's `sub`; username = email. */
export interface IdentityProvider {
  /** Creates the user with a permanent password; when it exists, resets the password instead. */
  createUser(input: { email: string; password: string }): Promise<{ userId: string; created: boolean }>;
  /** The `sub` of a username, or null when there is no such user. */
  getUserId(username: string): Promise<string | null>;
  /**
   * Changes the password of the user the access token belongs to. A wrong old password is a 400 with a
   * field error on `old_password`; a new password the directory refuses is a field error on `new_password`.
   */
  changePassword(input: {
    accessToken: string;
    oldPassword: string;
    newPassword: string;
    locale: Locale;
  }): Promise<void>;
}

export interface CognitoOptions {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  /**
   * cognito-local answers a wrong previous password with InvalidPasswordException, where Cognito answers
   * NotAuthorizedException (and keeps InvalidPasswordException for policy failures). Set for the emulator.
   */
  emulator: boolean;
}

function errorName(error: unknown): string {
  return (error as { name?: string }).name ?? '';
}

export function cognitoIdentityProvider({ client, userPoolId, emulator }: CognitoOptions): IdentityProvider {
  const getUserId = async (username: string): Promise<string | null> => {
    try {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
      const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (!sub) throw new Error(`user ${username} has no sub attribute`);
      return sub;
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException') return null;
      throw error;
    }
  };

  return {
    getUserId,

    async createUser({ email, password }) {
      const username = email.toLowerCase();
      let created = true;
      try {
        await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: username,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: username },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
      } catch (error) {
        if (errorName(error) !== 'UsernameExistsException') throw error;
        created = false;
      }
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: username,
          Password: password,
          Permanent: true,
        }),
      );
      const userId = await getUserId(username);
      if (!userId) throw new Error(`user ${username} vanished after creation`);
      return { userId, created };
    },

    async changePassword({ accessToken, oldPassword, newPassword, locale }) {
      try {
        await client.send(
          new ChangePasswordCommand({
            AccessToken: accessToken,
            PreviousPassword: oldPassword,
            ProposedPassword: newPassword,
          }),
        );
      } catch (error) {
        const name = errorName(error);
        if (name === 'NotAuthorizedException' || (emulator && name === 'InvalidPasswordException')) {
          throw domainError('invalid', 'identity.password.old_wrong', locale, {
            old_password: 'identity.password.old_wrong',
          });
        }
        if (name === 'InvalidPasswordException') {
          throw domainError('invalid', 'identity.password.too_weak', locale, {
            new_password: 'identity.password.too_weak',
          });
        }
        throw error;
      }
    },
  };
}

let cached: { key: string; provider: IdentityProvider } | undefined;

/** The Cognito adapter for the current configuration (COGNITO_ENDPOINT switches to cognito-local). */
export function identityProvider(): IdentityProvider {
  const { region, userPoolId, endpoints } = config();
  const key = `${region}|${userPoolId}|${endpoints.cognito ?? ''}`;
  if (cached?.key !== key) {
    const client = tracer.captureAWSv3Client(
      new CognitoIdentityProviderClient(awsClientOptions(region, endpoints.cognito)),
    );
    cached = {
      key,
      provider: cognitoIdentityProvider({ client, userPoolId, emulator: endpoints.cognito !== undefined }),
    };
  }
  return cached.provider;
}
