/**
 * Another organisation's objects are never reachable. Every contract is called, through the local gateway
 * with real tokens, by every caller its audience admits, naming real objects of the other organisation
 * (Demo University ↔ Other College, both seeded with one object of each kind): the answer is 404, or, for
 * contracts that only filter (look-ups by a list of ids), an answer that holds none of the other
 * organisation's ids. Contracts that name no object are called as each caller and must not leak any of the
 * other organisation's ids either. A contract without an entry here fails the test: say how to reach its
 * objects when adding it.
 */
import {
  contracts,
  audienceAllows,
  createExtract,
  createExtractSchedule,
  rotateExtractScheduleToken,
  createTemplateTheme,
  listTemplateThemes,
  presignImportUpload,
  startImport,
  updateTemplateTheme,
  uploadThemeLogo,
  type Contract,
  type Role,
} from '@tessera/shared';
import {
  DEMO_HIERARCHY,
  DEMO_STATEMENT_SET_ID,
  OTHER_STATEMENT_SET_ID,
  currentTerm,
} from '../../src/seed/seed-hierarchy';
import { DEMO_RUBRICS } from '../../src/seed/seed-rubrics';
import {
  DEMO_TEMPLATE_FOLDER_ID,
  DEMO_TEMPLATE_THEMES,
  DEMO_TEMPLATES,
  OTHER_TEMPLATE_FOLDER_ID,
} from '../../src/seed/seed-templates';
import { DEMO_COURSES, DEMO_PLANS, DEMO_SECTIONS } from '../../src/seed/seed-courses';
import { DEMO_PORTFOLIO_COMMENTS, DEMO_PORTFOLIOS } from '../../src/seed/seed-portfolios';
import { OTHER_WELCOME_NOTIFICATION_ID, WELCOME_NOTIFICATION_ID } from '../../src/seed/seed-demo';
import { fixture, postToStorage, presign, upload } from '../attachments/support';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { invoke } from '../support/invoke';
import { demoUserId } from '../support/fixtures';
import { accessToken, callGateway, type GatewayRequest } from '../support/gateway';

interface Objects {
  organizationId: string;
  student: string;
  admin: string;
  node: string;
  label: string;
  site: string;
  siteCategory: string;
  logCategory: string;
  statementSet: string;
  statement: string;
  term: string;
  rubric: string;
  template: string;
  templateFolder: string;
  templateTheme: string;
  course: string;
  section: string;
  plan: string;
  /** The section's copy of the plan (`<groupId>.<planId>`). */
  activity: string;
  /** An entry of the section's time log (Other College's section keeps none: an id no one has). */
  timeLogEntry: string;
  /** A notification of the organisation's student. */
  notification: string;
  /** The student's submitted portfolio (revision 1) and a comment on it (thread 0). */
  portfolio: string;
  portfolioComment: string;
  /** An attachment of the organisation's student, and the key of an upload still pending. */
  attachment: string;
  uploadKey: string;
  /** The key the student's attachment was uploaded under, and a cropped theme logo of the organisation's admin. */
  attachmentKey: string;
  logo: string;
  /** An import file signed for the organisation's admin and not started, and an import the admin started. */
  importKey: string;
  importLog: string;
  /** An extract log the organisation's admin created (its job message kept: the log stays created). */
  extractLog: string;
  /** An extract schedule its admin saved, and the machine token they made for it. */
  extractSchedule: string;
  extractScheduleToken: string;
}

interface Caller {
  label: string;
  email: string;
  roles: Role[];
  organisation: 'demo' | 'other';
  id?: string;
  token?: string;
}

const callers: Caller[] = [
  { label: 'Demo student', email: 'student@demo.test', roles: ['student'], organisation: 'demo' },
  { label: 'Demo admin', email: 'admin@demo.test', roles: ['admin'], organisation: 'demo' },
  { label: 'Demo root admin', email: 'rootadmin@demo.test', roles: ['admin', 'root_admin'], organisation: 'demo' },
  { label: 'Demo support', email: 'support@demo.test', roles: ['support'], organisation: 'demo' },
  { label: 'Other student', email: 'student@other.test', roles: ['student'], organisation: 'other' },
  { label: 'Other admin', email: 'admin@other.test', roles: ['admin'], organisation: 'other' },
];

const objects = {} as Record<'demo' | 'other', Objects>;

const passwords = {
  old_password: 'Tessera-demo-1',
  new_password: 'Another-pass-9',
  confirm_password: 'Another-pass-9',
};
const named = { name: 'Cross-organisation probe' };
const statementSetBody = { title: 'Probe', abbreviation: '', statements: [] };
const termBody = { code: 'PROBE', name: 'Probe', start_date: '01/01/2030', end_date: '02/01/2030' };
const rubricProbe = {
  title: 'Probe',
  levels: [{ id: 'l1', name: 'Level' }],
  criterias: [{ id: 'c1', name: 'Criterion' }],
};
const canvasProbe =
  'Rubric Name,Criteria Name,Criteria Description,Criteria Enable Range,Rating Name,Rating Description,Rating Points\nProbe,Criterion,,false,Level,,1\n';
