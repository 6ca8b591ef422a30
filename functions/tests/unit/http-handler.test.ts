import { jest } from '@jest/globals';
import { DomainError, csvDownloadSchema, defineContract, routeKey, type Contract, type Role } from '@tessera/shared';
import * as z from 'zod/mini';
import type { ActorRecords } from '../../src/db/identity/actor-records';
import type { Account } from '../../src/db/identity/entities/account';
import type { Organisation } from '../../src/db/identity/entities/organisation';
import type { ActorStore } from '../../src/lib/http/actor';
import { httpHandler } from '../../src/lib/http/http-handler';
import { orgDefaults } from '../../src/seed/seed-demo';
import type { UseCase } from '../../src/lib/http/types';
import { text } from '../../src/lib/text';
import { apiEvent, json, lambdaContext, type EventOptions } from '../support/events';

/** In-memory actor store: the port actor resolution reads through. */
class MemoryActorStore implements ActorStore {
  readonly loads: string[] = [];
  private readonly users = new Map<string, { roles: Role[]; account: Account; paid: boolean }>();

  add(userId: string, roles: Role[], account: Partial<Account> = {}, paid = true): void {
    this.users.set(userId, {
      roles,
      paid,
      account: {
        userId,
        email: `${userId}@demo.test`,
        firstName: 'First',
        lastName: 'Last',
        locale: 'en',
        avatarSmall: null,
        signEula: false,
        currentOrganizationId: 'org_demo',
        latestSession: { sessionId: 'session-latest', tokenId: 'token-latest', authTime: 1000 },
        tokensNotBefore: null,
        impersonation: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        ...account,
      },
    });
  }

  readonly registrations: string[] = [];

  /** Newer sign-ins only (the same-second order is the table's condition, tested in sessions.int.test.ts). */
  async registerSession(userId: string, session: { sessionId: string; tokenId: string; authTime: number }) {
    const user = this.users.get(userId);
    const latest = user?.account.latestSession;
    if (!user || (latest && latest.authTime >= session.authTime)) return null;
    this.registrations.push(`${userId}:${session.tokenId}`);
    const { sessionId, tokenId, authTime } = session;
    user.account = { ...user.account, latestSession: { sessionId, tokenId, authTime } };
    return user.account.latestSession;
  }

  async latestSession(userId: string) {
    return this.users.get(userId)?.account.latestSession ?? null;
  }

  async load(userId: string): Promise<ActorRecords | null> {
    this.loads.push(userId);
    const user = this.users.get(userId);
    if (!user) return null;
    const organisation: Organisation = {
      organizationId: 'org_demo',
      name: 'Demo University',
      orgType: 'test',
      paymentStatus: user.paid ? 'paid' : 'unpaid',
      ...orgDefaults,
    };
    return {
      caller: user.account,
      account: user.account,
      organisation,
      membership:
        user.roles.length > 0
          ? { ...user.account, organizationId: 'org_demo', roles: user.roles, searchName: '', joinedAt: '' }
          : null,
    };
  }
}

const store = new MemoryActorStore();
store.add('student-1', ['student']);
store.add('support-1', ['support']);
store.add('spanish-1', ['student'], { locale: 'es' });
store.add('removed-1', []);
store.add('unpaid-1', ['student'], {}, false);
store.add('revoked-1', ['student'], { tokensNotBefore: 2000 });

