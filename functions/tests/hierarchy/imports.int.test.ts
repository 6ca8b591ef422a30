import {
  type Contract,
  createLabel,
  deleteNode,
  createSiteCategory,
  createTerm,
  importCsv,
  listLabels,
  listSites,
} from '@tessera/shared';
import { readFileSync } from 'node:fs';
import { listNodeContents } from '../../src/db/hierarchy/contents';
import { invoke, type InvokeOptions } from '../support/invoke';
import { DEMO_ROOT, freshDemoFolder, freshOrganisation } from './support';

interface ImportResult {
  file?: { encoding: string; separator: string };
  created: number;
  skipped: number;
  failed: number;
  message: string;
  rows: { row: number; status: string; name: string; reason: string | null }[];
}

const upload = (nodeId: string, kind: string, content: string, filename = `${kind}.csv`) =>
  invoke<ImportResult>(importCsv, { as: 'admin', path: { id: nodeId, kind }, body: { filename, content } });

/** A fixture's bytes in base64, as the web sends a chosen file (fixtures/csv, fixtures/README.md). */
const fixture = (name: string): string =>
  readFileSync(new URL(`../../../fixtures/csv/${name}`, import.meta.url)).toString('base64');

const uploadBytes = (nodeId: string, kind: string, contentBase64: string, filename = `${kind}.csv`) =>
  invoke<ImportResult>(importCsv, {
    as: 'admin',
    path: { id: nodeId, kind },
    body: { filename, content_base64: contentBase64 },
  });

describe('importing files as people really have them (issue 24, docs/imports.md)', () => {
  it('imports a Windows-1252 file from Excel for Windows with every accented letter, quote, dash and euro sign', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await uploadBytes(folder.id, 'sites', fixture('sites-windows-1252.csv'));
    expect(status).toBe(200);
    expect(body.message).toBe('4 import successfully, 0 failed');
    expect(body.file).toEqual({ encoding: 'windows-1252', separator: 'comma' });
    const { items } = await listNodeContents('org_demo', folder.id);
    expect(items.map((item) => item.name).sort()).toEqual([
      'Café Société €uro',
      'Colegio Español “La Niña”',
      'Müller Grundschule – Süd',
      'École Élémentaire Saint-Exupéry',
    ]);
  });

  it('imports UTF-16 LE (tab separated, "Unicode Text") and UTF-16 BE files with their byte-order marks', async () => {
    const folder = await freshDemoFolder();
    const le = await uploadBytes(folder.id, 'sites', fixture('sites-utf-16le-tabs.csv'));
    expect(le.body.rows.map((row) => [row.row, row.name, row.status])).toEqual([
      [2, 'Álgebra Centro', 'created'],
      [3, 'Escuela Niños Héroes', 'created'],
      [4, '日本語学校', 'created'],
    ]);
    expect(le.body.file).toEqual({ encoding: 'utf-16le', separator: 'tab' });
    const be = await uploadBytes(folder.id, 'labels', fixture('labels-utf-16be.csv'));
    expect(be.body.rows.map((row) => [row.name, row.status])).toEqual([
      ['Århus', 'created'],
      ['São Paulo', 'created'],
    ]);
  });

  it('imports a semicolon file with CRLF line ends and headers in odd case and spacing', async () => {
    const fresh = await freshOrganisation();
    const csv = ' Group Code ;TITLE;Start-Date;end date\r\nSEM101-01;Álgebra, grupo A;2026-09-01;12/15/2026\r\n';
    const { status, body } = await invoke<ImportResult>(importCsv, {
      as: { sub: fresh.rootAdmin.userId },
      path: { id: fresh.top.nodeId, kind: 'groups' },
      body: { filename: 'groups.csv', content_base64: Buffer.from(csv).toString('base64') },
    });
    expect(status).toBe(200);
    expect(body.rows).toEqual([{ row: 2, status: 'created', name: 'SEM101-01', reason: null }]);
    expect(body.file).toEqual({ encoding: 'utf-8', separator: 'semicolon' });
    const { groups } = await listNodeContents(fresh.organizationId, fresh.top.nodeId);
    expect(groups.map((g) => [g.groupCode, g.title, g.startDate, g.endDate])).toEqual([
      ['SEM101-01', 'Álgebra, grupo A', '2026-09-01', '2026-12-15'],
    ]);
  });

  it('refuses two-digit years with a sentence naming the row, importing the other rows', async () => {
    const fresh = await freshOrganisation();
    const { body } = await invoke<ImportResult>(importCsv, {
      as: { sub: fresh.rootAdmin.userId },
      path: { id: fresh.top.nodeId, kind: 'groups' },
      body: { filename: 'groups.csv', content_base64: fixture('groups-two-digit-years.csv') },
      headers: { 'accept-language': 'es' },
    });
    expect(body.rows).toEqual([
      {
        row: 2,
        status: 'failed',
        name: 'EDU101-01',
        reason:
          'Fila 2: la fecha "08/15/26" en "start_date" tiene el año con dos cifras. Escriba el año completo: mm/dd/aaaa o aaaa-mm-dd.',
      },
      { row: 3, status: 'created', name: 'EDU101-02', reason: null },
    ]);
    const { groups } = await listNodeContents(fresh.organizationId, fresh.top.nodeId);
    expect(groups.map((g) => [g.groupCode, g.startDate])).toEqual([['EDU101-02', '2026-08-15']]);
  });

  it('never stores a replacement character: text a browser already damaged fails its row, the rest import', async () => {
    const folder = await freshDemoFolder();
    const { body } = await upload(folder.id, 'labels', 'name\nCaf\uFFFD\nTea\n');
    expect(body.rows.map((row) => [row.row, row.status, row.reason])).toEqual([
      [
        2,
        'failed',
        'Row 2: "name" holds a character that could not be read (�). Save the file as "CSV UTF-8" and upload it again.',
      ],
      [3, 'created', null],
    ]);
    expect((await listNodeContents('org_demo', folder.id)).items.map((item) => item.name)).toEqual(['Tea']);
  });

  it('refuses a spreadsheet workbook whole, saying how to save it, importing nothing', async () => {
    const folder = await freshDemoFolder();
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0, 0, 0]).toString('base64');
    const { status, body } = await uploadBytes(folder.id, 'labels', zip, 'labels.csv');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'This is a spreadsheet workbook, not a CSV file. Save it as "CSV UTF-8" and upload that file.',
    });
    expect((await listNodeContents('org_demo', folder.id)).items).toEqual([]);
  });
});