const versioned = { version: 1 };
const cropProbe = { crop_x: 0, crop_y: 0, crop_w: 90, crop_h: 90 };
const sectionProbe = { group_code: 'PROBE-1', title: 'Probe' };
const templateProbe = { title: 'Probe', workflow: 'FormWorkflow', page_templates: [] };
const themeProbe = {
  name: 'Probe',
  header_background_color: '#8B86CA',
  assignment_name_color: '#212121',
  title_color: '#4A4A4A',
};

type Probe = (target: Objects, caller: Caller) => GatewayRequest;
const portfolioOf = (t: Objects) => ({ id: t.student, portfolioId: t.portfolio });
const threadOf = (t: Objects) => ({ ...portfolioOf(t), revision: '1', assessment: '0' });
/** How each contract names an object: a request naming the target organisation's, or 'none'. */
const planProbe = (templateId: string) => ({
  title: 'Probe',
  template_id: templateId,
  visible_date: '01/01/2030',
  open_submission_date: '01/02/2030',
  due_date: '01/03/2030',
});
const PROBES: Record<string, Probe | 'none' | { filter: Probe }> = {
  'system.getHealth': 'none',
  'system.getClientConfig': 'none',
  'identity.getCurrentUser': 'none',
  'identity.getUser': (t) => ({ path: { id: t.student } }),
  'identity.listUserOrganizations': (t) => ({ path: { id: t.student } }),
  'identity.getUserOrganization': (t) => ({ path: { id: t.student } }),
  'identity.switchOrganization': (t, caller) => ({
    path: { id: caller.id as string },
    body: { organization_id: t.organizationId },
  }),
  'identity.changePassword': (t) => ({ path: { id: t.student }, body: passwords }),
  'identity.updateLanguage': (t) => ({ path: { id: t.student }, body: { default_language: 'en' } }),
  'identity.listNotifications': (t) => ({ path: { id: t.student } }),
  'identity.markNotificationRead': (t, caller) => ({
    path: { id: caller.id as string, notificationId: t.notification },
  }),
  'identity.startSession': 'none',
  'identity.searchUsers': (t) => ({ query: { organization_id: t.organizationId } }),
  'identity.listOrganizations': 'none',
  'identity.updateOrganizationSettings': (t) => ({
    path: { id: t.organizationId },
    body: { allow_password_paste: false },
  }),
  'identity.startImpersonation': (t) => ({ body: { user_id: t.student } }),
  'identity.revokeImpersonation': 'none',
  'hierarchy.getHierarchy': 'none',
  'hierarchy.createNode': (t) => ({ body: { parent: t.node, new_node_text: 'Probe' } }),
  'hierarchy.renameNode': (t) => ({ path: { id: t.node }, body: { new_node_text: 'Probe' } }),
  'hierarchy.deleteNode': (t) => ({ path: { id: t.node } }),
  'hierarchy.listNodeAdmins': (t) => ({ path: { id: t.node } }),
  'hierarchy.listAdminCandidates': (t) => ({ path: { id: t.node } }),
  'hierarchy.insertNodeAdmin': (t) => ({ path: { id: t.node }, body: { user_id: t.admin } }),
  'hierarchy.removeNodeAdmin': (t) => ({ path: { id: t.node, userId: t.admin } }),
  'hierarchy.listLabels': (t) => ({ path: { id: t.node } }),
  'hierarchy.createLabel': (t) => ({ path: { id: t.node }, body: named }),
  'hierarchy.updateLabel': (t) => ({ path: { id: t.label }, body: named }),
  'hierarchy.deleteLabel': (t) => ({ path: { id: t.label } }),
  'hierarchy.listSiteCategories': (t) => ({ path: { id: t.node } }),
  'hierarchy.createSiteCategory': (t) => ({ path: { id: t.node }, body: named }),
  'hierarchy.updateSiteCategory': (t) => ({ path: { id: t.siteCategory }, body: named }),
  'hierarchy.deleteSiteCategory': (t) => ({ path: { id: t.siteCategory } }),
  'hierarchy.listSites': (t) => ({ path: { id: t.node } }),
  'hierarchy.createSite': (t) => ({ path: { id: t.node }, body: named }),
  'hierarchy.updateSite': (t) => ({ path: { id: t.site }, body: named }),
  'hierarchy.deleteSite': (t) => ({ path: { id: t.site } }),
  'hierarchy.listLogCategories': (t) => ({ path: { id: t.node } }),
  'hierarchy.createLogCategory': (t) => ({ path: { id: t.node }, body: named }),
  'hierarchy.updateLogCategory': (t) => ({ path: { id: t.logCategory }, body: named }),
  'hierarchy.deleteLogCategory': (t) => ({ path: { id: t.logCategory } }),
  'hierarchy.listStatementSets': (t) => ({ path: { id: t.node } }),
  'hierarchy.createStatementSet': (t) => ({ path: { id: t.node }, body: statementSetBody }),
  'hierarchy.importCaseFramework': (t) => ({ path: { id: t.node }, body: { package: {} } }),
  'hierarchy.updateStatementSet': (t) => ({ path: { id: t.statementSet }, body: statementSetBody }),
  'hierarchy.checkStatementSetDeletable': (t) => ({ path: { id: t.statementSet } }),
  'hierarchy.deleteStatementSet': (t) => ({ path: { id: t.statementSet } }),
  'hierarchy.describeStatements': { filter: (t) => ({ body: { statement_ids: [t.statement] } }) },
  'hierarchy.listTerms': 'none',
  'hierarchy.createTerm': 'none',
  'hierarchy.updateTerm': (t) => ({ path: { id: t.term }, body: termBody }),
  'hierarchy.deleteTerm': (t) => ({ path: { id: t.term } }),
  'rubrics.listRubrics': (t) => ({ query: { node: t.node } }),
  'rubrics.listActiveRubrics': (t) => ({ query: { node: t.node } }),
  'rubrics.listAlignableStatementSets': (t) => ({ query: { node: t.node } }),
  'rubrics.getRubric': (t) => ({ path: { id: t.rubric } }),
  'rubrics.createRubric': (t) => ({ body: { node_id: t.node, ...rubricProbe } }),
  'rubrics.updateRubric': (t) => ({ path: { id: t.rubric }, body: { ...rubricProbe, ...versioned } }),
  'rubrics.deleteRubric': (t) => ({ path: { id: t.rubric }, query: { version: '1' } }),
  'rubrics.copyRubric': (t) => ({ path: { id: t.rubric }, body: {} }),
  'rubrics.publishRubric': (t) => ({ path: { id: t.rubric }, body: versioned }),
  'rubrics.checkRubricUnpublishable': (t) => ({ path: { id: t.rubric } }),
  'rubrics.unpublishRubric': (t) => ({ path: { id: t.rubric }, body: versioned }),
  'rubrics.archiveRubric': (t) => ({ path: { id: t.rubric }, body: versioned }),
  'rubrics.listRubricMoveTargets': (t) => ({ path: { id: t.rubric } }),
  'rubrics.moveRubric': (t) => ({ path: { id: t.rubric }, body: { node_id: t.node, ...versioned } }),
  'rubrics.listRubricTransferTargets': (t) => ({ path: { id: t.rubric } }),
  'rubrics.transferRubric': (t) => ({ path: { id: t.rubric }, body: { node_id: t.node, ...versioned } }),
  'rubrics.acceptRubricTransfer': (t) => ({ path: { id: t.rubric }, body: versioned }),
  'rubrics.rejectRubricTransfer': (t) => ({ path: { id: t.rubric }, body: versioned }),
  'rubrics.importCanvasRubrics': (t) => ({
    body: { node_id: t.node, filename: 'rubrics.csv', content: canvasProbe },
  }),
  'rubrics.exportCanvasRubric': (t) => ({ path: { id: t.rubric } }),
  'templates.listTemplates': (t) => ({ query: { node: t.node } }),
  'templates.listHomepageTemplates': (t) => ({ query: { node: t.node } }),
  'templates.getTemplate': (t) => ({ path: { id: t.template } }),
  'templates.createTemplate': (t) => ({ body: { node_id: t.node, ...templateProbe } }),
  'templates.updateTemplate': (t) => ({ path: { id: t.template }, body: { ...templateProbe, ...versioned } }),
  'templates.copyTemplate': (t) => ({ path: { id: t.template }, body: {} }),
  'templates.checkTemplateDeletable': (t) => ({ path: { id: t.template } }),
  'templates.deleteTemplate': (t) => ({ path: { id: t.template }, query: { version: '1' } }),
  'templates.publishTemplate': (t) => ({ path: { id: t.template }, body: versioned }),
  'templates.unpublishTemplate': (t) => ({ path: { id: t.template }, body: versioned }),
  'templates.checkTemplateMove': (t) => ({ path: { id: t.template }, query: { node: t.node } }),
  'templates.moveTemplate': (t) => ({ path: { id: t.template }, body: { node_id: t.node, ...versioned } }),
  'templates.transferTemplate': (t) => ({ path: { id: t.template }, body: { node_id: t.node, ...versioned } }),
  'templates.acceptTemplateTransfer': (t) => ({ path: { id: t.template }, body: versioned }),
  'templates.rejectTemplateTransfer': (t) => ({ path: { id: t.template }, body: versioned }),
  'templates.listTemplateHistories': (t) => ({ path: { id: t.template } }),
  'templates.listTemplateSnapshots': (t) => ({ path: { id: t.template }, query: {} }),
  'templates.listTemplateFolders': (t) => ({ query: { node: t.node } }),
  'templates.createTemplateFolder': (t) => ({ body: { node_id: t.node, name: 'Probe' } }),
  'templates.renameTemplateFolder': (t) => ({ path: { id: t.templateFolder }, body: { name: 'Probe', ...versioned } }),
  'templates.deleteTemplateFolder': (t) => ({ path: { id: t.templateFolder }, query: { version: '1' } }),
  'templates.listTemplateThemes': 'none',
  'templates.createTemplateTheme': { filter: () => ({ body: themeProbe }) },
  'templates.updateTemplateTheme': (t) => ({ path: { id: t.templateTheme }, body: { ...themeProbe, ...versioned } }),
  'templates.deleteTemplateTheme': (t) => ({ path: { id: t.templateTheme }, query: { version: '1' } }),
  'templates.getThemeFrame': { filter: () => ({ path: { themeType: 'breeze' }, query: { with_form: 'true' } }) },
  'templates.listWorkflows': 'none',
  'templates.getWorkflow': { filter: () => ({ path: { id: 'SupervisedAssessmentWorkflow' } }) },
  'courses.listCourses': (t) => ({ query: { node: t.node } }),
  'courses.getCourse': (t) => ({ path: { id: t.course } }),
  'courses.createCourse': (t) => ({ body: { node_id: t.node, name: 'Probe', category: 'course' } }),
  'courses.updateCourse': (t) => ({
    path: { id: t.course },
    body: { name: 'Probe', category: 'course', ...versioned },
  }),
  'courses.checkCourseDeletable': (t) => ({ path: { id: t.course } }),
  'courses.deleteCourse': (t) => ({ path: { id: t.course }, query: { version: '1' } }),
  'courses.listCourseSections': (t) => ({ path: { id: t.course } }),
  'courses.createSection': (t) => ({ path: { id: t.course }, body: sectionProbe }),
  'courses.getSection': (t) => ({ path: { id: t.section } }),
  'courses.updateSection': (t) => ({ path: { id: t.section }, body: { ...sectionProbe, ...versioned } }),
  'courses.changeSectionStatus': (t) => ({ path: { id: t.section }, body: { status: 'closed', ...versioned } }),
  'courses.checkSectionDeletable': (t) => ({ path: { id: t.section } }),
  'courses.deleteSection': (t) => ({ path: { id: t.section }, query: { version: '1' } }),
  'courses.listSectionMembers': (t) => ({ path: { id: t.section } }),
  'courses.searchMemberCandidates': (t) => ({ path: { id: t.section } }),
  'courses.addSectionMember': (t) => ({ path: { id: t.section }, body: { user_id: t.student } }),
  'courses.removeSectionMember': (t) => ({ path: { id: t.section, userId: t.student } }),
  'courses.listActivityPlans': (t) => ({ path: { id: t.course } }),
  'courses.createActivityPlan': (t) => ({ path: { id: t.course }, body: planProbe(t.template) }),
  'courses.updateActivityPlan': (t) => ({
    path: { id: t.course, planId: t.plan },
    body: { ...planProbe(t.template), ...versioned },
  }),
  'courses.deleteActivityPlan': (t) => ({ path: { id: t.course, planId: t.plan }, query: { version: '1' } }),
  'courses.listMyGroups': 'none',
  'courses.getUserGroup': (t, c) => ({ path: { id: c.id as string, groupId: t.section } }),
  'courses.listActivitySets': (t, c) => ({ path: { id: c.id as string, groupId: t.section } }),
  'courses.listMyActivities': { filter: (_t, c) => ({ path: { id: c.id as string } }) },
  'courses.getSectionProgress': (t) => ({ path: { id: t.section } }),
  'courses.listAwaitingAssessment': (t) => ({ path: { id: t.section } }),
  'courses.getMyProgress': (t, c) => ({ path: { id: c.id as string, groupId: t.section } }),
  'courses.getGroupHomepage': (t) => ({ path: { id: t.section } }),
  'courses.listGroupRubrics': (t) => ({ path: { id: t.section } }),
  'courses.setActivityTemplate': (t, c) => ({
    path: { id: c.id as string, groupId: t.section, activity_id: t.activity },
    body: { template_id: t.template },
  }),
  'courses.listReferencedActivities': { filter: (t) => ({ body: { activity_ids: [t.activity] } }) },
  'courses.listGroupTemplatePortfolios': (t) => ({ path: { id: t.section, templateId: t.template } }),
  'courses.listCourseLogCategoryChoices': (t) => ({ path: { id: t.course } }),
  'courses.getSectionTimeLog': (t) => ({ path: { id: t.section } }),
  'courses.createTimeLogEntry': (t) => ({
    path: { id: t.section },
    body: { date: '2026-01-05', duration: '1:00', log_category_id: t.logCategory },
  }),
  'courses.updateTimeLogEntry': (t) => ({
    path: { id: t.section, entryId: t.timeLogEntry },
    body: { date: '2026-01-05', duration: '1:00', log_category_id: t.logCategory, version: 1 },
  }),
  'courses.deleteTimeLogEntry': (t) => ({
    path: { id: t.section, entryId: t.timeLogEntry },
    query: { version: '1' },
  }),
  'portfolios.listPortfolios': (t) => ({ path: { id: t.student } }),
  'portfolios.searchPortfolios': (t) => ({ path: { id: t.student }, query: { q: 'form' } }),
  'portfolios.createPortfolio': (t) => ({ path: { id: t.student }, body: { template_id: t.template } }),
  'portfolios.getPortfolio': (t) => ({ path: portfolioOf(t) }),
  'portfolios.updatePortfolio': (t) => ({ path: portfolioOf(t), body: { version: 3, fields: {} } }),
  'portfolios.updatePortfolioSettings': (t) => ({ path: portfolioOf(t), body: { version: 3, title: 'Probe' } }),
  'portfolios.changePortfolioTime': (t) => ({
    path: portfolioOf(t),
    body: { version: 3, time: '2030-01-01T00:00:00Z' },
  }),
  'portfolios.markPortfolioAssessing': (t) => ({ path: portfolioOf(t), body: { version: 3 } }),
  'portfolios.withdrawPortfolio': (t) => ({ path: portfolioOf(t), body: { version: 3 } }),
  'portfolios.acceptTemplateUpdate': (t) => ({
    path: portfolioOf(t),
    body: { version: 3, snapshot_id: 'a'.repeat(64) },
  }),
  'portfolios.declineTemplateUpdate': (t) => ({
    path: portfolioOf(t),
    body: { version: 3, snapshot_id: 'a'.repeat(64) },
  }),
  'portfolios.deletePortfolio': (t) => ({ path: portfolioOf(t), query: { version: '3' } }),
  'portfolios.restorePortfolio': (t) => ({ path: portfolioOf(t), body: { version: 3 } }),
  'portfolios.getPortfolioRevision': (t) => ({ path: { ...portfolioOf(t), revision: '1' } }),
  'portfolios.comparePortfolioRevisions': (t) => ({ path: portfolioOf(t), query: { from: '1', to: '2' } }),
  'portfolios.listPortfolioComments': (t) => ({ path: threadOf(t), query: { for_revision: 'true' } }),
  'portfolios.createPortfolioComment': (t) => ({ path: threadOf(t), body: { text: 'Probe' } }),
  'portfolios.updatePortfolioComment': (t) => ({
    path: { ...threadOf(t), commentId: t.portfolioComment },
    body: { text: 'Probe', ...versioned },
  }),
  'assessments.getPortfolioAssessment': (t) => ({ path: { ...portfolioOf(t), revision: '1', assessment: t.student } }),
  'assessments.updatePortfolioAssessment': (t) => ({
    path: { ...portfolioOf(t), revision: '1', assessment: t.student },
    body: { version: 0, components: {} },
  }),
  'assessments.applyPortfolioAssessment': (t) => ({
    path: { ...portfolioOf(t), revision: '1', assessment: t.student },
    body: { version: 0 },
  }),
  'portfolios.deletePortfolioComment': (t) => ({
    path: { ...threadOf(t), commentId: t.portfolioComment },
    query: { version: '1' },
  }),
  'reports.getSectionStandardsReport': (t) => ({ path: { id: t.section } }),
  'reports.exportSectionStandardsReport': (t) => ({ path: { id: t.section } }),
  'reports.getNodeStandardsReport': (t) => ({ path: { id: t.node } }),
  'reports.exportNodeStandardsReport': (t) => ({ path: { id: t.node } }),
  'reports.getActivityRubricScoresReport': (t) => ({ path: { id: t.section, activityId: t.activity } }),
  'reports.exportActivityRubricScoresReport': (t) => ({ path: { id: t.section, activityId: t.activity } }),
  'portfolios.createEvidence': (t) => ({ path: { id: t.student }, body: { title: 'Probe' } }),
  'portfolios.createMediaEvidence': (t) => ({
    path: { id: t.student },
    body: { title: 'Probe', kind: 'video', content: { content: 'https://youtu.be/dQw4w9WgXcQ' } },
  }),
  'portfolios.saveEvidence': (t) => ({ path: portfolioOf(t), body: { version: 3, title: 'Probe' } }),
  'portfolios.listTimeline': (t) => ({ path: { id: t.student } }),
  'portfolios.listPortfolioAbstracts': (t) => ({ path: { id: t.student }, body: { portfolio_ids: [t.portfolio] } }),
  'portfolios.getComponentAbstracts': (t) => ({ path: { portfolioId: t.portfolio, componentId: 'gallery-1' } }),
  'portfolios.getPortfolioReference': (t) => ({ path: { portfolioId: t.portfolio, ref: t.portfolio } }),
  'portfolios.getPortfolioAttachment': (t) => ({ path: { ...portfolioOf(t), attachmentId: t.attachment } }),
  'identity.getProfile': (t) => ({ path: { id: t.student } }),
  'identity.getProfileResume': (t) => ({ path: { id: t.student } }),
  'identity.updateProfile': (t) => ({ path: { id: t.student }, body: { version: 0, gender: 'Probe' } }),
  'identity.updateSystemPreference': (t) => ({
    path: { id: t.organizationId },
    body: { data_permission_for_faculty: { academic_data: true, demographic_data: true } },
  }),
  'attachments.presignUpload': (t) => ({ path: { id: t.student }, body: { file_name: 'a.pdf', file_size: 10 } }),
  'attachments.admitUpload': (t, caller) => ({ path: { id: caller.id as string }, body: { key: t.uploadKey } }),
  'attachments.listAttachments': (t) => ({ path: { id: t.student } }),
  'attachments.getAttachment': (t, caller) => ({ path: { id: caller.id as string, attachmentId: t.attachment } }),
  'attachments.updateAttachment': (t, caller) => ({
    path: { id: caller.id as string, attachmentId: t.attachment },
    body: { alternative_text: 'Probe' },
  }),
  'attachments.deleteAttachment': (t, caller) => ({ path: { id: caller.id as string, attachmentId: t.attachment } }),
  'attachments.adminFileUpload': 'none',
  'attachments.setAvatar': (t) => ({ path: { id: t.student }, body: { key: t.uploadKey, ...cropProbe } }),
  'attachments.recropAvatar': (t) => ({ path: { id: t.student }, body: cropProbe }),
  'attachments.getAvatar': (t) => ({ path: { id: t.student } }),
  'attachments.uploadCover': (t) => ({ path: { id: t.student }, body: { key: t.uploadKey, ...cropProbe } }),
  'attachments.uploadThemeLogo': (t) => ({ body: { key: t.uploadKey, cropping_attr: cropProbe } }),
  'attachments.recropThemeLogo': (t) => ({
    path: { id: t.templateTheme },
    body: { cropping_attr: cropProbe, version: 1 },
  }),
  'imports.presignImportUpload': 'none',
  'imports.startImport': (t) => ({ body: { kind: 'terms', key: t.importKey } }),
  'imports.getImport': (t) => ({ path: { id: t.importLog } }),
  'imports.listImports': { filter: () => ({ query: { kind: 'terms' } }) },
  'imports.getImportTemplate': { filter: () => ({ path: { kind: 'terms' } }) },
  'extracts.createExtract': (t) => ({ body: { extract_type: 'groups', node_ids: [t.node] } }),
  'extracts.getExtract': (t) => ({ path: { id: t.extractLog } }),
  'extracts.listExtracts': { filter: () => ({ query: { type: 'groups' } }) },
  'extracts.createExtractSchedule': (t) => ({
    body: { extract_type: 'groups', node_ids: [t.node], frequency: 'daily', hour: 1 },
  }),
  'extracts.listExtractSchedules': { filter: () => ({}) },
  'extracts.updateExtractSchedule': (t) => ({
    path: { id: t.extractSchedule },
    body: { extract_type: 'groups', frequency: 'daily', hour: 2, version: 1 },
  }),
  'extracts.deleteExtractSchedule': (t) => ({ path: { id: t.extractSchedule } }),
  'extracts.rotateExtractScheduleToken': (t) => ({ path: { id: t.extractSchedule } }),
  'extracts.getExtractScheduleFile': (t) => ({ path: { id: t.extractSchedule } }),
  // The caller's own organisation's token against the other organisation's schedule.
  'extracts.getExtractScheduleFileByToken': (t, caller) => ({
    path: { id: t.extractSchedule },
    query: { token: objects[caller.organisation].extractScheduleToken },
  }),
};

