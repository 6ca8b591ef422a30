/**
 * Section members through the HTTP API (spec 2 §5, §7; issue 11): add and remove by search ("No result"),
 * roles the workflows use, the CSV member upload of both routes (membership, success_users, failed_users
 * with why, exist_users; a failed row writes nothing), who sees the members, round trips.
 */
import { readFileSync } from 'node:fs';
import {
  addSectionMember,
  changeSectionStatus,
  checkSectionDeletable,
  createSection,
  getSection,
  listSectionMembers,
  removeSectionMember,
  searchMemberCandidates,
  uploadMembers,
  uploadSectionMembers,
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
interface UploadUser {
  line: number;
  email: string;
  id: string | null;
  role: string;
  reason?: string;
}
interface UploadResult {
  membership: { id: string; role: string }[];
  success_users: UploadUser[];
  failed_users: UploadUser[];
  exist_users: UploadUser[];
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

/** A fixture's bytes in base64, as the web sends a chosen file (fixtures/csv, fixtures/README.md). */
const fixture = (name: string): string =>
  readFileSync(new URL(`../../../fixtures/csv/${name}`, import.meta.url)).toString('base64');

const invokeBytes = (groupId: string, contentBase64: string) =>
  invoke<UploadResult & ErrorBody>(uploadSectionMembers, {
    as: 'admin',
    path: { id: groupId },
    body: { filename: 'members.csv', content_base64: contentBase64 },
  });

const upload = (groupId: string, content: string, filename = 'members.csv', language = 'en') =>
  invoke<UploadResult & ErrorBody>(uploadSectionMembers, {
    as: 'admin',
    path: { id: groupId },
    body: { filename, content },
    headers: { 'accept-language': language },
  });

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

describe('CSV member upload (spec 2 §7)', () => {
  it('adds the good rows, lists existing users, and says why each failed row failed, writing nothing for it', async () => {
    const section = await freshSection();
    const student = await demoUserId('student');
    const mentor = await demoUserId('mentor');
    await invoke(addSectionMember, { as: 'admin', path: { id: section.id }, body: { user_id: student } });
    const csv = [
      'Email,Role',
      'STUDENT@demo.test,member',
      'mentor@demo.test,Mentor',
      'nobody@demo.test,member',
      'faculty@demo.test,coordinator',
      'peer@demo.test,observer',
      ',member',
      'mentor@demo.test,mentor',
      'student@other.test,member',
      '=1+2,member',
    ].join('\n');
    const { status, body } = await upload(section.id, csv);
    expect(status).toBe(200);
    expect(body.success_users).toEqual([{ line: 3, email: 'mentor@demo.test', id: mentor, role: 'mentor' }]);
    expect(body.exist_users).toEqual([{ line: 2, email: 'STUDENT@demo.test', id: student, role: 'member' }]);
    expect(body.failed_users.map((user) => [user.line, user.email, user.reason])).toEqual([
      [4, 'nobody@demo.test', 'No user with this email in your organization.'],
      [5, 'faculty@demo.test', 'This user cannot be a coordinator in a section.'],
      // Canvas's observer is a mentor here (issue 24), a role the peer assessor does not hold.
      [6, 'peer@demo.test', 'This user cannot be a mentor in a section.'],
      [7, '', 'The email is missing.'],
      [8, 'mentor@demo.test', 'This user is already listed earlier in the file.'],
      [9, 'student@other.test', 'No user with this email in your organization.'],
      [10, '=1+2', 'No user with this email in your organization.'],
    ]);
    expect(body.failed_users.every((user) => user.id === null)).toBe(true);
    expect(body.membership.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: student, role: 'member' },
        { id: mentor, role: 'mentor' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await members(section.id)).map((member) => member.id).sort()).toEqual([student, mentor].sort());
  });

  it('takes Canvas role names and faculty: a teacher becomes an owner, a student a member (issue 24)', async () => {
    const section = await freshSection();
    const student = await demoUserId('student');
    const faculty = await demoUserId('faculty');
    const { status, body } = await invokeBytes(section.id, fixture('members-canvas-roles.csv'));
    expect(status).toBe(200);
    expect(body.success_users).toEqual([
      { line: 2, email: 'student@demo.test', id: student, role: 'member' },
      { line: 3, email: 'faculty@demo.test', id: faculty, role: 'owner' },
    ]);
    expect(body.membership).toEqual([{ id: student, role: 'member' }]);
    const read = await invoke<{ owners: { id: string }[] }>(getSection, { as: 'admin', path: { id: section.id } });
    expect(read.body.owners.map((owner) => owner.id)).toEqual([faculty]);
    // Again: both are there already.
    const again = await invokeBytes(section.id, fixture('members-canvas-roles.csv'));
    expect(again.body.exist_users.map((user) => [user.line, user.role])).toEqual([
      [2, 'member'],
      [3, 'owner'],
    ]);
    const unknown = await upload(section.id, 'email;role\r\nstudent@demo.test;boss\r\n');
    expect(unknown.body.failed_users.map((user) => user.reason)).toEqual([
      'Unknown role boss: use member, coordinator, mentor, peer_assessor or owner (or student, teacher, faculty, ta, observer or designer).',
    ]);
  });

  it('checks owners in a file for a section not saved yet: they are chosen in the section form', async () => {
    const { body } = await invoke<UploadResult>(uploadMembers, {
      as: 'admin',
      body: { filename: 'new.csv', content_base64: fixture('members-canvas-roles.csv') },
    });
    expect(body.membership).toEqual([{ id: await demoUserId('student'), role: 'member' }]);
    expect(body.failed_users.map((user) => [user.line, user.reason])).toEqual([
      [
        3,
        'This role makes the user an owner of the section: choose owners in the section form, or upload the file again once the section is saved.',
      ],
    ]);
  });

  it('refuses a file that is not .csv ("Invalid file type"), a bad header and an empty file, writing nothing', async () => {
    const section = await freshSection();
    const notCsv = await upload(section.id, 'email\nstudent@demo.test\n', 'members.xlsx', 'es');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.fields).toEqual({ filename: 'Tipo de archivo no válido' });
    const noEmail = await upload(section.id, 'name\nSam\n');
    expect(noEmail.body.message).toBe('The file needs an email column.');
    const empty = await upload(section.id, 'email\n');
    expect(empty.body.message).toBe('The file lists no members.');
    expect(await members(section.id)).toEqual([]);
  });

  it('checks a file for a section not saved yet without writing anything (POST /api/groups/upload-members)', async () => {
    const student = await demoUserId('student');
    const { status, body } = await invoke<UploadResult>(uploadMembers, {
      as: 'admin',
      body: { filename: 'new-section.CSV', content: 'email\nstudent@demo.test\nghost@demo.test\n' },
    });
    expect(status).toBe(200);
    expect(body.membership).toEqual([{ id: student, role: 'member' }]);
    expect(body.success_users).toEqual([{ line: 2, email: 'student@demo.test', id: student, role: 'member' }]);
    expect(body.failed_users).toEqual([
      {
        line: 3,
        email: 'ghost@demo.test',
        id: null,
        role: '',
        reason: 'No user with this email in your organization.',
      },
    ]);
    expect(body.exist_users).toEqual([]);
  });

  it('refuses an upload to a closed section and keeps its delete check honest', async () => {
    const section = await freshSection();
    await invoke(changeSectionStatus, {
      as: 'admin',
      path: { id: section.id },
      body: { status: 'closed', version: 1 },
    });
    const refused = await upload(section.id, 'email\nstudent@demo.test\n');
    expect(refused.status).toBe(409);
    expect(await members(section.id)).toEqual([]);
    const check = await invoke<{ is_deletable: boolean }>(checkSectionDeletable, {
      as: 'admin',
      path: { id: section.id },
    });
    expect(check.body.is_deletable).toBe(false);
  });
});