describe('importing labels, sites or groups from a CSV file (spec 2 §2 modals, §5, §8)', () => {
  it('imports labels with quoted fields, embedded commas, quotes and line breaks, and CRLF line ends', async () => {
    const folder = await freshDemoFolder();
    const csv = 'Name\r\n"Reading, Writing"\r\n"The ""Arts"""\r\n"Line\r\nBreak"\r\nPlain\r\n';
    const { status, body } = await upload(folder.id, 'labels', csv, 'LABELS.CSV');
    expect(status).toBe(200);
    expect(body).toEqual({
      file: { encoding: 'utf-8', separator: 'comma' },
      created: 4,
      skipped: 0,
      failed: 0,
      message: '4 import successfully, 0 failed',
      rows: [
        { row: 2, status: 'created', name: 'Reading, Writing', reason: null },
        { row: 3, status: 'created', name: 'The "Arts"', reason: null },
        { row: 4, status: 'created', name: 'Line Break', reason: null },
        { row: 5, status: 'created', name: 'Plain', reason: null },
      ],
    });
    const labels = await invoke<{ items: { name: string }[] }>(listLabels, { as: 'admin', path: { id: folder.id } });
    expect(labels.body.items).toHaveLength(4);
  });

  it('skips names that exist already or appear earlier in the file, and fails a row with its reason, writing nothing for it', async () => {
    const folder = await freshDemoFolder();
    await invoke(createLabel, { as: 'admin', path: { id: folder.id }, body: { name: 'History' } });
    const { body } = await upload(
      folder.id,
      'labels',
      `name,note\nhistory,\nGeography,\nGEOGRAPHY,\n"  ",blank name\n${'x'.repeat(256)},\n`,
    );
    expect(body).toMatchObject({ created: 1, skipped: 2, failed: 2, message: '1 import successfully, 2 failed' });
    expect(body.rows).toEqual([
      { row: 2, status: 'skipped', name: 'history', reason: 'Already exists.' },
      { row: 3, status: 'created', name: 'Geography', reason: null },
      { row: 4, status: 'skipped', name: 'GEOGRAPHY', reason: 'Appears earlier in the file.' },
      { row: 5, status: 'failed', name: '', reason: '"name" cannot be left blank.' },
      { row: 6, status: 'failed', name: 'x'.repeat(256), reason: '"name" must be 255 characters or fewer.' },
    ]);
    const { items } = await listNodeContents('org_demo', folder.id);
    expect(items.map((item) => item.name).sort()).toEqual(['Geography', 'History']);
  });

  it('imports sites with their site category, failing rows whose category is not in the folder', async () => {
    const folder = await freshDemoFolder();
    await invoke(createSiteCategory, { as: 'admin', path: { id: folder.id }, body: { name: 'Clinic' } });
    const { body } = await upload(
      folder.id,
      'sites',
      'name,site_category\nNorth Clinic,clinic\nSouth,\nMoon base,Space\n',
    );
    expect(body.rows.map((row) => [row.name, row.status, row.reason])).toEqual([
      ['North Clinic', 'created', null],
      ['South', 'created', null],
      ['Moon base', 'failed', 'No site category named "Space" in this folder.'],
    ]);
    const sites = await invoke<{ items: { name: string; site_category: { name: string } | null }[] }>(listSites, {
      as: 'admin',
      path: { id: folder.id },
    });
    expect(sites.body.items.map((site) => [site.name, site.site_category?.name ?? null])).toEqual([
      ['North Clinic', 'Clinic'],
      ['South', null],
    ]);
  });

  it('imports groups (sections) with term code and dates, refusing unknown terms, bad dates and duplicate codes', async () => {
    const fresh = await freshOrganisation();
    const admin = (contract: Contract, options: Omit<InvokeOptions, 'as'> = {}) =>
      invoke<ImportResult>(contract, { as: { sub: fresh.rootAdmin.userId }, ...options });
    await admin(createTerm, {
      body: { code: 'FA26', name: 'Fall 2026', start_date: '09/01/2026', end_date: '12/20/2026' },
    });
    const csv = [
      'group_code,title,term_code,start_date,end_date',
      'EDU101-01,Intro to Teaching,FA26,09/01/2026,12/15/2026',
      'EDU101-02,"Intro to Teaching, evening",fa26,2026-09-01,2026-12-15',
      'edu101-01,Duplicate code,FA26,,',
      'EDU102-01,Unknown term,XX99,,',
      'EDU103-01,Bad date,,13/40/2026,',
      'EDU104-01,Backwards,,12/15/2026,09/01/2026',
      ',No code,,,',
    ].join('\n');
    const { status, body } = await admin(importCsv, {
      path: { id: fresh.top.nodeId, kind: 'groups' },
      body: { filename: 'groups.csv', content: csv },
    });
    expect(status).toBe(200);
    expect(body.rows.map((row) => [row.name, row.status, row.reason])).toEqual([
      ['EDU101-01', 'created', null],
      ['EDU101-02', 'created', null],
      ['edu101-01', 'skipped', 'Appears earlier in the file.'],
      ['EDU102-01', 'failed', 'No term with the code "XX99".'],
      [
        'EDU103-01',
        'failed',
        'Row 6: "13/40/2026" in "start_date" is not a date. Write it as mm/dd/yyyy or yyyy-mm-dd.',
      ],
      ['EDU104-01', 'failed', 'End must later than Start'],
      ['', 'failed', '"group_code" cannot be left blank.'],
    ]);
    const { groups } = await listNodeContents(fresh.organizationId, fresh.top.nodeId);
    expect(groups.map((g) => [g.groupCode, g.title, g.termCode, g.startDate, g.endDate]).sort()).toEqual([
      ['EDU101-01', 'Intro to Teaching', 'FA26', '2026-09-01', '2026-12-15'],
      ['EDU101-02', 'Intro to Teaching, evening', 'fa26', '2026-09-01', '2026-12-15'],
    ]);
    const again = await admin(importCsv, {
      path: { id: fresh.top.nodeId, kind: 'groups' },
      body: { filename: 'groups.csv', content: 'group_code,title\nEDU101-01,Again\n' },
    });
    expect(again.body.rows).toEqual([{ row: 2, status: 'skipped', name: 'EDU101-01', reason: 'Already exists.' }]);
    const holdingNode = await admin(deleteNode, { path: { id: fresh.top.nodeId } });
    expect(holdingNode.body).toMatchObject({ code: 'hierarchy.node.not_empty' });
  });

  it('refuses a file that is not .csv with "Invalid file type"', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await upload(folder.id, 'labels', 'name\nA\n', 'labels.xlsx');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'hierarchy.upload.invalid_type',
      message: 'Invalid file type',
      fields: { filename: 'Invalid file type' },
    });
  });

  it.each([
    ['a missing column', 'title\nA\n', 'The file has no "name" column.'],
    ['no rows', 'name\n\n', 'The file has no rows to import.'],
    [
      'unreadable CSV',
      'name\n"open\n',
      'The file could not be read as CSV: a quoted field is not closed (from line 2)',
    ],
  ])('refuses %s with 400, importing nothing', async (_label, content, sentence) => {
    const folder = await freshDemoFolder();
    const { status, body } = await upload(folder.id, 'labels', content);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: sentence, fields: { file: sentence } });
    expect((await listNodeContents('org_demo', folder.id)).items).toEqual([]);
  });

  it('refuses an unknown import kind with 400 and another organisation’s node with 404', async () => {
    expect((await upload(DEMO_ROOT, 'users', 'name\nA\n')).status).toBe(400);
    const { status } = await invoke(importCsv, {
      as: 'otherAdmin',
      path: { id: DEMO_ROOT, kind: 'labels' },
      body: { filename: 'labels.csv', content: 'name\nA\n' },
    });
    expect(status).toBe(404);
  });
});