/**
 * An import the organisation's admin started (its split message kept here, not delivered: the log stays
 * created) and another file signed for them and left unstarted, made through the API.
 */
async function organisationImports(admin: 'admin' | 'otherAdmin'): Promise<Pick<Objects, 'importKey' | 'importLog'>> {
  const file = new TextEncoder().encode('code,name,start_date,end_date\r\nX,Probe,2030-01-01,2030-02-01\r\n');
  const signFor = async () => {
    const signed = await invoke<{ url: string; fields: Record<string, string>; key: string }>(presignImportUpload, {
      as: admin,
      body: { kind: 'terms', file_name: 'probe.csv', file_size: file.byteLength },
    });
    expect(signed.status).toBe(200);
    await postToStorage(signed.body as never, file);
    return signed.body.key;
  };
  registerLocalQueuePort({ send: async () => ({ messageId: 'kept' }) });
  try {
    const started = await invoke<{ id: string }>(startImport, {
      as: admin,
      body: { kind: 'terms', key: await signFor() },
    });
    expect(started.status).toBe(202);
    return { importLog: started.body.id, importKey: await signFor() };
  } finally {
    registerLocalQueuePort(undefined);
  }
}

/** An extract of the organisation's groups its admin created, through the API (its job message kept, not run). */
async function organisationExtract(
  admin: 'admin' | 'otherAdmin',
): Promise<Pick<Objects, 'extractLog' | 'extractSchedule' | 'extractScheduleToken'>> {
  registerLocalQueuePort({ send: async () => ({ messageId: 'kept' }) });
  try {
    const created = await invoke<{ id: string }>(createExtract, { as: admin, body: { extract_type: 'groups' } });
    expect(created.status).toBe(202);
    const schedule = await invoke<{ id: string }>(createExtractSchedule, {
      as: admin,
      body: { extract_type: 'groups', frequency: 'daily', hour: 5 },
    });
    expect(schedule.status).toBe(201);
    const token = await invoke<{ token: string }>(rotateExtractScheduleToken, {
      as: admin,
      path: { id: schedule.body.id },
    });
    return { extractLog: created.body.id, extractSchedule: schedule.body.id, extractScheduleToken: token.body.token };
  } finally {
    registerLocalQueuePort(undefined);
  }
}

