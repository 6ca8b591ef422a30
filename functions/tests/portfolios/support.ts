import { createPortfolio, publishTemplate, updatePortfolio, type Portfolio, type Role } from '@tessera/shared';
import { DEMO_ROOT, uniqueName } from '../hierarchy/support';
import { createdTemplate } from '../templates/support';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

export type { Portfolio };
export interface ErrorBody {
  code: string;
  message: string;
  fields: Record<string, string>;
  current?: Record<string, unknown>;
}

/** A user of Demo University of their own (so tests never share a portfolio list). */
export const freshUser = (roles: Role[] = ['student'], firstName = 'Ivy'): Promise<FixtureUser> =>
  createUser({ memberships: [['org_demo', roles]], firstName });

/** A portfolio made through the API from a seeded template (fails the test on anything but 201). */
export async function createdPortfolio(
  owner: FixtureUser,
  templateId: string = DEMO_TEMPLATES.form,
  title?: string,
): Promise<Portfolio> {
  const { status, body } = await invoke<Portfolio>(createPortfolio, {
    as: { userId: owner.userId },
    path: { id: owner.userId },
    body: { template_id: templateId, ...(title ? { title } : {}) },
  });
  if (status !== 201) throw new Error(`cannot create a test portfolio: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** PUT .../portfolios/{id} as `as` (the owner by default). */
export function save(
  owner: FixtureUser,
  portfolio: { id: string; version: number },
  body: Record<string, unknown>,
  as: { userId: string } | { sub: string; tokenId?: string; authTime?: number } = { userId: owner.userId },
) {
  return invoke<{ portfolio: Portfolio; message: string } & ErrorBody>(updatePortfolio, {
    as,
    path: { id: owner.userId, portfolioId: portfolio.id },
    body: { version: portfolio.version, ...body },
  });
}

/** The demo form's answers that pass every check (spec 1 §5). */
export const FORM_ANSWERS = {
  'date_selection-1': { content: '2030-03-04' },
  'duration-1': { content: '2:15' },
  'radio_button-1': { answer: 2 },
  'textfield-1': { content: 'Mr Okafor' },
};

/**
 * A published ePortfolio template of one page holding `components`, made by the admin under the demo root (a
 * suite's own, so no other suite's portfolios change): its id.
 */
export async function publishedEportfolioTemplate(
  title: string,
  components: Record<string, unknown>[],
): Promise<string> {
  const template = await createdTemplate(DEMO_ROOT, uniqueName(title), {
    workflow: 'EportfolioWorkflow',
    page_templates: [{ id: 'page-1', title, components }],
  });
  const published = await invoke(publishTemplate, {
    as: 'admin',
    path: { id: template.id },
    body: { version: template.version },
  });
  if (published.status !== 200) throw new Error(`cannot publish: ${JSON.stringify(published.body)}`);
  return template.id;
}
