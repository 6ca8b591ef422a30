import { resourceKeys } from '../../../../lib/query-keys';

/** Query keys of the terms feature: the organisation's terms, read by courses too (lib/query-keys.ts). */
export const termsKeys = {
  all: resourceKeys.terms(),
  list: resourceKeys.terms,
};