/**
 * A real attachment and a pending upload of the organisation's student, and a cropped theme logo of its
 * administrator, made through the API.
 */
async function organisationFiles(
  student: 'student' | 'otherStudent',
  admin: 'admin' | 'otherAdmin',
): Promise<Pick<Objects, 'attachment' | 'uploadKey' | 'attachmentKey' | 'logo'>> {
  const { signed, admitted } = await upload(student, 'probe.pdf', fixture('lesson-plan.pdf'));
  const pending = await presign(student, { file_name: 'pending.pdf', file_size: 100 });
  const png = fixture('square-120.png');
  const logoUpload = await presign(admin, { file_name: 'crest.png', file_size: png.byteLength, purpose: 'logo' });
  await postToStorage(logoUpload.body, png);
  const logo = await invoke<{ image: { id: string } }>(uploadThemeLogo, {
    as: admin,
    body: { key: logoUpload.body.key, cropping_attr: cropProbe },
  });
  expect(logo.status).toBe(201);
  return {
    attachment: admitted.body.id,
    uploadKey: pending.body.key,
    attachmentKey: signed.key,
    logo: logo.body.image.id,
  };
}

const idsOf = (o: Objects): string[] => Object.values(o).filter((value) => value !== o.organizationId);

beforeAll(async () => {
  for (const caller of callers) {
    caller.token = await accessToken(caller.email);
    const me = await fetch(`${process.env.TESSERA_API_URL}/api/users/me`, {
      headers: { authorization: `Bearer ${caller.token}` },
    });
    caller.id = ((await me.json()) as { id: string }).id;
  }
  const term = currentTerm(new Date()).code.toLowerCase();
  objects.demo = {
    organizationId: 'org_demo',
    student: await demoUserId('student'),
    admin: await demoUserId('admin'),
    node: DEMO_HIERARCHY.demoRoot.nodeId,
    label: 'label_demo_math',
    site: 'site_demo_lincoln',
    siteCategory: 'sitecat_demo_school',
    logCategory: 'logcat_demo_teaching',
    statementSet: DEMO_STATEMENT_SET_ID,
    statement: 'stmt_demo_1',
    term: `term_demo_${term}`,
    rubric: DEMO_RUBRICS.scored,
    template: DEMO_TEMPLATES.supervised,
    templateFolder: DEMO_TEMPLATE_FOLDER_ID,
    templateTheme: DEMO_TEMPLATE_THEMES.demo,
    course: DEMO_COURSES.practicum,
    section: DEMO_SECTIONS.practicumA,
    plan: DEMO_PLANS.supervised,
    activity: `${DEMO_SECTIONS.practicumA}.${DEMO_PLANS.supervised}`,
    timeLogEntry: 'log_demo_sam_1',
    notification: WELCOME_NOTIFICATION_ID,
    portfolio: DEMO_PORTFOLIOS.fieldVisit,
    portfolioComment: DEMO_PORTFOLIO_COMMENTS.demo,
    ...(await organisationFiles('student', 'admin')),
    ...(await organisationImports('admin')),
    ...(await organisationExtract('admin')),
  };
  objects.other = {
    organizationId: 'org_other',
    student: await demoUserId('otherStudent'),
    admin: await demoUserId('otherAdmin'),
    node: DEMO_HIERARCHY.otherRoot.nodeId,
    label: 'label_other_clinical',
    site: 'site_other_general',
    siteCategory: 'sitecat_other_hospital',
    logCategory: 'logcat_other_ward',
    statementSet: OTHER_STATEMENT_SET_ID,
    statement: 'stmt_other_1',
    term: `term_other_${term}`,
    rubric: DEMO_RUBRICS.other,
    template: DEMO_TEMPLATES.other,
    templateFolder: OTHER_TEMPLATE_FOLDER_ID,
    templateTheme: DEMO_TEMPLATE_THEMES.other,
    course: DEMO_COURSES.other,
    section: DEMO_SECTIONS.other,
    plan: DEMO_PLANS.other,
    activity: `${DEMO_SECTIONS.other}.${DEMO_PLANS.other}`,
    timeLogEntry: 'log_other_none',
    notification: OTHER_WELCOME_NOTIFICATION_ID,
    portfolio: DEMO_PORTFOLIOS.other,
    portfolioComment: DEMO_PORTFOLIO_COMMENTS.other,
    ...(await organisationFiles('otherStudent', 'otherAdmin')),
    ...(await organisationImports('otherAdmin')),
    ...(await organisationExtract('otherAdmin')),
  };
});

