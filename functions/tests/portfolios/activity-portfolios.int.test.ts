/**
 * Portfolios made from activities (issue 12 slice 5; spec 1 §3, §6, §7; ADR 0017): created through
 * ports/courses.ts from the member's visible activity of an open section, the section's assessors as
 * participants, the member's progress moved in the same transaction as every change, the assessors'
 * reads with action_as, and the notifications in the existing list.
 */
import {
  addSectionMember,
  changeSectionStatus,
  getPortfolio,
  getPortfolioAssessment,
  getSection,
  publishTemplate,
  listNotifications,
  updatePortfolioAssessment,
  type PortfolioAssessment,
  type SectionView,
} from '@tessera/shared';
import { findMemberActivity } from '../../src/ports/courses';
import { DEMO_PLANS, DEMO_SECTIONS } from '../../src/seed/seed-courses';
import { DEMO_PORTFOLIOS } from '../../src/seed/seed-portfolios';
import { uniqueName } from '../courses/support';
import { createUser, demoUserId } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { createdTemplate } from '../templates/support';
import { activityFixture, fromActivity, ORG, PRACTICUM_ANSWERS } from './activity-support';
import { freshUser, save, type ErrorBody, type Portfolio } from './support';

const progressOf = async (f: { student: { userId: string }; groupId: string; activityId: string }) =>
  (await findMemberActivity(ORG, { userId: f.student.userId, groupId: f.groupId, activityId: f.activityId }))?.progress;

const notificationTexts = async (userId: string) =>
  (
    await invoke<{ notifications: { text: string; link: string }[] }>(listNotifications, {
      as: { sub: userId },
      path: { id: userId },
    })
  ).body.notifications;

