/**
 * The files in the work an assessor reads (issue 14; GET /api/users/{id}/portfolios/{portfolioId}/
 * attachments/{attachmentId}[?revision]): whoever reads the portfolio (the portfolio GET's rule) opens a file
 * its content names in a component they see, now or as a revision froze it, with fresh links (a PDF previews
 * inline, the download is under the cleaned name). A fellow student of the section, a file of the owner the
 * portfolio does not name, another organisation: 404.
 */
import { getPortfolioAttachment, type Attachment } from '@tessera/shared';
import { ulid } from 'ulid';
import { storePortfolio } from '../../src/http/portfolios/save';
import type { Portfolio } from '../../src/db/portfolios/portfolios';
import { fixture, upload } from '../attachments/support';
import { createdCourse } from '../courses/support';
import { freshDemoFolder } from '../rubrics/support';
import { createUser, type FixtureUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import { storedSection } from '../reports/report-support';

const ORG = 'org_demo';
const person = (firstName: string, roles: ('student' | 'faculty')[]) =>
  createUser({ firstName, lastName: 'Files', memberships: [[ORG, roles]] });

const PAGES: Portfolio['pages'] = [
  {
    id: 'page-1',
    title: 'Work',
    components: [
      { component_id: 'file_upload-1', type: 'file_upload', label: 'Lesson plan', permissions: { inherit: true } },
      { component_id: 'image-1', type: 'image', label: 'Board photo', optional: true, permissions: { inherit: true } },
    ],
  },
];

interface Fixture {
  student: FixtureUser;
  peer: FixtureUser;
  faculty: FixtureUser;
  portfolioId: string;
  pdf: Attachment;
  image: Attachment;
  unused: Attachment;
}

/**
 * A section owned by a fresh faculty member with two fresh students; the first one's portfolio on its activity,
 * submitted (revision 1 frozen with the PDF; now also the image), and a third file of theirs it never names.
 */
async function submittedWithFiles(): Promise<Fixture> {
  const [student, peer, faculty] = await Promise.all([
    person('Sam', ['student']),
    person('Pia', ['student']),
    person('Fay', ['faculty']),
  ]);
  const folder = await freshDemoFolder();
  const course = await createdCourse(folder.id, `Files course ${ulid()}`, {}, 'rootAdmin');
  const section = await storedSection({
    courseId: course.id,
    nodeId: folder.id,
    title: 'Files section',
    owners: [faculty],
    members: [
      { user: student, role: 'member' },
      { user: peer, role: 'member' },
    ],
    activities: {},
  });
  const as = { userId: student.userId };
  const [pdf, image, unused] = await Promise.all([
    upload(as, 'lesson-plan.pdf', fixture('lesson-plan.pdf')),
    upload(as, 'square-120.png', fixture('square-120.png')),
    upload(as, 'other.pdf', fixture('lesson-plan.pdf')),
  ]);
  for (const made of [pdf, image, unused]) expect(made.admitted.status).toBe(201);
  const files = {
    'file_upload-1': {
      attachmentId: pdf.admitted.body.id,
      id: [pdf.admitted.body.id],
      owner_id: [student.userId],
      filename: ['lesson-plan.pdf'],
      size: [pdf.admitted.body.size],
    },
  };
  const now = new Date().toISOString();
  const owner = { userId: student.userId, firstName: student.firstName, lastName: student.lastName };
  const portfolioId = ulid();
  const portfolio: Portfolio = {
    organizationId: ORG,
    portfolioId,
    owner,
    type: 'portfolio',
    templateId: null,
    templateTitle: 'Practicum',
    snapshotId: null,
    nodeId: folder.id,
    workflowId: 'SupervisedAssessmentWorkflow',
    title: 'Work with files',
    abstractText: '',
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    displayOnTimeline: false,
    timelineOrderAt: now,
    displayAssessmentPanel: true,
    isShowNamesToSubmitters: false,
    rolesAllowedMoveToDone: [],
    pages: PAGES,
    content: {
      ...files,
      'image-1': { id: image.admitted.body.id, public_url: 'media', alternative_text: 'The board' },
    },
    state: 'in_assessment',
    participants: [],
    revisions: [{ revision: 1, submittedAt: now, submittedBy: owner, assessments: [] }],
    submittedAt: now,
    assessDoneAt: null,
    groupId: section.groupId,
    activityId: section.activity('files'),
    groupTitle: 'Files section',
    activityStatus: 'open',
    scoreSync: null,
    linkedToLms: false,
    trashedAt: null,
    version: 2,
    createdAt: now,
    updatedAt: now,
  };
  const { result: written } = await storePortfolio({
    current: null,
    next: portfolio,
    revision: {
      organizationId: ORG,
      portfolioId,
      revision: 1,
      title: portfolio.title,
      templateId: null,
      snapshotId: null,
      writeId: null,
      pages: PAGES,
      content: files,
      submittedAt: now,
      submittedBy: owner,
      portfolioVersion: 2,
    },
  });
  if (written.outcome !== 'saved') throw new Error('cannot write the portfolio with files');
  return {
    student,
    peer,
    faculty,
    portfolioId,
    pdf: pdf.admitted.body,
    image: image.admitted.body,
    unused: unused.admitted.body,
  };
}

const open = (f: Fixture, reader: { userId: string }, attachmentId: string, revision?: string) =>
  invoke<Attachment>(getPortfolioAttachment, {
    as: reader,
    path: { id: f.student.userId, portfolioId: f.portfolioId, attachmentId },
    query: revision ? { revision } : {},
  });

describe('the files of a portfolio, for whoever reads it (issue 14)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await submittedWithFiles();
  });

  it('answers the owner and the section’s assessor with fresh links: the PDF inline, the download by name', async () => {
    for (const reader of [f.student, f.faculty]) {
      const read = await open(f, reader, f.pdf.id);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        id: f.pdf.id,
        filename: 'lesson-plan.pdf',
        type: 'pdf',
        owner_id: f.student.userId,
      });
      expect(decodeURIComponent(read.body.url)).toContain('inline');
      expect(decodeURIComponent(read.body.public_url)).toContain('attachment; filename="lesson-plan.pdf"');
      const fetched = await fetch(read.body.public_url);
      expect(fetched.status).toBe(200);
      expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(fixture('lesson-plan.pdf'));
    }
    // The image is named now, not by revision 1; the PDF by both.
    expect((await open(f, f.faculty, f.image.id)).status).toBe(200);
    expect((await open(f, f.faculty, f.pdf.id, '1')).status).toBe(200);
    expect((await open(f, f.faculty, f.image.id, '1')).status).toBe(404);
    expect((await open(f, f.faculty, f.pdf.id, '2')).status).toBe(404);
  });

  it('is 404 for a fellow student, a file the portfolio does not name, and another organisation', async () => {
    expect((await open(f, f.peer, f.pdf.id)).status).toBe(404);
    expect((await open(f, f.student, f.unused.id)).status).toBe(404);
    expect((await open(f, f.faculty, f.unused.id)).status).toBe(404);
    const outsider = await createUser({ memberships: [['org_other', ['admin']]] });
    expect((await open(f, outsider, f.pdf.id)).status).toBe(404);
    const stranger = await person('Stan', ['faculty']);
    expect((await open(f, stranger, f.pdf.id)).status).toBe(404);
  });

  it('costs the actor, the portfolio, the section’s status and roles, the revision when named, and the file', async () => {
    const { result, calls } = await countingRoundTrips(() => open(f, f.faculty, f.pdf.id, '1'));
    expect(result.status).toBe(200);
    // Actor without the organisation hint (2) + the portfolio (1: its head and fields side by side) + the section's
    // status (1) + the assessor's section roles (1: the section and the membership in one BatchGetItem) +
    // revision 1 (1: its head and fields side by side) + the file (1).
    expect(calls).toEqual([
      'GetItemCommand',
      'TransactGetItemsCommand',
      'GetItemCommand',
      'QueryCommand',
      'GetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'GetItemCommand',
    ]);
  });
});
