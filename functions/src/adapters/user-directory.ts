import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { awsClientOptions, config } from '../lib/config';

/**
 * The user directory (Cognito) as bulk imports provision it (docs/adr/0031-user-imports.md). Loaded only by the
 * imports consumer's users and academic-data work (a dynamic import), never at a consumer's init.
 *
 * Cognito limits request rates per account and category (UserCreation for AdminCreateUser, UserRead for
 * AdminGetUser, UserUpdate for AdminSetUserPassword; the developer guide's "Quotas in Amazon Cognito"). A call
 * over the quota is refused with TooManyRequestsException, which the SDK classes as throttling: the client is
 * built with the SDK's adaptive retry mode, which retries it with backoff and slows every later call of this
 * client through its client-side token bucket. The callers bound their parallelism (USER_DIRECTORY_PARALLELISM).
 */

/** Attempts of one call (the first and its retries) before a throttled row fails its chunk's delivery. */
export const USER_DIRECTORY_MAX_ATTEMPTS = 8;

/** Directory calls in flight per chunk: with 10 consumers at most (the queue's maxConcurrency), 40 at once. */
export const USER_DIRECTORY_PARALLELISM = 4;

export interface DirectoryUser {
  /** The directory's `sub`: the account's user id. */
  userId: string;
  /** Cognito's UserStatus (CONFIRMED, FORCE_CHANGE_PASSWORD, …). */
  status: string;
}

/**
 * How a created user will sign in: a password the file gives (no message sent; the password is permanent),
 * Cognito's invitation (an email with a temporary password, changed at the first sign-in), or nothing from the
 * directory (the organisation signs its people in through its SSO).
 */
export type FirstSignIn = { password: string } | 'invitation' | 'sso';

export type ProvisionOutcome = { userId: string; created: boolean } | 'password_refused';

export interface UserDirectory {
  /** The user whose username is this email (lower-cased), or null. */
  findUser(email: string): Promise<DirectoryUser | null>;
  /**
   * Creates the user (username and verified email = the lower-cased email) set up for its first sign-in. A user
   * created meanwhile by another delivery of the same row is found and answered as not created.
   */
  createUser(email: string, firstSignIn: FirstSignIn): Promise<ProvisionOutcome>;
  /** Makes the password permanent (a user created with it whose delivery died before it was set). */
  setPermanentPassword(email: string, password: string): Promise<'set' | 'password_refused'>;
}

const errorName = (error: unknown): string => (error as { name?: string }).name ?? '';

const subOf = (attributes: readonly AttributeType[] | undefined): string | undefined =>
  attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

export function cognitoUserDirectory(client: CognitoIdentityProviderClient, userPoolId: string): UserDirectory {
  const findUser = async (email: string): Promise<DirectoryUser | null> => {
    try {
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email.toLowerCase() }),
      );
      const sub = subOf(user.UserAttributes);
      if (!sub) throw new Error(`directory user ${email} has no sub attribute`);
      return { userId: sub, status: user.UserStatus ?? 'UNKNOWN' };
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException') return null;
      throw error;
    }
  };

  const setPermanentPassword = async (email: string, password: string): Promise<'set' | 'password_refused'> => {
    try {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: email.toLowerCase(),
          Password: password,
          Permanent: true,
        }),
      );
      return 'set';
    } catch (error) {
      if (errorName(error) === 'InvalidPasswordException') return 'password_refused';
      throw error;
    }
  };

  return {
    findUser,
    setPermanentPassword,
    async createUser(email, firstSignIn) {
      const username = email.toLowerCase();
      const password = typeof firstSignIn === 'object' ? firstSignIn.password : undefined;
      let sub: string | undefined;
      try {
        const created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: username,
            UserAttributes: [
              { Name: 'email', Value: username },
              // The institution vouches for its people's addresses: the invitation goes there, and so will a reset.
              { Name: 'email_verified', Value: 'true' },
            ],
            ...(firstSignIn === 'invitation'
              ? { DesiredDeliveryMediums: ['EMAIL'] }
              : { MessageAction: 'SUPPRESS' as const }),
            ...(password ? { TemporaryPassword: password } : {}),
          }),
        );
        sub = subOf(created.User?.Attributes);
      } catch (error) {
        const name = errorName(error);
        if (name === 'InvalidPasswordException') return 'password_refused';
        if (name !== 'UsernameExistsException') throw error;
        const existing = await findUser(username);
        if (!existing) throw error;
        return { userId: existing.userId, created: false };
      }
      if (password && (await setPermanentPassword(username, password)) === 'password_refused')
        return 'password_refused';
      const userId = sub ?? (await findUser(username))?.userId;
      if (!userId) throw new Error(`directory user ${username} vanished after creation`);
      return { userId, created: true };
    },
  };
}

let cached: { key: string; directory: UserDirectory } | undefined;

/** The directory for the current configuration (COGNITO_ENDPOINT switches to cognito-local). */
export function userDirectory(): UserDirectory {
  const { region, userPoolId, endpoints } = config();
  const key = `${region}|${userPoolId}|${endpoints.cognito ?? ''}`;
  if (cached?.key !== key) {
    const client = new CognitoIdentityProviderClient({
      ...awsClientOptions(region, endpoints.cognito),
      retryMode: 'adaptive',
      maxAttempts: USER_DIRECTORY_MAX_ATTEMPTS,
    });
    cached = { key, directory: cognitoUserDirectory(client, userPoolId) };
  }
  return cached.directory;
}
