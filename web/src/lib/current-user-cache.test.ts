import { describe, expect, it } from '@jest/globals';
import type { CurrentUser } from '@tessera/shared';
import { createQueryClient } from './query-client';
import { cachedCurrentOrganizationId, currentUserKeys } from './current-user-cache';

describe('the organisation hint from the cached current user (ADR 0005)', () => {
  it('is the cached current user’s organisation id, and nothing before the user is known or after the cache is cleared', () => {
    const client = createQueryClient();
    expect(cachedCurrentOrganizationId(client)).toBeNull();
    client.setQueryData(currentUserKeys.all, { organization: { id: 'org_other' } } as CurrentUser);
    expect(cachedCurrentOrganizationId(client)).toBe('org_other');
    client.clear();
    expect(cachedCurrentOrganizationId(client)).toBeNull();
  });
});
