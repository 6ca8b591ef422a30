import {
  IMPORT_TEMPLATE_ROWS,
  presignImportUpload,
  startImport,
  type ImportKind,
  type ImportLogView,
  type PresignedUpload,
  type Role,
  toCsvRecord,
} from '@tessera/shared';
import { listNodeCourses } from '../../src/db/courses/courses';
import { listMembersOfSection } from '../../src/db/courses/section-members';
import { getSections, type Section } from '../../src/db/courses/sections';
import { getGroupIdsByCodes } from '../../src/db/hierarchy/groups';
import { postToStorage } from '../attachments/support';
import { freshOrganisation as organisationWithTop } from '../hierarchy/support';
import { createUser } from '../support/fixtures';
import { invoke, type Answer } from '../support/invoke';
import { bytesOf, type Admin, type ErrorBody } from './support';

/**
 * The courses imports' world: an organisation of its own with a top folder its root admin administers, and
 * the people the templates name (student@example.edu, teacher@example.edu, assistant@example.edu) with the
 * roles that let them hold their rows' section roles.
 */
export async function coursesWorld() {
  const org = await organisationWithTop();
  const person = (email: string, roles: Role[], firstName: string) =>
    createUser({ email, firstName, lastName: 'Person', memberships: [[org.organizationId, roles]] });
  const people = {
    student: await person('student@example.edu', ['student'], 'Stu'),
    teacher: await person('teacher@example.edu', ['faculty'], 'Tea'),
    assistant: await person('assistant@example.edu', ['coordinator'], 'Asa'),
  };
  return {
    organizationId: org.organizationId,
    admin: { userId: org.rootAdmin.userId } as Admin,
    /** An admin of the organisation listed on no folder. */
    bystander: { userId: org.admin.userId } as Admin,
    nodeId: org.top.nodeId,
    people,
  };
}

/** The browser's flow for a kind started on a folder or a section: presign, POST to S3, start. */
export async function startOn(
  as: Admin,
  kind: ImportKind,
  content: string,
  target: { node_id?: string; group_id?: string },
  fileName = `${kind}.csv`,
): Promise<Answer<ImportLogView & ErrorBody>> {
  const bytes = bytesOf(content);
  const signed = await invoke<PresignedUpload & ErrorBody>(presignImportUpload, {
    as,
    body: { kind, file_name: fileName, file_size: bytes.byteLength },
  });
  if (signed.status !== 200) throw new Error(`presign refused: ${JSON.stringify(signed.body)}`);
  expect(await postToStorage(signed.body as unknown as PresignedUpload, bytes)).toBeLessThan(300);
  return invoke<ImportLogView & ErrorBody>(startImport, { as, body: { kind, key: signed.body.key, ...target } });
}

/** The kind's template file as the template download writes it (cells holding commas quoted). */
export const templateOf = (kind: ImportKind) => IMPORT_TEMPLATE_ROWS[kind].map((row) => toCsvRecord(row)).join('');

/** The error report's lines (after its BOM), each split on commas (the tests' values hold none). */
export async function reportLines(log: ImportLogView): Promise<string[]> {
  expect(log.aggregation_log).not.toBeNull();
  const text = await (await fetch(log.aggregation_log!.url)).text();
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

/** The folder's courses as `code name category`, sorted. */
export async function coursesOn(organizationId: string, nodeId: string): Promise<string[]> {
  return (await listNodeCourses(organizationId, nodeId)).map((c) => `${c.code} ${c.name} ${c.category}`).sort();
}

/** The sections the codes name (absent codes left out), by code. */
export async function sectionsByCode(organizationId: string, codes: string[]): Promise<Map<string, Section>> {
  const ids = await getGroupIdsByCodes(organizationId, codes);
  const sections = await getSections(organizationId, [...ids.values()], { consistent: true });
  return new Map(sections.map((section) => [section.groupCode, section]));
}

/** A section's memberships as `email role`, sorted. */
export async function rosterOf(organizationId: string, groupId: string): Promise<string[]> {
  return (await listMembersOfSection(organizationId, groupId)).map((m) => `${m.email} ${m.role}`).sort();
}
