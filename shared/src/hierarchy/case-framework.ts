/**
 * Reading a CASE 1.1 framework package (IMS Competencies and Academic Standards Exchange, JSON) into a
 * statement set (spec 2 §3 "Statement set", "Statement"):
 * - CFDocument → the set: title, identifier, uri;
 * - CFItems → statements: fullStatement → title, abbreviatedStatement → abbreviation, humanCodingScheme →
 *   statement_id, notes → description; the item's identifier and uri are kept;
 * - CFAssociations of type isChildOf (origin = child, destination = parent item or the document) → the
 *   statements' hierarchy, siblings ordered by sequenceNumber, then by humanCodingScheme, then by listing
 *   order. An item with several isChildOf parents keeps the first one listed; an item with none is top-level.
 * Anything malformed gives a problem naming what is wrong, and nothing is read.
 */

import { cleanName } from '../text/names';

export const CASE_MAX_ITEMS = 5000;
export const CASE_TITLE_MAX_LENGTH = 5000;
export const CASE_TEXT_MAX_LENGTH = 20000;
/** CASE identifiers are UUIDs; anything this long is not one (and would not fit a key). */
export const CASE_IDENTIFIER_MAX_LENGTH = 256;
export const CASE_URI_MAX_LENGTH = 2000;

export interface CaseStatement {
  identifier: string;
  uri: string | null;
  title: string;
  abbreviation: string;
  statementId: string;
  description: string;
  /** The parent item's identifier, null at the top. */
  parentIdentifier: string | null;
}

export interface CaseFramework {
  document: { identifier: string; uri: string | null; title: string };
  /** Depth first, parents before their children. */
  statements: CaseStatement[];
}

export type CaseReadResult = { ok: true; framework: CaseFramework } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const optionalText = (value: unknown, where: string): string | null | { problem: string } => {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : { problem: `${where} is not text` };
};
const nodeIdentifier = (value: unknown): string | null => (isObject(value) ? text(value.identifier) : null);

class CaseProblem extends Error {}
const fail = (problem: string): never => {
  throw new CaseProblem(problem);
};

/** A required identifier, refused when longer than an identifier can be. */
const identifierOf = (value: unknown, where: string): string => {
  const identifier = text(value) ?? fail(`${where} is missing`);
  if (identifier.length > CASE_IDENTIFIER_MAX_LENGTH) {
    fail(`${where} is longer than ${CASE_IDENTIFIER_MAX_LENGTH} characters`);
  }
  return identifier;
};

function readItem(raw: unknown, index: number): CaseStatement & { order: number } {
  const where = `CFItems[${index}]`;
  if (!isObject(raw)) return fail(`${where} is not an object`);
  const identifier = identifierOf(raw.identifier, `${where}.identifier`);
  const title = text(raw.fullStatement) ?? fail(`${where}.fullStatement is missing`);
  if (title.length > CASE_TITLE_MAX_LENGTH)
    fail(`${where}.fullStatement is longer than ${CASE_TITLE_MAX_LENGTH} characters`);
  const fields = {
    abbreviatedStatement: 1000,
    humanCodingScheme: 1000,
    notes: CASE_TEXT_MAX_LENGTH,
    uri: CASE_URI_MAX_LENGTH,
  } as const;
  const values: Record<string, string | null> = {};
  for (const [name, max] of Object.entries(fields)) {
    const value = optionalText(raw[name], `${where}.${name}`);
    if (isObject(value)) return fail((value as { problem: string }).problem);
    if (value !== null && value.length > max) fail(`${where}.${name} is longer than ${max} characters`);
    values[name] = value;
  }
  return {
    identifier,
    uri: values.uri ?? null,
    title: title.trim(),
    abbreviation: cleanName(values.abbreviatedStatement),
    statementId: cleanName(values.humanCodingScheme),
    description: (values.notes ?? '').trim(),
    parentIdentifier: null,
    order: index,
  };
}

export function readCaseFramework(pkg: unknown): CaseReadResult {
  try {
    return { ok: true, framework: read(pkg) };
  } catch (error) {
    if (error instanceof CaseProblem) return { ok: false, problem: error.message };
    throw error;
  }
}

