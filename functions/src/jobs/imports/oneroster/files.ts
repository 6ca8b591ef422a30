import { csvRowStream, CsvProblem, type CsvRow } from '@tessera/shared';
import type { HierarchyMessageKey } from '@tessera/shared/messages/hierarchy';
import type { ZipArchive } from './zip';
import type { Problem } from './types';

/**
 * The bundle's files as streams of CSV rows: found by name in any case (userprofiles.csv for userProfiles.csv) and
 * in the manifest's folder (a zip made by compressing a folder keeps it), read with the shared streaming CSV reader
 * (ADR 0008), one record at a time.
 */
export class BundleFiles {
  private readonly byName = new Map<string, string>();

  constructor(
    private readonly zip: ZipArchive,
    /** The folder manifest.csv is in, '' at the top. */
    readonly folder: string,
  ) {
    for (const name of zip.names) {
      if (!name.startsWith(folder)) continue;
      const rest = name.slice(folder.length);
      if (!rest.includes('/')) this.byName.set(rest.toLowerCase(), name);
    }
  }

  /** Finds manifest.csv: the shallowest one in the archive. */
  static manifestFolder(zip: ZipArchive): string | undefined {
    const manifests = zip.names
      .filter((name) => (name.split('/').pop() ?? '').toLowerCase() === 'manifest.csv')
      .sort((a, b) => a.split('/').length - b.split('/').length);
    const first = manifests[0];
    return first === undefined ? undefined : first.slice(0, first.length - 'manifest.csv'.length);
  }

  has(file: string): boolean {
    return this.byName.has(file.toLowerCase());
  }

  /** The other files in the folder (for the "in the bundle but not sent" warning). */
  names(): string[] {
    return [...this.byName.keys()];
  }

  /**
   * The rows of `file`. `onHeader` sees the header's names (lower-cased, trimmed) before any row. Throws CsvProblem
   * (malformed CSV) or ZipProblem (a damaged entry).
   */
  async *rows(file: string, onHeader?: (header: string[]) => void): AsyncGenerator<CsvRow> {
    const name = this.byName.get(file.toLowerCase());
    if (name === undefined) return;
    const stream = await this.zip.open(name);
    try {
      yield* csvRowStream(utf8Checked(stream as AsyncIterable<Uint8Array>), { onHeader });
    } finally {
      stream.destroy();
    }
  }
}

/** A file's bytes are not UTF-8 (the binding's only encoding): refused rather than read with "�" in names. */
export class NotUtf8 extends Error {
  constructor() {
    super('not UTF-8');
    this.name = 'NotUtf8';
  }
}

/** Passes the chunks on while checking they are UTF-8 (a character may be split across two chunks). */
async function* utf8Checked(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) {
      decoder.decode(chunk, { stream: true });
      yield chunk;
    }
    decoder.decode();
  } catch (error) {
    // Node's TextDecoder throws a TypeError with this code (checked by code: errors may come from another realm).
    if ((error as { code?: unknown }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') throw new NotUtf8();
    throw error;
  }
}

/** A cell by the column's name as the binding spells it, trimmed; '' when the column is missing. */
export const cell = (row: CsvRow, column: string): string => (row.values[column.toLowerCase()] ?? '').trim();

export const problem = (
  severity: Problem['severity'],
  code: HierarchyMessageKey,
  params: Problem['params'],
  where: Pick<Problem, 'file' | 'line' | 'column'> = {},
): Problem => ({ severity, code, params, ...where });

/** The problem a CSV or zip failure of a file becomes. */
export function fileProblem(file: string, error: unknown): Problem {
  if (error instanceof CsvProblem)
    return problem('error', 'hierarchy.oneroster.bad_csv', { problem: error.problem }, { file });
  if (error instanceof NotUtf8) return problem('error', 'hierarchy.oneroster.not_utf8', {}, { file });
  const reason = error instanceof Error ? error.message : String(error);
  return problem('error', 'hierarchy.oneroster.not_a_zip', { reason }, { file });
}
