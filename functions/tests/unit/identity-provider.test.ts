import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DomainError } from '@tessera/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { cognitoIdentityProvider } from '../../src/adapters/identity-provider';

const cognito = mockClient(CognitoIdentityProviderClient);

function serviceError(name: string): CognitoIdentityProviderServiceException {
  return new CognitoIdentityProviderServiceException({ name, $fault: 'client', $metadata: {}, message: name });
}

function provider(emulator = false) {
  return cognitoIdentityProvider({
    client: new CognitoIdentityProviderClient({ region: 'us-east-1' }),
    userPoolId: 'pool-1',
    clientId: 'client-1',
    emulator,
  });
}

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

beforeEach(() => cognito.reset());

describe('Cognito identity provider: create user', () => {
  it('creates the user without an invitation, sets a permanent password and returns the sub', async () => {
    cognito.on(AdminCreateUserCommand).resolves({});
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminGetUserCommand).resolves({ Username: 'x', UserAttributes: [{ Name: 'sub', Value: 'sub-1' }] });

    await expect(provider().createUser({ email: 'Student@Demo.test', password: 'Tessera-demo-1' })).resolves.toEqual({
      userId: 'sub-1',
      created: true,
    });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toMatchObject({
      UserPoolId: 'pool-1',
      Username: 'student@demo.test',
      MessageAction: 'SUPPRESS',
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool-1',
      Username: 'student@demo.test',
      Password: 'Tessera-demo-1',
      Permanent: true,
    });
  });

  it('is idempotent: an existing user gets the password set again and keeps its sub', async () => {
    cognito.on(AdminCreateUserCommand).rejects(serviceError('UsernameExistsException'));
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminGetUserCommand).resolves({ Username: 'x', UserAttributes: [{ Name: 'sub', Value: 'sub-1' }] });
    await expect(provider().createUser({ email: 'student@demo.test', password: 'p' })).resolves.toEqual({
      userId: 'sub-1',
      created: false,
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(1);
  });

  it('passes other directory failures through', async () => {
    cognito.on(AdminCreateUserCommand).rejects(serviceError('TooManyRequestsException'));
    await expect(provider().createUser({ email: 'a@b.test', password: 'p' })).rejects.toThrow(
      'TooManyRequestsException',
    );
  });
});

describe('Cognito identity provider: user id by username', () => {
  it('returns the sub attribute', async () => {
    cognito.on(AdminGetUserCommand).resolves({
      Username: 'x',
      UserAttributes: [
        { Name: 'email', Value: 'a' },
        { Name: 'sub', Value: 'sub-9' },
      ],
    });
    await expect(provider().getUserId('a@b.test')).resolves.toBe('sub-9');
  });

  it('returns null for an unknown user', async () => {
    cognito.on(AdminGetUserCommand).rejects(serviceError('UserNotFoundException'));
    await expect(provider().getUserId('nobody@b.test')).resolves.toBeNull();
  });
});

describe('Cognito identity provider: change password', () => {
  const input = { username: 'student@demo.test', oldPassword: 'Old-pass-1', newPassword: 'New-pass-1' };

  it('checks the old password through the app client, sets the new one, then signs every device out', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({});
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    await provider().changePassword(input);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool-1',
      ClientId: 'client-1',
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'student@demo.test', PASSWORD: 'Old-pass-1' },
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool-1',
      Username: 'student@demo.test',
      Password: 'New-pass-1',
      Permanent: true,
    });
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool-1',
      Username: 'student@demo.test',
    });
  });

  it('skips the global sign-out cognito-local lacks (the application cut-off covers it there)', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({});
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    await provider(true).changePassword(input);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('reports a wrong old password (Cognito: NotAuthorizedException) as a field error on old_password, changing nothing', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(serviceError('NotAuthorizedException'));
    const error = await rejection(provider().changePassword(input));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ old_password: 'identity.password.old_wrong' });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('reports a wrong old password from cognito-local (InvalidPasswordException) on old_password too', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(serviceError('InvalidPasswordException'));
    const error = await rejection(provider(true).changePassword(input));
    expect(error.fields).toEqual({ old_password: 'identity.password.old_wrong' });
  });

  it('reports a new password Cognito’s policy refuses as a field error on new_password, signing nobody out', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({});
    cognito.on(AdminSetUserPasswordCommand).rejects(serviceError('InvalidPasswordException'));
    const error = await rejection(provider(false).changePassword(input));
    expect(error.fields).toEqual({ new_password: 'identity.password.too_weak' });
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });
});