function read(pkg: unknown): CaseFramework {
  if (!isObject(pkg)) return fail('the package is not a JSON object');
  const doc = pkg.CFDocument;
  if (!isObject(doc)) return fail('CFDocument is missing');
  const docIdentifier = identifierOf(doc.identifier, 'CFDocument.identifier');
  // The document's title is the statement set's title: a name, cleaned like every name (text/names.ts).
  const docTitle = cleanName(text(doc.title)) || fail('CFDocument.title is missing');
  if (docTitle.length > CASE_TITLE_MAX_LENGTH)
    fail(`CFDocument.title is longer than ${CASE_TITLE_MAX_LENGTH} characters`);
  const docUri = optionalText(doc.uri, 'CFDocument.uri');
  if (isObject(docUri)) return fail((docUri as { problem: string }).problem);
  if (typeof docUri === 'string' && docUri.length > CASE_URI_MAX_LENGTH) {
    fail(`CFDocument.uri is longer than ${CASE_URI_MAX_LENGTH} characters`);
  }

  if (!Array.isArray(pkg.CFItems)) return fail('CFItems is missing or not a list');
  if (pkg.CFItems.length > CASE_MAX_ITEMS) fail(`CFItems has more than ${CASE_MAX_ITEMS} items`);
  const items = pkg.CFItems.map(readItem);
  const byId = new Map<string, (typeof items)[number]>();
  items.forEach((item, index) => {
    if (byId.has(item.identifier) || item.identifier === docIdentifier) {
      fail(`CFItems[${index}].identifier ${item.identifier} is used twice`);
    }
    byId.set(item.identifier, item);
  });

  const associations = pkg.CFAssociations ?? [];
  if (!Array.isArray(associations)) return fail('CFAssociations is not a list');
  const sequence = new Map<string, number>();
  associations.forEach((raw, index) => {
    const where = `CFAssociations[${index}]`;
    if (!isObject(raw)) return fail(`${where} is not an object`);
    const type = text(raw.associationType) ?? fail(`${where}.associationType is missing`);
    if (type !== 'isChildOf') return;
    const child = nodeIdentifier(raw.originNodeURI) ?? fail(`${where}.originNodeURI.identifier is missing`);
    if (child.length > CASE_IDENTIFIER_MAX_LENGTH) fail(`${where}.originNodeURI.identifier is too long`);
    const parent = nodeIdentifier(raw.destinationNodeURI) ?? fail(`${where}.destinationNodeURI.identifier is missing`);
    const item = byId.get(child) ?? fail(`${where}.originNodeURI names ${child}, which is not among the CFItems`);
    if (parent !== docIdentifier && !byId.has(parent)) {
      fail(`${where}.destinationNodeURI names ${parent}, which is neither the CFDocument nor among the CFItems`);
    }
    if (sequence.has(child)) return; // first isChildOf wins
    const seq = raw.sequenceNumber;
    if (seq !== undefined && seq !== null && (typeof seq !== 'number' || !Number.isFinite(seq))) {
      fail(`${where}.sequenceNumber is not a number`);
    }
    sequence.set(child, typeof seq === 'number' ? seq : Number.POSITIVE_INFINITY);
    item.parentIdentifier = parent === docIdentifier ? null : parent;
  });

  // No cycles: following parents from any item must reach the top.
  for (const item of items) {
    const seen = new Set<string>();
    let current: string | null = item.identifier;
    while (current !== null) {
      if (seen.has(current)) fail(`the isChildOf associations of ${item.identifier} form a cycle`);
      seen.add(current);
      current = byId.get(current)?.parentIdentifier ?? null;
    }
  }

  const children = new Map<string | null, typeof items>();
  for (const item of items) children.set(item.parentIdentifier, [...(children.get(item.parentIdentifier) ?? []), item]);
  const collator = new Intl.Collator('en', { numeric: true });
  const ordered: CaseStatement[] = [];
  const visit = (parent: string | null) => {
    const list = [...(children.get(parent) ?? [])].sort(
      (a, b) =>
        (sequence.get(a.identifier) ?? Number.POSITIVE_INFINITY) -
          (sequence.get(b.identifier) ?? Number.POSITIVE_INFINITY) ||
        collator.compare(a.statementId, b.statementId) ||
        a.order - b.order,
    );
    for (const { order: _order, ...statement } of list) {
      ordered.push(statement);
      visit(statement.identifier);
    }
  };
  visit(null);
  return {
    document: { identifier: docIdentifier, uri: (docUri as string | null) ?? null, title: docTitle },
    statements: ordered,
  };
}
