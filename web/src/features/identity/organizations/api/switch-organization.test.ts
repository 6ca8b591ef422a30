import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../../lib/api-error';
import { switchDestination } from './switch-organization';

describe('organisation switch destination (spec 1 §7)', () => {
  it.each([
    ['success', null, '/'],
    ['402 payment required', new ApiError(402, 'organization_unpaid', 'x'), '/login/purchase'],
    ['403 not a member', new ApiError(403, 'organization_not_joined', 'x'), '/'],
    ['500', new ApiError(500, 'internal', 'x'), '/'],
    ['a network failure', new ApiError(0, 'network_error', 'x'), '/'],
  ])('after %s goes to %s', (_label, error, target) => {
    expect(switchDestination(error)).toBe(target);
  });
});
