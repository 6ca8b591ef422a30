import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/**
 * A OneRoster bundle's zip, read with yauzl (ADR 0030): the central directory first, then any entry as a stream,
 * in any order and as often as needed. The reader needs random access (a zip's directory is at its end, and the
 * files must be read in their dependency order, not the order they were zipped in), so a forward-only stream (an
 * S3 object body) is first spooled to a temporary file (`spoolToFile`): the Lambda's /tmp, never memory.
 */
export type ZipSource = { path: string } | { bytes: Uint8Array };

/** Limits that keep a hostile or broken zip from filling memory or disk. */
export interface ZipLimits {
  /** At most this many entries (a bundle holds 19 files at most). */
  maxEntries: number;
  /** At most this many bytes once inflated, per entry (yauzl also checks the header's sizes against the data). */
  maxEntryBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 200, maxEntryBytes: 2 * 1024 ** 3 };

/** The zip cannot be read; `reason` is yauzl's or ours (the bundle is refused whole). */
export class ZipProblem extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ZipProblem';
  }
}

export interface ZipArchive {
  /** The file names of the archive's entries (folders left out), as stored. */
  names: string[];
  /** One entry's bytes as a stream; opened anew on every call. */
  open(name: string): Promise<Readable>;
  close(): void;
}

const openZipFile = (source: ZipSource): Promise<yauzl.ZipFile> =>
  new Promise((resolve, reject) => {
    const options: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
    const done = (error: Error | null, zip?: yauzl.ZipFile) => {
      if (error || !zip) reject(new ZipProblem(error?.message ?? 'no zip file'));
      else resolve(zip);
    };
    if ('path' in source) yauzl.open(source.path, options, done);
    else
      yauzl.fromBuffer(
        Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength),
        options,
        done,
      );
  });

const readEntries = (zip: yauzl.ZipFile, limits: ZipLimits): Promise<Map<string, yauzl.Entry>> =>
  new Promise((resolve, reject) => {
    if (zip.entryCount > limits.maxEntries) {
      reject(new ZipProblem(`the zip holds ${zip.entryCount} entries, more than ${limits.maxEntries}`));
      return;
    }
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) => reject(new ZipProblem(error.message)));
    zip.readEntry();
  });

/** Opens a zip and reads its directory (not its contents). Throws ZipProblem when it is not a readable zip. */
export async function openZip(source: ZipSource, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipArchive> {
  const zip = await openZipFile(source);
  let entries: Map<string, yauzl.Entry>;
  try {
    entries = await readEntries(zip, limits);
  } catch (error) {
    zip.close();
    throw error;
  }
  return {
    names: [...entries.keys()],
    open: async (name) => {
      const entry = entries.get(name);
      if (!entry) throw new ZipProblem(`no entry ${name}`);
      if (entry.uncompressedSize > limits.maxEntryBytes)
        throw new ZipProblem(`${name} inflates to ${entry.uncompressedSize} bytes, more than ${limits.maxEntryBytes}`);
      if (entry.isEncrypted()) throw new ZipProblem(`${name} is encrypted`);
      try {
        return await zip.openReadStreamPromise(entry);
      } catch (error) {
        throw new ZipProblem(error instanceof Error ? error.message : String(error));
      }
    },
    close: () => zip.close(),
  };
}

/**
 * Writes a forward-only stream (an S3 GetObject body) to a file of its own under the temporary folder, for
 * openZip. `remove` deletes it (call it when the bundle has been read, also after a failure).
 */
export async function spoolToFile(
  body: Readable | AsyncIterable<Uint8Array>,
  folder: string = tmpdir(),
): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(folder, 'oneroster-'));
  const path = join(dir, 'bundle.zip');
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(body, createWriteStream(path));
  } catch (error) {
    await remove();
    throw error;
  }
  return { path, remove };
}