const titleBody = z.object({
  title: z.string().check(z.minLength(1)).check(z.maxLength(10)),
  count: z.optional(z.int()),
});
const contracts = {
  publicRead: defineContract({
    id: 'test.publicRead',
    context: 'system',
    method: 'GET',
    path: '/api/public',
    audience: 'public',
    summary: '',
    response: z.object({ ok: z.boolean() }),
  }),
  anyone: defineContract({
    id: 'test.anyone',
    context: 'identity',
    method: 'GET',
    path: '/api/anyone',
    audience: 'authenticated',
    summary: '',
    response: z.object({ user: z.string() }),
  }),
  supportOnly: defineContract({
    id: 'test.supportOnly',
    context: 'identity',
    method: 'GET',
    path: '/api/support',
    audience: ['support', 'staff'],
    summary: '',
    response: z.object({ ok: z.boolean() }),
  }),
  write: defineContract({
    id: 'test.write',
    context: 'identity',
    method: 'PUT',
    path: '/api/things/{id}',
    audience: 'authenticated',
    summary: '',
    request: { path: z.object({ id: z.string().check(z.minLength(1)) }), body: titleBody },
    response: z.object({ title: z.string() }),
  }),
  startSession: defineContract({
    id: 'identity.startSession',
    context: 'identity',
    method: 'POST',
    path: '/api/sessions',
    audience: 'authenticated',
    unpaid: 'allowed',
    session: 'registers',
    summary: '',
    successStatus: 201,
    response: z.object({ ok: z.boolean() }),
  }),
  file: defineContract({
    id: 'test.file',
    context: 'identity',
    method: 'GET',
    path: '/api/file',
    audience: 'authenticated',
    summary: '',
    produces: 'text/csv',
    response: csvDownloadSchema,
  }),
  sentence: defineContract({
    id: 'test.sentence',
    context: 'identity',
    method: 'GET',
    path: '/api/sentence',
    audience: 'authenticated',
    summary: '',
    response: z.object({ message: z.string() }),
  }),
};

/** The signer of the latest registered sign-in of every store user (see MemoryActorStore.add). */
const latest = (sub: string) => ({ sub, tokenId: 'token-latest', authTime: 1000 });

function call<C extends Contract>(contract: C, useCase: UseCase<C>, options: EventOptions = {}) {
  return httpHandler(contract, useCase, { actorStore: store })(apiEvent(routeKey(contract), options), lambdaContext);
}

describe('role check from the contract audience', () => {
  it('answers an anonymous caller of an authenticated contract with 401', async () => {
    const result = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }));
    expect(result.statusCode).toBe(401);
    expect(json(result)).toEqual({ code: 'identity.unauthorized', message: 'Please sign in to continue.', fields: {} });
  });

  it('answers a signed-in user without an account with 401', async () => {
    const result = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }), {
      signer: latest('ghost'),
    });
    expect(result.statusCode).toBe(401);
  });

  it('answers a user whose current membership is gone with 403', async () => {
    const result = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }), {
      signer: latest('removed-1'),
    });
    expect(result.statusCode).toBe(403);
  });

  it('answers a role outside the audience with 403 and does not run the use case', async () => {
    const useCase = jest.fn(async () => ({ ok: true }));
    const result = await call(contracts.supportOnly, useCase, { signer: latest('student-1') });
    expect(result.statusCode).toBe(403);
    expect(json(result)).toMatchObject({ code: 'identity.forbidden' });
    expect(useCase).not.toHaveBeenCalled();
  });

  it('lets a role of the audience through', async () => {
    const result = await call(contracts.supportOnly, async () => ({ ok: true }), { signer: latest('support-1') });
    expect(result.statusCode).toBe(200);
  });

  it('skips actor resolution entirely for a public contract', async () => {
    const before = store.loads.length;
    const result = await call(contracts.publicRead, async () => ({ ok: true }), { signer: latest('student-1') });
    expect(result.statusCode).toBe(200);
    expect(store.loads.length).toBe(before);
  });

  it('gives a public contract’s use case no actor, even when a token is sent', async () => {
    const result = await call(contracts.publicRead, async (_input, { actor }) => ({ ok: actor === null }), {
      signer: latest('student-1'),
    });
    expect(json(result)).toEqual({ ok: true });
  });
});