const admitted = (contract: Contract) => callers.filter((caller) => audienceAllows(contract.audience, caller.roles));
const foreign = (caller: Caller) => objects[caller.organisation === 'demo' ? 'other' : 'demo'];

describe('every contract says how it names objects', () => {
  it.each(contracts.map((contract) => [contract.id]))('%s has a probe', (id) => {
    expect(PROBES[id]).toBeDefined();
  });
});

const cases = contracts.flatMap((contract) =>
  admitted(contract).map((caller) => [contract.id, caller.label, contract, caller] as const),
);

describe('another organisation’s objects answer 404 (or are left out), and no answer carries its ids', () => {
  it.each(cases)('%s as %s', async (_id, _label, contract, caller) => {
    const probe = PROBES[contract.id];
    if (probe === undefined) return; // reported above
    const target = foreign(caller);
    const request =
      probe === 'none' ? {} : typeof probe === 'function' ? probe(target, caller) : probe.filter(target, caller);
    const { status, text } = await callGateway(contract, caller.token as string, request);
    if (typeof probe === 'function') expect({ status, text: text.slice(0, 200) }).toMatchObject({ status: 404 });
    else expect(status).toBeLessThan(500);
    for (const id of idsOf(target)) expect(text).not.toContain(id);
  });
});

/**
 * Theme logos (issue 21, probe finding 1): an administrator naming the other organisation's files as a theme's
 * logo — its student's upload id, its administrator's cropped logo, or the key its student's file was uploaded
 * under (the probe's own request) — is refused on the field, and no theme of the caller's organisation changes
 * or names it.
 */
