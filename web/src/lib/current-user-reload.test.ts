import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { currentUserOf } from '../test/current-user';
import { jsonResponse } from '../test/json-response';
import { installFetchMock, mockSignedIn } from '../test/signed-in';

mockSignedIn();
const { currentUserKeys, currentUserQueryOptions, reloadUserData } = await import('./current-user');

const fetchMock = installFetchMock();
const json = (body: unknown) => jsonResponse(200, body) as unknown as Response;

describe('reloadUserData (after impersonation starts or stops, or the organisation changes)', () => {
  it('never keeps the answer of a /me request that was already on its way before the change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const actedAs = currentUserOf(['student'], { first_name: 'Sam', last_name: 'Student' });
    const ownSelf = currentUserOf(['support'], { first_name: 'Sue', last_name: 'Support' });
    // A background refetch of /me started while still acting as Sam, answered only after the revoke.
    let answerEarlyRequest: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerEarlyRequest = resolve)));
    fetchMock.mockImplementationOnce(async () => json(ownSelf));

    const early = client.fetchQuery(currentUserQueryOptions()).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reloaded = reloadUserData(client);
    answerEarlyRequest(json(actedAs));
    await Promise.all([early, reloaded]);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(currentUserKeys.all)).toMatchObject({ first_name: 'Sue' });
  });
});
