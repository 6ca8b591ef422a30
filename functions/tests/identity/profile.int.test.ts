/**
 * The profile (spec 2 §3 "Profile fields", §5 birthday, §6 faculty data permissions, §7 update-profile): saved
 * by its owner at the version read, every rule refused with its field, read by administrators whole and by
 * faculty only as far as the organisation's system preference grants.
 */
import { getProfile, getProfileResume, updateProfile, updateSystemPreference, type Profile } from '@tessera/shared';
import { fixture, upload } from '../attachments/support';
import { demoUserId } from '../support/fixtures';
import { countingRoundTrips, invoke, type Caller } from '../support/invoke';

interface ErrorBody {
  code: string;
  message: string;
  fields: Record<string, string>;
}

const OWNER = 'mentor' as const;
const read = async (as: Caller, language = 'en') =>
  invoke<Profile & ErrorBody>(getProfile, {
    as,
    path: { id: await demoUserId(OWNER) },
    headers: { 'accept-language': language },
  });
const save = async (body: Record<string, unknown>, language = 'en', as: Caller = OWNER) =>
  invoke<Profile & ErrorBody>(updateProfile, {
    as,
    path: { id: await demoUserId(OWNER) },
    body: { version: (await read(OWNER)).body.version, ...body },
    headers: { 'accept-language': language },
  });
const grant = (academic_data: boolean, demographic_data: boolean) =>
  invoke(updateSystemPreference, {
    as: 'admin',
    path: { id: 'org_demo' },
    body: { data_permission_for_faculty: { academic_data, demographic_data } },
  });

const complete = {
  gender: 'Female',
  role: 'Student teacher',
  major: 'Mathematics Education',
  ethnicity: 'Hispanic or Latino',
  race_details: 'White',
  first_generation_student: true,
  pell_eligibility: false,
  year_of_admission: 2024,
  transfer_student: false,
  class_level: 'Senior',
  academic_program: 'BEd',
  test_scores: { SAT: 1350, ACT: 29 },
  birthday: '04/15/2001',
  address: '1 Campus Way',
  phone: '+1 (555) 010-2000',
};

afterAll(async () => {
  await grant(false, false);
});

describe('saving one’s profile (spec 2 §3, §5, §7)', () => {
  it('saves every field and reads it back, birthday as MM/DD/YYYY, in one round trip after the actor', async () => {
    const saved = await save(complete);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...complete,
      resume: null,
      visible: { academic_data: true, demographic_data: true },
    });
    const { result, calls } = await countingRoundTrips(() => read(OWNER));
    expect(result.body).toMatchObject(complete);
    // actor without the organisation hint (GetItem + TransactGetItems), then membership and profile in parallel
    expect([...calls].sort()).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'TransactGetItemsCommand',
    ]);
  });

  it('keeps absent fields, clears null ones and trims text', async () => {
    await save(complete);
    const changed = await save({ major: '  Physics  ', phone: null, test_scores: { ACT: null, LSAT: 160 } });
    expect(changed.body).toMatchObject({
      major: 'Physics',
      phone: null,
      gender: 'Female',
      test_scores: { SAT: 1350, LSAT: 160 },
    });
    expect(changed.body.test_scores).not.toHaveProperty('ACT');
  });

  it('refuses a birthday in the future and a malformed one, with the field’s sentence (spec 2 §5)', async () => {
    const future = await save({ birthday: `01/01/${new Date().getUTCFullYear() + 1}` });
    expect(future.status).toBe(400);
    expect(future.body.fields.birthday).toBe('Birthday cannot be in the future.');
    const malformed = await save({ birthday: '2001-04-15' }, 'es');
    expect(malformed.body.fields.birthday).toBe('Introduzca una fecha válida con el formato dd/mm/aaaa.');
  });

  it('refuses scores off their scale and an impossible admission year, naming every field at once', async () => {
    const answer = await save({ test_scores: { SAT: 2000, ACT: 12 }, year_of_admission: 1850 });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      'test_scores.SAT': 'SAT scores run from 400 to 1600.',
      year_of_admission: `Enter a year between 1900 and ${new Date().getUTCFullYear() + 1}.`,
    });
  });

  it('takes one of the owner’s own uploads as the resume, and refuses anyone else’s', async () => {
    const own = await upload(OWNER, 'resume.pdf', fixture('lesson-plan.pdf'));
    expect((await save({ resume: own.admitted.body.id })).body.resume).toBe(own.admitted.body.id);
    const others = await upload('peer', 'resume.pdf', fixture('lesson-plan.pdf'));
    const refused = await save({ resume: others.admitted.body.id });
    expect(refused.body.fields.resume).toBe('Choose one of your uploaded files as the resume.');
  });

  it('refuses a save over a newer version (409), and anyone else’s save (404)', async () => {
    const version = (await read(OWNER)).body.version;
    expect((await save({ gender: 'A' })).status).toBe(200);
    const stale = await invoke<ErrorBody>(updateProfile, {
      as: OWNER,
      path: { id: await demoUserId(OWNER) },
      body: { version, gender: 'B' },
    });
    expect(stale.status).toBe(409);
    expect((await save({ gender: 'C' }, 'en', 'admin')).status).toBe(404);
  });
});