describe('session rule (spec 1 §8 "Another-device login"): the sign-in is read from the token', () => {
  const write = (signer: { sub: string; tokenId: string; authTime: number }, headers: Record<string, string> = {}) =>
    call(contracts.write, async ({ body }) => ({ title: body.title }), {
      signer,
      pathParameters: { id: 't1' },
      body: { title: 'Hello' },
      headers,
    });

  it('refuses a write from an older sign-in with 409 session_superseded and the another-device sentence', async () => {
    const result = await write({ sub: 'student-1', tokenId: 'token-old', authTime: 900 });
    expect(result.statusCode).toBe(409);
    expect(json(result)).toEqual({
      code: 'session_superseded',
      message:
        'You have logged in on another device. Saving has been disabled on this device. Please logout and sign in again.',
      fields: {},
    });
  });

  it('refuses it whatever session header the client sends, or without one', async () => {
    const old = { sub: 'student-1', tokenId: 'token-old', authTime: 900 };
    expect((await write(old)).statusCode).toBe(409);
    expect((await write(old, { 'x-tessera-session': 'session-latest' })).statusCode).toBe(409);
  });

  it('lets a write from the latest sign-in through', async () => {
    expect((await write(latest('student-1'))).statusCode).toBe(200);
  });

  it('registers a newer sign-in with its first request, whatever the route, and the older one is superseded (issue 21)', async () => {
    store.add('newer-1', ['student']);
    const newer = { sub: 'newer-1', tokenId: 'token-newer', authTime: 1100 };
    const read = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }), {
      signer: newer,
    });
    expect(read.statusCode).toBe(200);
    expect(store.registrations).toContain('newer-1:token-newer');
    expect((await write(newer)).statusCode).toBe(200);
    expect((await write(latest('newer-1'))).statusCode).toBe(409);
  });

  it('registers nothing for the registered sign-in, an older one or one of the same second it replaced', async () => {
    store.add('tie-1', ['student'], {
      latestSession: { sessionId: 's', tokenId: 'token-latest', authTime: 1000, replaced: ['token-replaced'] },
    });
    const before = store.registrations.length;
    expect((await write(latest('tie-1'))).statusCode).toBe(200);
    expect((await write({ sub: 'tie-1', tokenId: 'token-old', authTime: 900 })).statusCode).toBe(409);
    expect((await write({ sub: 'tie-1', tokenId: 'token-replaced', authTime: 1000 })).statusCode).toBe(409);
    expect(store.registrations.length).toBe(before);
  });

  it('does not check reads', async () => {
    const result = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }), {
      signer: { sub: 'student-1', tokenId: 'token-old', authTime: 900 },
    });
    expect(result.statusCode).toBe(200);
  });

  it('leaves the registering contract to its own condition (POST /api/sessions)', async () => {
    const result = await call(contracts.startSession, async () => ({ ok: true }), {
      signer: { sub: 'student-1', tokenId: 'token-old', authTime: 900 },
    });
    expect(result.statusCode).toBe(201);
  });
});

describe('token cut-off (a password change signs every device out)', () => {
  it('answers a token authenticated before the account’s cut-off with 401 session_revoked', async () => {
    const result = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }), {
      signer: { sub: 'revoked-1', tokenId: 'token-a', authTime: 1999 },
    });
    expect(result.statusCode).toBe(401);
    expect(json(result)).toEqual({
      code: 'identity.session_revoked',
      message: 'Your session has ended. Please sign in again.',
      fields: {},
    });
  });

  it('accepts a sign-in made after it', async () => {
    const result = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }), {
      signer: { sub: 'revoked-1', tokenId: 'token-b', authTime: 2000 },
    });
    expect(result.statusCode).toBe(200);
  });
});

describe('payment rule: an unpaid organisation', () => {
  it('answers its members 402 identity.organization_unpaid on ordinary contracts', async () => {
    const result = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }), {
      signer: latest('unpaid-1'),
    });
    expect(result.statusCode).toBe(402);
    expect(json(result)).toMatchObject({ code: 'identity.organization_unpaid' });
  });

  it('still answers the contracts marked unpaid: allowed', async () => {
    const result = await call(contracts.startSession, async () => ({ ok: true }), { signer: latest('unpaid-1') });
    expect(result.statusCode).toBe(201);
  });
});