describe('portfolios from activities (issue 12 slice 5)', () => {
  it('creates the member’s portfolio from a visible activity, moves the progress with every change and notifies', async () => {
    const f = await activityFixture();
    const created = await fromActivity(f.student.userId, f.groupId, f.activityId);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ group_id: f.groupId, activity_id: f.activityId });
    expect(await progressOf(f)).toEqual({ status: 'in_progress', portfolioId: created.body.id });

    // One portfolio per activity; another user (not a member) and another organisation get 404.
    expect((await fromActivity(f.student.userId, f.groupId, f.activityId)).status).toBe(409);
    const outsider = await freshUser();
    expect((await fromActivity(outsider.userId, f.groupId, f.activityId)).status).toBe(404);
    const foreign = await createUser({ memberships: [['org_other', ['student']]] });
    expect((await fromActivity(foreign.userId, f.groupId, f.activityId)).status).toBe(404);

    // The section's owner reads it as supervisor (action_as), not before it is theirs to see.
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: f.faculty.userId },
      path: { id: f.student.userId, portfolioId: created.body.id },
      query: { assessor: f.faculty.userId, action_as: 'supervisor' },
    });
    expect(read.status).toBe(200);
    expect(
      (
        await invoke(getPortfolio, {
          as: { userId: outsider.userId },
          path: { id: f.student.userId, portfolioId: created.body.id },
        })
      ).status,
    ).toBe(404);

    const submitted = await save(f.student, created.body, { portfolio_action: 'advance', fields: PRACTICUM_ANSWERS });
    expect(submitted.status).toBe(200);
    expect(await progressOf(f)).toMatchObject({ status: 'submitted' });
    const facultyInbox = await notificationTexts(f.faculty.userId);
    expect(facultyInbox[0]?.text).toContain('Sol');
    expect(facultyInbox[0]?.link).toContain(created.body.id);

    const pushed = await save(
      f.student,
      submitted.body.portfolio,
      { portfolio_action: 'push_back' },
      { userId: f.faculty.userId },
    );
    expect(pushed.status).toBe(200);
    expect(await progressOf(f)).toMatchObject({ status: 'in_progress' });
    expect((await notificationTexts(f.student.userId))[0]?.text).toMatch(/requested a revision/);
  });

  it.each([
    [true, 'Fay'],
    [false, null],
  ])(
    'carries the template’s is_show_names_to_submitters (%s) to the work: the student reads the assessor’s name only when set',
    async (showNames, name) => {
      // The template editor's setting, saved through the templates API, read back as saved.
      const f = await activityFixture(-1, async (folderId) => {
        const template = await createdTemplate(folderId, uniqueName('Named assessment'), {
          display_assessment_panel: true,
          is_show_names_to_submitters: showNames,
          page_templates: [
            {
              id: 'page-1',
              title: 'Work',
              components: [
                { component_id: 'textarea-1', type: 'textarea', label: 'Reflection' },
                { component_id: 'feedback-1', type: 'feedback', label: 'Feedback' },
              ],
            },
          ],
        });
        expect(template.is_show_names_to_submitters).toBe(showNames);
        const published = await invoke(publishTemplate, {
          as: 'admin',
          path: { id: template.id },
          body: { version: template.version },
        });
        expect(published.status).toBe(200);
        return template.id;
      });
      const created = await fromActivity(f.student.userId, f.groupId, f.activityId);
      expect(created.status).toBe(201);
      const submitted = await save(f.student, created.body, {
        portfolio_action: 'advance',
        fields: { 'textarea-1': { content: 'What I learnt.' } },
      });
      expect(submitted.status).toBe(200);
      const at = { id: f.student.userId, portfolioId: created.body.id, revision: '1', assessment: f.faculty.userId };
      const saved = await invoke<ErrorBody>(updatePortfolioAssessment, {
        as: { userId: f.faculty.userId },
        path: at,
        body: { version: 0, components: { 'feedback-1': { content: 'Clear and honest.' } } },
      });
      expect(saved.status).toBe(200);
      // The faculty member always reads their own name; the student only where the template says so.
      const own = await invoke<PortfolioAssessment>(getPortfolioAssessment, {
        as: { userId: f.faculty.userId },
        path: at,
      });
      expect(own.body.assessor_full_name).toMatch(/^Fay /);
      const student = await invoke<PortfolioAssessment>(getPortfolioAssessment, {
        as: { userId: f.student.userId },
        path: at,
      });
      expect(student.status).toBe(200);
      if (name) {
        expect(student.body.assessor_full_name).toMatch(/^Fay /);
        expect(student.body.assessor).toMatchObject({ id: f.faculty.userId });
      } else expect(student.body).toMatchObject({ assessor: null, assessor_full_name: null });

      // The revision request's notification names the assessor to the student by the same rule.
      const current = await invoke<Portfolio>(getPortfolio, {
        as: { userId: f.faculty.userId },
        path: { id: f.student.userId, portfolioId: created.body.id },
      });
      const pushed = await save(
        f.student,
        current.body,
        { portfolio_action: 'push_back' },
        { userId: f.faculty.userId },
      );
      expect(pushed.status).toBe(200);
      const [told] = await notificationTexts(f.student.userId);
      if (name) expect(told?.text).toMatch(/^Fay .* requested a revision of “/);
      else expect(told?.text).toBe(`Your assessor requested a revision of “${pushed.body.portfolio.title}”.`);
    },
  );

  it('lets an assessor added to the section after the portfolio was made read it, and tells them of a submit', async () => {
    const f = await activityFixture();
    const created = await fromActivity(f.student.userId, f.groupId, f.activityId);
    expect(created.status).toBe(201);
    const coordinator = await createUser({ memberships: [[ORG, ['coordinator']]], firstName: 'Cora' });
    const readAs = (userId: string, actionAs?: string) =>
      invoke<Portfolio>(getPortfolio, {
        as: { userId },
        path: { id: f.student.userId, portfolioId: created.body.id },
        query: { assessor: userId, ...(actionAs ? { action_as: actionAs } : {}) },
      });
    expect((await readAs(coordinator.userId)).status).toBe(404);

    const added = await invoke(addSectionMember, {
      as: 'admin',
      path: { id: f.groupId },
      body: { user_id: coordinator.userId, role: 'coordinator' },
    });
    expect(added.status).toBeLessThan(300);
    const read = await readAs(coordinator.userId, 'coordinator_assessors');
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(created.body.id);

    // A fellow member of the section is a submitter there, which is no role on someone else's work.
    const classmate = await freshUser(['student'], 'Max');
    await invoke(addSectionMember, {
      as: 'admin',
      path: { id: f.groupId },
      body: { user_id: classmate.userId, role: 'member' },
    });
    expect((await readAs(classmate.userId)).status).toBe(404);

    const submitted = await save(f.student, created.body, { portfolio_action: 'advance', fields: PRACTICUM_ANSWERS });
    expect(submitted.status).toBe(200);
    expect((await notificationTexts(coordinator.userId))[0]?.link).toContain(created.body.id);
    expect(await notificationTexts(classmate.userId)).toEqual([]);
  });

  it('answers 404 for an activity not visible yet, and nothing is written', async () => {
    const f = await activityFixture(3);
    expect((await fromActivity(f.student.userId, f.groupId, f.activityId)).status).toBe(404);
    expect(await progressOf(f)).toEqual({ status: 'not_started', portfolioId: null });
  });

  it('seeds the demo student’s practicum portfolio from EDU 501’s Supervised Assessment activity, in progress', async () => {
    const student = await demoUserId('student');
    const activityId = `${DEMO_SECTIONS.practicumA}.${DEMO_PLANS.supervised}`;
    const path = { id: student, portfolioId: DEMO_PORTFOLIOS.practicum };
    const own = await invoke<Portfolio>(getPortfolio, { as: 'student', path });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ group_id: DEMO_SECTIONS.practicumA, activity_id: activityId });
    expect(await progressOf({ student: { userId: student }, groupId: DEMO_SECTIONS.practicumA, activityId })).toEqual({
      status: 'in_progress',
      portfolioId: DEMO_PORTFOLIOS.practicum,
    });

    // faculty@demo.test owns Section A: they read it as its supervisor; a student of Other College gets 404.
    const faculty = await demoUserId('faculty');
    const read = await invoke<Portfolio>(getPortfolio, {
      as: 'faculty',
      path,
      query: { assessor: faculty, action_as: 'supervisor' },
    });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(DEMO_PORTFOLIOS.practicum);
    expect((await invoke(getPortfolio, { as: 'otherStudent', path })).status).toBe(404);
  });

  describe('views that change nothing', () => {
    /** A submitted practicum: the student's work is with the section's assessors. */
    async function submittedPracticum() {
      const f = await activityFixture();
      const created = await fromActivity(f.student.userId, f.groupId, f.activityId);
      const submitted = await save(f.student, created.body, { portfolio_action: 'advance', fields: PRACTICUM_ANSWERS });
      if (submitted.status !== 200) throw new Error(`cannot submit: ${submitted.status}`);
      const read = (as: { userId: string } | 'admin', actionAs?: string) =>
        invoke<Portfolio & { buttons: { action: string }[]; auto_save: boolean; activity_status: string | null }>(
          getPortfolio,
          {
            as,
            path: { id: f.student.userId, portfolioId: created.body.id },
            query: actionAs ? { action_as: actionAs } : {},
          },
        );
      return { ...f, portfolio: submitted.body.portfolio, read };
    }
    const actionsOf = (answer: { body: { buttons: { action: string }[] } }) =>
      answer.body.buttons.map((button) => button.action);
    const CHANGING = ['save_as_draft', 'advance', 'push_back', 'mark_as_done'];

    it('shows an admin of the node the admin view without Save, Submit, Request Revision or Mark-as-done', async () => {
      const f = await submittedPracticum();
      // The section's supervisor has the assessing buttons: the admin view below is what takes them away.
      const supervisor = await f.read({ userId: f.faculty.userId }, 'supervisor');
      expect(actionsOf(supervisor)).toEqual(expect.arrayContaining(['push_back']));

      const admin = await f.read('admin', 'admin');
      expect(admin.status).toBe(200);
      expect(admin.body).toMatchObject({ view_as: 'admin', auto_save: false });
      expect(actionsOf(admin).filter((action) => CHANGING.includes(action))).toEqual([]);
      // Without action_as the admin holds no role on it; and the view's missing buttons are missing on the
      // server too: a push_back from the admin is refused and changes nothing.
      expect((await f.read('admin')).status).toBe(404);
      const refused = await save(
        f.student,
        f.portfolio,
        { portfolio_action: 'push_back' },
        { sub: await demoUserId('admin') },
      );
      expect(refused.status).toBe(404);
      expect(await progressOf(f)).toMatchObject({ status: 'submitted' });
    });

    it('makes the work of a section closed after it was made read-only for everyone, and nothing moves', async () => {
      const f = await submittedPracticum();
      const section = await invoke<SectionView>(getSection, { as: 'admin', path: { id: f.groupId } });
      const closed = await invoke(changeSectionStatus, {
        as: 'admin',
        path: { id: f.groupId },
        body: { status: 'closed', version: section.body.version },
      });
      expect(closed.status).toBe(200);

      for (const [as, actionAs] of [
        [{ userId: f.student.userId }, undefined],
        [{ userId: f.faculty.userId }, 'supervisor'],
      ] as const) {
        const read = await f.read(as, actionAs);
        expect(read.status).toBe(200);
        expect(read.body).toMatchObject({ activity_status: 'closed', buttons: [], auto_save: false });
      }
      const pushed = await save(
        f.student,
        f.portfolio,
        { portfolio_action: 'push_back' },
        { userId: f.faculty.userId },
      );
      expect(pushed.status).toBe(403);
      const withdrawn = await save(f.student, f.portfolio, { portfolio_action: 'withdraw' });
      expect(withdrawn.status).toBe(403);
      expect(await progressOf(f)).toMatchObject({ status: 'submitted' });
    });
  });
});
