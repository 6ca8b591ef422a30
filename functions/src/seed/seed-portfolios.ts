import { COMPONENT_REGISTRY } from '@tessera/shared';
import { getPortfolioParts, type Portfolio, type PortfolioPerson } from '../db/portfolios/portfolios';
import { getTemplate } from '../db/templates/templates';
import { sectionParticipants } from '../http/portfolios/activity-link';
import { storePortfolio } from '../http/portfolios/save';
import { saveTemplateSnapshot, templateSnapshotOf } from '../ports/templates';
import { progressStatusChange } from '../ports/courses';
import { DEMO_PLANS, DEMO_SECTIONS } from './seed-courses';
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
  /**
   * The demo student's practicum portfolio from EDU 501 Section A's Supervised Assessment activity (issue 12
   * slice 7), in progress: begun, not yet submitted, so the composer has activity-linked work to open.
   */
  practicum: 'pf_demo_practicum',
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
  /** Made from this activity of a seeded section (its progress moves in the same transaction). */
  activity?: { groupId: string; planId: string; title: string; groupTitle: string };
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
  {
    organizationId: 'org_demo',
    portfolioId: DEMO_PORTFOLIOS.practicum,
    templateId: DEMO_TEMPLATES.supervised,
    owner: 'student',
    ownerName: ['Sam', 'Student'],
    content: {
      'textarea-1': {
        content: 'The lesson opens with a short story problem so the class can reason about fractions before',
      },
    },
    activity: {
      groupId: DEMO_SECTIONS.practicumA,
      planId: DEMO_PLANS.supervised,
      title: 'Observed lesson 1',
      groupTitle: 'EDU 501 Section A',
    },
  },
];

/** The demo portfolios (docs/adr/0018-portfolios.md): made from the seeded templates. Idempotent. */
export async function seedPortfolios(deps: { userIds: Record<DemoUserKey, string>; now?: Date }): Promise<void> {
  const now = (deps.now ?? new Date()).toISOString();
  for (const seed of SEEDED) {
    if (await getPortfolioParts(seed.organizationId, seed.portfolioId)) continue;
    const template = await getTemplate(seed.organizationId, seed.templateId);
    if (!template) throw new Error(`cannot seed portfolio ${seed.portfolioId}: no template ${seed.templateId}`);
    const owner: PortfolioPerson = {
      userId: deps.userIds[seed.owner],
      firstName: seed.ownerName[0],
      lastName: seed.ownerName[1],
    };
    const activityId = seed.activity ? `${seed.activity.groupId}.${seed.activity.planId}` : null;
    // The new shape (ADR 0028): the template's snapshot, the content as fields (storePortfolio).
    const snapshot = templateSnapshotOf(template);
    await saveTemplateSnapshot(snapshot);
    const pages = snapshot.pages;
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
      snapshotId: snapshot.snapshotId,
      nodeId: template.nodeId,
      workflowId: template.workflowId,
      title: seed.activity?.title ?? template.title,
      abstractText: template.description,
      coverUrl: '',
      coverAttachmentId: null,
      coverAlternativeText: '',
      isUserAltText: false,
      evidenceDate: null,
      // As a portfolio made through the API: on the timeline when its template says so.
      displayOnTimeline: template.settings.display_on_timeline,
      timelineOrderAt: now,
      displayAssessmentPanel: template.settings.display_assessment_panel,
      isShowNamesToSubmitters: false,
      rolesAllowedMoveToDone: template.rolesAllowedMoveToDone,
      pages,
      content,
      state: seed.submitted ? 'in_assessment' : 'in_preparation',
      // An activity's portfolio names the section's assessors, as one made through the API does.
      participants: seed.activity ? await sectionParticipants(seed.organizationId, seed.activity.groupId) : [],
      revisions: seed.submitted ? [{ revision: 1, submittedAt: now, submittedBy: owner, assessments: [] }] : [],
      submittedAt: seed.submitted ? now : null,
      assessDoneAt: null,
      groupId: seed.activity?.groupId ?? null,
      activityId,
      groupTitle: seed.activity?.groupTitle ?? null,
      activityStatus: seed.activity ? 'open' : null,
      scoreSync: seed.activity ? 'none' : null,
      linkedToLms: false,
      trashedAt: null,
      version: seed.submitted ? 3 : 2,
      createdAt: now,
      updatedAt: now,
    };
    const { result } = await storePortfolio({
      current: null,
      next: portfolio,
      ...(seed.activity && activityId
        ? {
            joined: await progressStatusChange(seed.organizationId, {
              groupId: seed.activity.groupId,
              activityId,
              userId: owner.userId,
              status: 'in_progress',
              portfolioId: seed.portfolioId,
              expected: 'not_started',
            }),
          }
        : {}),
      ...(seed.submitted
        ? {
            revision: {
              organizationId: seed.organizationId,
              portfolioId: seed.portfolioId,
              revision: 1,
              title: portfolio.title,
              templateId: template.templateId,
              snapshotId: snapshot.snapshotId,
              writeId: null,
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