describe('input validation (spec 1 §5: server field errors keyed by field name)', () => {
  const useCase: UseCase<typeof contracts.write> = async ({ body }) => ({ title: body.title });

  it('reports every bad field by name: blank ones as "This field cannot be left blank."', async () => {
    const result = await call(contracts.write, useCase, {
      signer: latest('student-1'),
      pathParameters: { id: 't1' },
      body: { title: '', count: 1.5 },
    });
    expect(result.statusCode).toBe(400);
    expect(json(result)).toEqual({
      code: 'system.invalid_request',
      message: 'Some required information is missing or incomplete.',
      fields: { title: 'This field cannot be left blank.', count: 'Please enter a whole number.' },
    });
  });

  it('reports a missing body field as blank, in the actor’s language', async () => {
    const result = await call(contracts.write, useCase, {
      signer: latest('spanish-1'),
      pathParameters: { id: 't1' },
      body: {},
    });
    expect(json(result)).toMatchObject({ fields: { title: 'Este campo no puede dejarse en blanco.' } });
  });

  it('uses a catalogue key set as the schema’s message', async () => {
    const keyed = defineContract({
      id: 'test.keyed',
      context: 'identity',
      method: 'POST',
      path: '/api/keyed',
      audience: 'authenticated',
      summary: '',
      request: {
        body: z.object({ old_password: z.string().check(z.minLength(1, { error: 'identity.password.old_required' })) }),
      },
      response: z.object({}),
    });
    const result = await call(keyed, async () => ({}), { signer: latest('student-1'), body: { old_password: '' } });
    expect(json(result)).toMatchObject({ fields: { old_password: 'Please enter your current password.' } });
  });

  it('parses the body before resolving the actor: malformed JSON is a 400 even when anonymous', async () => {
    const result = await call(contracts.write, useCase, { pathParameters: { id: 't1' }, rawBody: '{nope' });
    expect(result.statusCode).toBe(400);
    expect(json(result)).toMatchObject({ code: 'system.invalid_json' });
  });

  it('refuses a body over 1 MB with 413 before anything else runs', async () => {
    const before = store.loads.length;
    const result = await call(contracts.write, useCase, {
      signer: latest('student-1'),
      pathParameters: { id: 't1' },
      rawBody: JSON.stringify({ title: 'x'.repeat(1024 * 1024) }),
    });
    expect(result.statusCode).toBe(413);
    expect(json(result)).toMatchObject({ code: 'system.too_large' });
    expect(store.loads.length).toBe(before);
  });
});

describe('use case results', () => {
  it('returns the contract’s success status with the output', async () => {
    const result = await call(contracts.startSession, async () => ({ ok: true }), { signer: latest('student-1') });
    expect(result.statusCode).toBe(201);
    expect(json(result)).toEqual({ ok: true });
  });

  it('maps a DomainError thrown by the use case to its status and body', async () => {
    const result = await call(
      contracts.anyone,
      async () => {
        throw new DomainError('not_found', 'system.not_found');
      },
      { signer: latest('student-1') },
    );
    expect(result.statusCode).toBe(404);
    expect(json(result)).toEqual({ code: 'system.not_found', message: 'Resource does not exist!', fields: {} });
  });

  it('turns output that breaks the response schema into a 500 without internals', async () => {
    const result = await call(contracts.anyone, async () => ({ user: 42 }) as unknown as { user: string }, {
      signer: latest('student-1'),
    });
    expect(result.statusCode).toBe(500);
    expect(json(result)).toEqual({ code: 'internal', message: 'Something went wrong. Please try again.', fields: {} });
  });

  it('puts sentences a use case returns as keys into the caller’s language', async () => {
    const useCase = async () => ({ message: text('identity.password.changed') });
    const english = await call(contracts.sentence, useCase, { signer: latest('student-1') });
    const spanish = await call(contracts.sentence, useCase, { signer: latest('spanish-1') });
    expect(json(english)).toEqual({ message: 'Your password has been changed.' });
    expect(json(spanish)).toEqual({ message: 'Su contraseña ha sido cambiada.' });
  });

  it('prefers the language the request asks for to the account’s', async () => {
    const result = await call(contracts.write, async ({ body }) => ({ title: body.title }), {
      signer: latest('spanish-1'),
      pathParameters: { id: 't1' },
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(json(result)).toMatchObject({ fields: { title: 'This field cannot be left blank.' } });
  });

  it('answers errors before the actor is known in the Accept-Language language', async () => {
    const result = await call(contracts.anyone, async (_input, { actor }) => ({ user: actor.userId }), {
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(json(result)).toMatchObject({ message: 'Inicie sesión para continuar.' });
  });
});

describe('file answers (contracts that produce text/csv, issue 13 reports)', () => {
  it('sends the text as the body, and the cleaned name in Content-Disposition', async () => {
    const result = await call(contracts.file, async () => ({ filename: 'a"b\r\nx.csv', content: 'a,b\r\n' }), {
      signer: latest('student-1'),
    });
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('a,b\r\n');
    expect(result.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="a_b__x.csv"',
      'cache-control': 'no-store',
    });
  });

  it('answers errors as JSON as ever', async () => {
    const result = await call(contracts.file, async () => ({ filename: 'x.csv', content: '' }));
    expect(result.statusCode).toBe(401);
    expect(result.headers?.['content-type']).toBe('application/json; charset=utf-8');
  });
});
