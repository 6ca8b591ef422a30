import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { invalidField } from '@tessera/shared';
import { awsClientOptions, config } from '../lib/config';

/** The user directory (Cognito). User id = the directory's `sub`; username = email. */
export interface IdentityProvider {
  /** Creates the user with a permanent password; when it exists, resets the password instead. */
  createUser(input: { email: string; password: string }): Promise<{ userId: string; created: boolean }>;
  /** The `sub` of a username, or null when there is no such user. */
  getUserId(username: string): Promise<string | null>;
  /**
   * Changes a user's password after checking the old one, then signs every device out (refresh tokens
   * revoked). A wrong old password is a 400 with a field error on `old_password`; a new password the
   * directory refuses is a field error on `new_password`. Nothing changes on either refusal.
   */
  changePassword(input: { username: string; oldPassword: string; newPassword: string }): Promise<void>;
}

export interface CognitoOptions {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  /** The web's app client, through which the old password is checked (ADMIN_USER_PASSWORD_AUTH). */
  clientId: string;
  /**
   * cognito-local answers a wrong password with InvalidPasswordException, where Cognito answers
   * NotAuthorizedException (and keeps InvalidPasswordException for policy failures), and has no global
   * sign-out (the application's token cut-off still signs other devices out). Set for the emulator.
   */
  emulator: boolean;
}

function errorName(error: unknown): string {
  return (error as { name?: string }).name ?? '';
}

export function cognitoIdentityProvider({ client, userPoolId, clientId, emulator }: CognitoOptions): IdentityProvider {
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

    async changePassword({ username, oldPassword, newPassword }) {
      try {
        await client.send(
          new AdminInitiateAuthCommand({
            UserPoolId: userPoolId,
            ClientId: clientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: username, PASSWORD: oldPassword },
          }),
        );
      } catch (error) {
        const name = errorName(error);
        if (name === 'NotAuthorizedException' || (emulator && name === 'InvalidPasswordException')) {
          throw invalidField('old_password', 'identity.password.old_wrong');
        }
        throw error;
      }
      try {
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: username,
            Password: newPassword,
            Permanent: true,
          }),
        );
      } catch (error) {
        if (errorName(error) === 'InvalidPasswordException')
          throw invalidField('new_password', 'identity.password.too_weak');
        throw error;
      }
      if (!emulator)
        await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
    },
  };
}

let cached: { key: string; provider: IdentityProvider } | undefined;

/** The Cognito adapter for the current configuration (COGNITO_ENDPOINT switches to cognito-local). */
export function identityProvider(): IdentityProvider {
  const { region, userPoolId, userPoolClientId, endpoints } = config();
  const key = `${region}|${userPoolId}|${userPoolClientId}|${endpoints.cognito ?? ''}`;
  if (cached?.key !== key) {
    const client = new CognitoIdentityProviderClient(awsClientOptions(region, endpoints.cognito));
    const emulator = endpoints.cognito !== undefined;
    cached = { key, provider: cognitoIdentityProvider({ client, userPoolId, clientId: userPoolClientId, emulator }) };
  }
  return cached.provider;
}
