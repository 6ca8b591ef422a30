/**
 * Section members through the HTTP API (spec 2 §5, §7; issue 11): add and remove by search ("No result"),
 * roles the workflows use, who sees the members, round trips. A member file is an import job (section-members,
 * functions/tests/imports/course-imports.int.test.ts).
 */
import {
  addSectionMember,
  changeSectionStatus,
  createSection,
  getSection,
  listSectionMembers,
  removeSectionMember,
  searchMemberCandidates,
  type SectionView,
} from '@tessera/shared';
import { DEMO_SECTIONS } from '../../src/seed/seed-courses';
import { demoUserId } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import { createdCourse, freshDemoFolder, uniqueName, type ErrorBody } from './support';

interface Member {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  role_label: string;
}
async function freshSection(): Promise<SectionView> {
  const folder = await freshDemoFolder();
  const course = await createdCourse(folder.id, uniqueName('Members course'));
  const { status, body } = await invoke<SectionView>(createSection, {
    as: 'admin',
    path: { id: course.id },
    body: { group_code: uniqueName('MEM').replace(/\s/g, '-'), title: 'Members section' },
  });
  if (status !== 201) throw new Error(`cannot create a test section: ${status}`);
  return body;
}

const members = async (groupId: string) =>
  (await invoke<{ items: Member[] }>(listSectionMembers, { as: 'admin', path: { id: groupId } })).body.items;

describe('adding and removing members (spec 2 §5)', () => {
  it('finds candidates by search, adds them in their roles and lists them; "No result" when none', async () => {
    const section = await freshSection();
    const found = await invoke<{ items: { id: string; email: string }[]; message: string | null }>(
      searchMemberCandidates,
      { as: 'admin', path: { id: section.id }, query: { search: 'student@demo' } },
    );
    const student = await demoUserId('student');
    expect(found.body.items.map((item) => item.id)).toContain(student);
    expect(found.body.message).toBeNull();
    const added = await invoke<Member>(addSectionMember, {
      as: 'admin',
      path: { id: section.id },
      body: { user_id: student },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: student, role: 'member', role_label: 'Member', first_name: 'Sam' });
    const mentor = await demoUserId('mentor');
    await invoke(addSectionMember, {
      as: 'admin',
      path: { id: section.id },
      body: { user_id: mentor, role: 'mentor' },
    });
    expect((await members(section.id)).map((member) => [member.id, member.role])).toEqual([
      [mentor, 'mentor'],
      [student, 'member'],
    ]);
    const again = await invoke<{ items: { id: string }[] }>(searchMemberCandidates, {
      as: 'admin',
      path: { id: section.id },
      query: { search: 'student@demo' },
    });
    expect(again.body.items.map((item) => item.id)).not.toContain(student);
    const none = await invoke<{ items: unknown[]; message: string }>(searchMemberCandidates, {
      as: 'admin',
      path: { id: section.id },
      query: { search: 'zzz-nobody-matches' },
      headers: { 'accept-language': 'es' },
    });
    expect(none.body).toEqual({ items: [], message: 'Sin resultados' });
    const read = await invoke<SectionView>(getSection, { as: 'admin', path: { id: section.id } });
    expect(read.body).toMatchObject({
      members_count: 2,
      can_delete: false,
      delete_refusal: 'A section with members cannot be deleted. Remove its members first.',
    });
    const removed = await invoke<{ message: string }>(removeSectionMember, {
      as: 'admin',
      path: { id: section.id, userId: student },
    });
    expect(removed.body.message).toBe('Sam Student was removed from the section.');
    expect((await members(section.id)).map((member) => member.id)).toEqual([mentor]);
  });

  it('refuses a second membership, an assessor role the user does not hold, and changes to a closed section', async () => {
    const section = await freshSection();
    const student = await demoUserId('student');
    await invoke(addSectionMember, { as: 'admin', path: { id: section.id }, body: { user_id: student } });
    const twice = await invoke<ErrorBody>(addSectionMember, {
      as: 'admin',
      path: { id: section.id },
      body: { user_id: student },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This user is already in the section.');
    const notMentor = await invoke<ErrorBody>(addSectionMember, {
      as: 'admin',
      path: { id: section.id },
      body: { user_id: await demoUserId('faculty'), role: 'mentor' },
    });
    expect(notMentor.status).toBe(400);
    expect(notMentor.body.fields).toEqual({ role: 'This user cannot be a mentor in a section.' });
    await invoke(changeSectionStatus, {
      as: 'admin',
      path: { id: section.id },
      body: { status: 'closed', version: 1 },
    });
    const closed = await invoke<ErrorBody>(addSectionMember, {
      as: 'admin',
      path: { id: section.id },
      body: { user_id: await demoUserId('peer'), role: 'peer_assessor' },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Members of a closed section cannot be changed.');
    expect((await members(section.id)).map((member) => member.id)).toEqual([student]);
  });

  it('lets exactly one of two simultaneous adds of the same user win and counts it once', async () => {
    const section = await freshSection();
    const student = await demoUserId('student');
    const answers = await Promise.all(
      [1, 2].map(() => invoke(addSectionMember, { as: 'admin', path: { id: section.id }, body: { user_id: student } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const read = await invoke<SectionView>(getSection, { as: 'admin', path: { id: section.id } });
    expect(read.body.members_count).toBe(1);
  });

  it('shows the seeded members to the section’s owner, in 2 round trips after actor resolution', async () => {
    const read = () =>
      invoke<{ items: Member[] }>(listSectionMembers, { as: 'faculty', path: { id: DEMO_SECTIONS.practicumA } });
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(Object.fromEntries(body.items.map((member) => [member.email, member.role]))).toMatchObject({
      'student@demo.test': 'member',
      'coordinator@demo.test': 'coordinator',
      'mentor@demo.test': 'mentor',
      'peer@demo.test': 'peer_assessor',
    });
    expect((await countingRoundTrips(read)).calls.slice(2).sort()).toEqual([
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
    expect((await invoke(listSectionMembers, { as: 'student', path: { id: DEMO_SECTIONS.practicumA } })).status).toBe(
      404,
    );
  });
});
