import { type BundleFiles, cell, fileProblem, problem } from './files';
import type { FileMode, Manifest, OneRosterVersion, Problem } from './types';

const MODES: readonly FileMode[] = ['bulk', 'delta', 'absent'];

/** `oneroster.version` as the two versions read: 1.1 (and 1.1.x), 1.2 (and 1.2.x). */
function versionOf(value: string): OneRosterVersion | undefined {
  if (/^1\.1(\.\d+)?$/.test(value)) return '1.1';
  if (/^1\.2(\.\d+)?$/.test(value)) return '1.2';
  return undefined;
}

/**
 * manifest.csv: `propertyName,value` lines. `oneroster.version` chooses the binding; each `file.<name>` says
 * whether the file is sent in bulk, as a delta, or not at all (blank reads as absent, as the 1.2 sample writes
 * its unused lines). A bad mode or version refuses the bundle: the files cannot be read without them.
 */
export async function readManifest(files: BundleFiles): Promise<{ manifest?: Manifest; problems: Problem[] }> {
  const problems: Problem[] = [];
  const file = 'manifest.csv';
  const properties = new Map<string, { value: string; line: number }>();
  try {
    for await (const row of files.rows(file, (header) => {
      for (const column of ['propertyName', 'value'])
        if (!header.includes(column.toLowerCase()))
          problems.push(problem('error', 'hierarchy.oneroster.missing_column', { column }, { file, column }));
    })) {
      properties.set(cell(row, 'propertyName'), { value: cell(row, 'value'), line: row.line });
    }
  } catch (error) {
    return { problems: [fileProblem(file, error)] };
  }
  if (problems.length > 0) return { problems };

  const versionLine = properties.get('oneroster.version');
  const version = versionOf(versionLine?.value ?? '');
  if (!version) {
    problems.push(
      problem(
        'error',
        'hierarchy.oneroster.unsupported_version',
        { version: versionLine?.value ?? '' },
        { file, line: versionLine?.line, column: 'value' },
      ),
    );
  }
  const modes: Record<string, FileMode> = {};
  for (const [property, { value, line }] of properties) {
    if (!property.startsWith('file.')) continue;
    const mode = value === '' ? 'absent' : MODES.find((option) => option === value.toLowerCase());
    if (mode) modes[property.slice('file.'.length)] = mode;
    else
      problems.push(problem('error', 'hierarchy.oneroster.bad_file_mode', { value }, { file, line, column: 'value' }));
  }
  const text = (name: string): string | null => {
    const value = properties.get(name)?.value ?? '';
    return value === '' || value === 'absent' ? null : value;
  };
  if (!version || problems.length > 0) return { problems };
  return {
    manifest: {
      manifestVersion: properties.get('manifest.version')?.value ?? '',
      version,
      files: modes,
      sourceSystemName: text('source.systemName'),
      sourceSystemCode: text('source.systemCode'),
    },
    problems,
  };
}
