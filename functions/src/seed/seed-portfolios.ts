import { COMPONENT_REGISTRY } from '@tessera/shared';
import { writePortfolio } from '../db/portfolios/portfolio-changes';
import { getPortfolio, type Portfolio, type PortfolioPerson } from '../db/portfolios/portfolios';
import { getTemplate } from '../db/templates/templates';
import type { DemoUserKey } from './seed-demo';
import { DEMO_TEMPLATES } from './seed-templates';

/** Fixed ids of the seeded portfolios and comments, so re-seeding finds them (and tests can name them). */
export const DEMO_PORTFOLIOS = {
  /** The demo student's ePortfolio with two pages, in preparation. */
  teaching: 'pf_demo_teaching',
  /** The demo student's field visit form, submitted (revision 1, a comment on it). */
  fieldVisit: 'pf_demo_field_visit',
  /** Other College's student's clinical shift form, submitted (revision 1, a comment on it). */
  other: 'pf_other_shift',
} as const;
export const DEMO_PORTFOLIO_COMMENTS = { demo: 'cmt_demo_field_visit', other: 'cmt_other_shift' } as const;

interface SeedPortfolio {
  organizationId: string;
  portfolioId: string;
  templateId: string;
  owner: DemoUserKey;
  ownerName: [string, string];
  content: Record<string, unknown>;
  submitted?: { commentId: string; comment: string };
}

const SEEDED: SeedPortfolio[] = [
  {
    organizationId: 'org_demo',
    portfolioId: DEMO_PORTFOLIOS.teaching,
    templateId: DEMO_TEMPLATES.eportfolio,
    owner: 'student',
    ownerName: ['Sam', 'Student'],
    content: {
      'rich-1': {
        component: 'textarea',
        content: '<p>I teach so that every learner finds a way in: start from what they know, then stretch it.</p>',
      },
    },
  },
  {
    organizationId: 'org_demo',
    portfolioId: DEMO_PORTFOLIOS.fieldVisit,
    templateId: DEMO_TEMPLATES.form,
    owner: 'student',
    ownerName: ['Sam', 'Student'],
    content: {
      'date_selection-1': { content: '2026-09-14' },
      'duration-1': { content: '3:30' },
      'radio_button-1': { answer: 1 },
      'textfield-1': { content: 'Ms Rivera' },
    },
    submitted: { commentId: DEMO_PORTFOLIO_COMMENTS.demo, comment: 'The visit ran longer than planned.' },
  },
  {
    organizationId: 'org_other',
    portfolioId: DEMO_PORTFOLIOS.other,
    templateId: DEMO_TEMPLATES.other,
    owner: 'otherStudent',
    ownerName: ['Oscar', 'Other-Student'],
    content: { 'textarea-1': { content: 'Night shift on the surgical ward.' } },
    submitted: { commentId: DEMO_PORTFOLIO_COMMENTS.other, comment: 'Handover notes attached next time.' },
  },
];

/** The demo portfolios (docs/adr/0018-portfolios.md): made from the seeded templates. Idempotent. */
export async function seedPortfolios(deps: { userIds: Record<DemoUserKey, string>; now?: Date }): Promise<void> {
  const now = (deps.now ?? new Date()).toISOString();
  for (const seed of SEEDED) {
    if (await getPortfolio(seed.organizationId, seed.portfolioId)) continue;
    const template = await getTemplate(seed.organizationId, seed.templateId);
    if (!template) throw new Error(`cannot seed portfolio ${seed.portfolioId}: no template ${seed.templateId}`);
    const owner: PortfolioPerson = {
      userId: deps.userIds[seed.owner],
      firstName: seed.ownerName[0],
      lastName: seed.ownerName[1],
    };
    const pages = template.pages.map((page) => ({ id: page.id, title: page.title, components: page.components }));
    const content: Portfolio['content'] = {};
    for (const page of pages)
      for (const component of page.components) {
        const id = String(component.component_id);
        const kind = component.type as keyof typeof COMPONENT_REGISTRY;
        if (seed.content[id] !== undefined)
          content[id] = COMPONENT_REGISTRY[kind].contentSchema.parse(seed.content[id]) as Record<string, unknown>;
      }
    const portfolio: Portfolio = {
      organizationId: seed.organizationId,
      portfolioId: seed.portfolioId,
      owner,
      type: 'portfolio',
      templateId: template.templateId,
      templateTitle: template.title,
      nodeId: template.nodeId,
      workflowId: template.workflowId,
      title: template.title,
      abstractText: template.description,
      coverUrl: '',
      coverAlternativeText: '',
      displayOnTimeline: false,
      timelineOrderAt: now,
      displayAssessmentPanel: template.settings.display_assessment_panel,
      rolesAllowedMoveToDone: template.rolesAllowedMoveToDone,
      pages,
      content,
      state: seed.submitted ? 'in_assessment' : 'in_preparation',
      participants: [],
      revisions: seed.submitted ? [{ revision: 1, submittedAt: now, submittedBy: owner, assessments: [] }] : [],
      submittedAt: seed.submitted ? now : null,
      assessDoneAt: null,
      groupId: null,
      activityId: null,
      groupTitle: null,
      activityStatus: null,
      scoreSync: null,
      linkedToLms: false,
      trashedAt: null,
      version: seed.submitted ? 3 : 2,
      createdAt: now,
      updatedAt: now,
    };
    const result = await writePortfolio({
      current: null,
      next: portfolio,
      ...(seed.submitted
        ? {
            revision: {
              organizationId: seed.organizationId,
              portfolioId: seed.portfolioId,
              revision: 1,
              title: portfolio.title,
              pages,
              content,
              submittedAt: now,
              submittedBy: owner,
              portfolioVersion: portfolio.version,
            },
            comment: {
              organizationId: seed.organizationId,
              portfolioId: seed.portfolioId,
              revision: 1,
              commentId: seed.submitted.commentId,
              assessment: '0',
              text: seed.submitted.comment,
              highlights: [],
              referencePortfolioId: seed.portfolioId,
              referenceComponentId: null,
              forRevision: false,
              author: owner,
              version: 1,
              createdAt: now,
              updatedAt: now,
            },
          }
        : {}),
    });
    if (result.outcome !== 'saved') throw new Error(`cannot seed portfolio ${seed.portfolioId}: ${result.outcome}`);
  }
}
