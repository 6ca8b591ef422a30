import { readFileSync } from 'node:fs';
import { readCaseFramework } from './case-framework';

/** The CASE packages in fixtures/case (copied from opensalt/opensalt, see fixtures/README.md). */
const casePackage = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/case/${name}`, import.meta.url), 'utf8')) as unknown;

describe('CASE 1.1 framework packages → statement sets', () => {
  it('reads the CFDocument as the set and the CFItems as statements, keeping their identifiers', () => {
    const result = readCaseFramework(casePackage('MarkdownFramework.json'));
    if (!result.ok) throw new Error(result.problem);
    expect(result.framework.document).toEqual({
      identifier: 'd0000000-0000-0000-0000-000000000000',
      uri: 'http://server/ims/case/v1p0/CFDocuments/d0000000-0000-0000-0000-000000000000',
      title: 'Test Markdown Framework',
    });
    expect(result.framework.statements.map((s) => [s.statementId, s.identifier, s.parentIdentifier])).toEqual([
      ['MD.Math', 'a5eafca0-b8df-11e7-8d17-8dc52d8205bc', null],
      ['MD.Table', 'c496e222-b8df-11e7-ba24-039ffdae3771', null],
    ]);
    expect(result.framework.statements[1]?.title).toContain('| Column 1 | Column 2 |');
  });

  it('orders siblings by the isChildOf sequenceNumber', () => {
    const result = readCaseFramework(casePackage('SequenceNumberFramework.json'));
    if (!result.ok) throw new Error(result.problem);
    expect(result.framework.statements.map((s) => s.statementId)).toEqual(['SNT.2', 'SNT.1']);
  });

  it.each(['AdoptedTestFramework.json', 'ItemTypeTestFramework.json'])('reads %s', (name) => {
    const result = readCaseFramework(casePackage(name));
    expect(result.ok && result.framework.statements.map((s) => s.title)).toEqual(['Item 1']);
  });

  const doc = { identifier: 'doc', title: 'Framework' };
  const item = (identifier: string, extra: Record<string, unknown> = {}) => ({
    identifier,
    fullStatement: `Statement ${identifier}`,
    ...extra,
  });
  const childOf = (child: string, parent: string, sequenceNumber?: number) => ({
    associationType: 'isChildOf',
    originNodeURI: { identifier: child },
    destinationNodeURI: { identifier: parent },
    ...(sequenceNumber === undefined ? {} : { sequenceNumber }),
  });

  it('keeps the hierarchy of isChildOf between items, parents before children', () => {
    const result = readCaseFramework({
      CFDocument: doc,
      CFItems: [
        item('c', { humanCodingScheme: '1.a' }),
        item('a', { humanCodingScheme: '1' }),
        item('b', { humanCodingScheme: '2' }),
      ],
      CFAssociations: [
        childOf('c', 'a'),
        childOf('a', 'doc'),
        childOf('b', 'doc'),
        { associationType: 'exactMatchOf', originNodeURI: { identifier: 'zzz' } },
      ],
    });
    if (!result.ok) throw new Error(result.problem);
    expect(result.framework.statements.map((s) => [s.identifier, s.parentIdentifier])).toEqual([
      ['a', null],
      ['c', 'a'],
      ['b', null],
    ]);
  });

  it.each([
    ['not an object', [], 'the package is not a JSON object'],
    ['no CFDocument', { CFItems: [] }, 'CFDocument is missing'],
    ['a document without a title', { CFDocument: { identifier: 'doc' }, CFItems: [] }, 'CFDocument.title is missing'],
    ['no CFItems', { CFDocument: doc }, 'CFItems is missing or not a list'],
    [
      'an item without identifier',
      { CFDocument: doc, CFItems: [{ fullStatement: 'x' }] },
      'CFItems[0].identifier is missing',
    ],
    [
      'an item without statement',
      { CFDocument: doc, CFItems: [{ identifier: 'a' }] },
      'CFItems[0].fullStatement is missing',
    ],
    [
      'a repeated identifier',
      { CFDocument: doc, CFItems: [item('a'), item('a')] },
      'CFItems[1].identifier a is used twice',
    ],
    [
      'a child of an unknown node',
      { CFDocument: doc, CFItems: [item('a')], CFAssociations: [childOf('a', 'nowhere')] },
      'CFAssociations[0].destinationNodeURI names nowhere',
    ],
    [
      'an unknown child',
      { CFDocument: doc, CFItems: [item('a')], CFAssociations: [childOf('ghost', 'doc')] },
      'CFAssociations[0].originNodeURI names ghost',
    ],
    [
      'a cycle',
      { CFDocument: doc, CFItems: [item('a'), item('b')], CFAssociations: [childOf('a', 'b'), childOf('b', 'a')] },
      'form a cycle',
    ],
    [
      'notes that are not text',
      { CFDocument: doc, CFItems: [item('a', { notes: 3 })] },
      'CFItems[0].notes is not text',
    ],
  ])('refuses %s, naming what is wrong', (_case, pkg, problem) => {
    const result = readCaseFramework(pkg);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain(problem);
  });
});