interface ThemeRow {
  id: string;
  name: string;
  version: number;
}

describe('a template theme never takes another organisation’s file as its logo', () => {
  const logos: [string, (t: Objects) => Record<string, unknown>][] = [
    ['its student’s upload id', (t) => ({ logo_id: t.attachment })],
    ['its administrator’s cropped logo', (t) => ({ logo_id: t.logo })],
    ['its student’s upload key as logo_url', (t) => ({ logo_url: t.attachmentKey })],
    ['its student’s upload key as logo_id', (t) => ({ logo_id: t.attachmentKey })],
  ];
  const logoCases = [createTemplateTheme, updateTemplateTheme].flatMap((contract) =>
    admitted(contract).flatMap((caller) =>
      logos.map(([logo, body]) => [contract.id, caller.label, logo, contract, caller, body] as const),
    ),
  );

  it.each(logoCases)('%s as %s naming %s: 400, nothing stored', async (_id, _label, _logo, contract, caller, logo) => {
    const target = foreign(caller);
    const own = objects[caller.organisation];
    const themes = async () => {
      const listed = await callGateway(listTemplateThemes, caller.token as string);
      return { text: listed.text, items: (JSON.parse(listed.text) as { items: ThemeRow[] }).items };
    };
    const before = await themes();
    const version = before.items.find((item) => item.id === own.templateTheme)?.version ?? 1;
    const body = { ...themeProbe, name: `Logo probe ${caller.label}`, ...logo(target) };
    const request =
      contract === createTemplateTheme ? { body } : { path: { id: own.templateTheme }, body: { ...body, version } };
    const { status, text } = await callGateway(contract, caller.token as string, request);
    expect({ status, text: text.slice(0, 200) }).toMatchObject({ status: 400 });
    const after = await themes();
    expect(after.items.find((item) => item.id === own.templateTheme)?.version).toBe(version);
    expect(after.items.map((item) => item.name)).not.toContain(body.name);
    for (const id of idsOf(target)) expect(text + after.text).not.toContain(id);
  });
});
