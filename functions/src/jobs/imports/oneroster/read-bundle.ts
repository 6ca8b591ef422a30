import { fileModes, indexBundle, shapeProblems } from './bundle-index';
import { BundleFiles, problem } from './files';
import { readManifest } from './manifest';
import { courseRows, membershipRows, nodeRows, sectionRows, termRows, userRows, type RowContext } from './rows';
import type {
  CourseRow,
  ImportItem,
  Manifest,
  MembershipRow,
  NodeRow,
  OneRosterVersion,
  Problem,
  SectionRow,
  TermRow,
  UserRow,
} from './types';
import { DEFAULT_ZIP_LIMITS, openZip, ZipProblem, type ZipLimits, type ZipSource } from './zip';

/**
 * A OneRoster 1.1 or 1.2 CSV bundle, read for an import job (ADR 0030). `problems` are the bundle's own: when
 * `refused`, nothing may be written (no manifest, a file the manifest sends is missing or unreadable, a column
 * Tessera needs is missing). Otherwise each entity's rows are read on demand, one at a time, in the order a job
 * writes them: nodes (parents first), terms, courses, sections, users, memberships. Each iterator reads its file
 * anew and may be read more than once; `close` releases the zip.
 */
export interface OneRosterBundle {
  version: OneRosterVersion | null;
  manifest: Manifest | null;
  problems: Problem[];
  refused: boolean;
  nodes(): AsyncGenerator<ImportItem<NodeRow>>;
  terms(): AsyncGenerator<ImportItem<TermRow>>;
  courses(): AsyncGenerator<ImportItem<CourseRow>>;
  sections(): AsyncGenerator<ImportItem<SectionRow>>;
  users(): AsyncGenerator<ImportItem<UserRow>>;
  memberships(): AsyncGenerator<ImportItem<MembershipRow>>;
  close(): void;
}

async function* none<T>(): AsyncGenerator<T> {}

function refusedBundle(problems: Problem[], manifest: Manifest | null, close: () => void): OneRosterBundle {
  return {
    version: manifest?.version ?? null,
    manifest,
    problems,
    refused: true,
    nodes: none,
    terms: none,
    courses: none,
    sections: none,
    users: none,
    memberships: none,
    close,
  };
}

const hasError = (problems: readonly Problem[]): boolean => problems.some((found) => found.severity === 'error');

/**
 * Opens a bundle (a file path, e.g. from `spoolToFile`, or bytes), reads its manifest and makes the first pass
 * over every file it sends. Never throws for a bad bundle: it comes back refused with its problems.
 */
export async function readOneRosterBundle(
  source: ZipSource,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<OneRosterBundle> {
  let zip;
  try {
    zip = await openZip(source, limits);
  } catch (error) {
    const reason = error instanceof ZipProblem ? error.reason : String(error);
    return refusedBundle([problem('error', 'hierarchy.oneroster.not_a_zip', { reason })], null, () => undefined);
  }
  const close = () => zip.close();
  const folder = BundleFiles.manifestFolder(zip);
  if (folder === undefined)
    return refusedBundle([problem('error', 'hierarchy.oneroster.no_manifest', {})], null, close);

  const files = new BundleFiles(zip, folder);
  const read = await readManifest(files);
  const manifest = read.manifest;
  if (!manifest || hasError(read.problems)) return refusedBundle(read.problems, manifest ?? null, close);

  const modes = fileModes(manifest);
  const problems = [...read.problems, ...shapeProblems(files, manifest, modes)];
  if (hasError(problems)) return refusedBundle(problems, manifest, close);

  const indexed = await indexBundle(files, manifest, modes);
  problems.push(...indexed.problems);
  if (hasError(problems)) return refusedBundle(problems, manifest, close);

  const context: RowContext = { files, index: indexed.index, version: manifest.version };
  return {
    version: manifest.version,
    manifest,
    problems,
    refused: false,
    nodes: () => nodeRows(context),
    terms: () => termRows(context),
    courses: () => courseRows(context),
    sections: () => sectionRows(context),
    users: () => userRows(context),
    memberships: () => membershipRows(context),
    close,
  };
}