describe('who reads a profile (spec 2 §6: faculty data permissions)', () => {
  beforeAll(async () => {
    await save(complete);
  });

  it('shows administrators everything and faculty only the contact fields by default', async () => {
    await grant(false, false);
    expect((await read('admin')).body).toMatchObject(complete);
    const faculty = await read('faculty');
    expect(faculty.status).toBe(200);
    expect(faculty.body).toMatchObject({
      role: 'Student teacher',
      address: '1 Campus Way',
      visible: { academic_data: false, demographic_data: false },
    });
    for (const hidden of ['gender', 'birthday', 'ethnicity', 'major', 'test_scores', 'year_of_admission'])
      expect(faculty.body).not.toHaveProperty(hidden);
  });

  it('opens academic and demographic data to faculty as the organisation grants them', async () => {
    await grant(true, false);
    const academic = (await read('faculty')).body;
    expect(academic).toMatchObject({ major: 'Mathematics Education', test_scores: complete.test_scores });
    expect(academic).not.toHaveProperty('birthday');
    await grant(false, true);
    const demographic = (await read('faculty')).body;
    expect(demographic).toMatchObject({ birthday: '04/15/2001', gender: 'Female' });
    expect(demographic).not.toHaveProperty('major');
  });

  it('is 404 for other students and for other organisations', async () => {
    expect((await read('student')).status).toBe(404);
    expect((await read('otherAdmin')).status).toBe(404);
  });

  it('hands faculty and administrators the resume as a download (the owner’s attachment GET stays the owner’s), after the actor in two round trips', async () => {
    const own = await upload(OWNER, 'My resume.pdf', fixture('lesson-plan.pdf'));
    expect((await save({ resume: own.admitted.body.id })).status).toBe(200);
    const path = { id: await demoUserId(OWNER) };
    const { result: faculty, calls } = await countingRoundTrips(() =>
      invoke<{ filename: string; url: string } & ErrorBody>(getProfileResume, { as: 'faculty', path }),
    );
    expect(faculty.status).toBe(200);
    // actor (GetItem + TransactGetItems), membership and profile in parallel, then the resume's attachment
    expect([...calls].sort()).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'TransactGetItemsCommand',
    ]);
    expect(faculty.body.filename).toBe('My_resume.pdf');
    const file = await fetch(faculty.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await file.arrayBuffer()).equals(fixture('lesson-plan.pdf'))).toBe(true);
    expect((await invoke(getProfileResume, { as: 'admin', path })).status).toBe(200);
    expect((await invoke(getProfileResume, { as: 'student', path })).status).toBe(404);
    expect((await invoke(getProfileResume, { as: 'otherAdmin', path })).status).toBe(404);
    expect((await save({ resume: null })).status).toBe(200);
    expect((await invoke(getProfileResume, { as: 'faculty', path })).status).toBe(404);
  });
});
