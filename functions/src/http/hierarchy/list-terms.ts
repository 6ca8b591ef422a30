import type { listTerms } from '@tessera/shared';
import { listOrganisationTerms } from '../../db/hierarchy/terms';
import type { UseCase } from '../../lib/http/types';
import { presentTerm } from './present';

/** GET /api/terms: the organisation's terms, newest start first (one Query after actor resolution). */
export const listTermsUseCase: UseCase<typeof listTerms> = async (_input, { actor }) => {
  const terms = await listOrganisationTerms(actor.organisation.organizationId);
  return {
    items: terms
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.name.localeCompare(b.name))
      .map(presentTerm),
  };
};
