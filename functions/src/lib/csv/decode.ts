/**
 * Which text encoding an import file is in, and its text, decoded as the bytes arrive (docs/imports.md):
 * - a byte-order mark decides: EF BB BF UTF-8, FF FE UTF-16 LE, FE FF UTF-16 BE;
 * - without one, the file is UTF-8 unless its bytes are not valid UTF-8, then Windows-1252 (what Excel for
 *   Windows writes with "CSV (Comma delimited)"). The choice is made at the first byte above 0x7F: until then
 *   the text is ASCII, which both encodings read alike, so nothing decoded before the choice can be wrong. A
 *   UTF-8 file with a stray invalid byte further on keeps UTF-8, and the byte becomes U+FFFD, which the row
 *   reader reports (a replacement character is never stored silently).
 * Decoding is the WHATWG Encoding Standard's, through @exodus/bytes' TextDecoder: Node's own decodes
 * windows-1252 as Latin-1 (0x80–0x9F become control characters instead of € ‘ ’ “ ” …) since 20.18.3 and
 * 22.13.0 (nodejs/node#60888). It is loaded on the first file read, not at a Lambda's init.
 */

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** A file that is not text at all: refused before its first row, with what it looks like. */
export type NotTextKind = 'spreadsheet' | 'binary';

export class NotTextFile extends Error {
  constructor(readonly kind: NotTextKind) {
    super(`not a text file (${kind})`);
    this.name = 'NotTextFile';
  }
}

type Decoder = { decode(input?: Uint8Array, options?: { stream?: boolean }): string };
type DecoderClass = new (label: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => Decoder;

let decoderClass: Promise<DecoderClass> | undefined;
const loadDecoder = (): Promise<DecoderClass> =>
  (decoderClass ??= import('@exodus/bytes/encoding-lite.js').then((module) => module.TextDecoder as DecoderClass));

/** The length of the UTF-8 sequence a lead byte starts, or 0 when no sequence starts with it. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, index) => bytes[index] === byte);

/** Zip (an .xlsx or .ods workbook) or OLE2 (an old .xls): a spreadsheet saved in its own format, not as CSV. */
const SPREADSHEET_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
];

function bomEncoding(bytes: Uint8Array): CsvEncoding | undefined {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  return undefined;
}

const toBytes = (chunk: Uint8Array | string): Uint8Array =>
  typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

const ascii = (bytes: Uint8Array): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

export interface DecodedText {
  /** The encoding read: final once the text has been read to its end (a file of ASCII so far says utf-8). */
  readonly encoding: () => CsvEncoding;
  /** Whether the file started with a byte-order mark. */
  readonly bom: () => boolean;
  /** The text, piece by piece (a byte-order mark is not part of it). Throws NotTextFile before any text. */
  readonly text: AsyncGenerator<string>;
}

/**
 * The text of a byte stream. Holds at most the bytes of one chunk and the few bytes of a character split
 * between chunks. Stopping early (return) closes the source.
 */
export function decodeText(source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>): DecodedText {
  let encoding: CsvEncoding | undefined;
  let bom = false;

  async function* text(): AsyncGenerator<string> {
    const TextDecoder = await loadDecoder();
    let decoder: Decoder | undefined;
    let pending: Uint8Array = new Uint8Array(0);
    let first = true;

    const choose = (chosen: CsvEncoding) => {
      encoding = chosen;
      decoder = new TextDecoder(chosen);
    };

    /** Decodes what can be decided; keeps in `pending` what cannot yet (a BOM or a character cut short). */
    function* take(bytes: Uint8Array, end: boolean): Generator<string> {
      if (first) {
        if (bytes.length < 8 && !end) {
          pending = bytes;
          return;
        }
        first = false;
        if (SPREADSHEET_SIGNATURES.some((signature) => startsWith(bytes, signature)))
          throw new NotTextFile('spreadsheet');
        const marked = bomEncoding(bytes);
        if (marked) {
          bom = true;
          choose(marked);
        } else if (bytes.subarray(0, 1024).includes(0)) {
          // NUL bytes: UTF-16 without its byte-order mark, or no text at all. Neither can be read safely.
          throw new NotTextFile('binary');
        }
      }
      if (decoder) {
        const piece = decoder.decode(bytes, { stream: !end });
        if (piece !== '') yield piece;
        return;
      }
      // Undecided: ASCII so far. Find the first byte above 0x7F and decide on the sequence it starts.
      const at = bytes.findIndex((byte) => byte > 0x7f);
      if (at === -1) {
        if (bytes.length > 0) yield ascii(bytes);
        return;
      }
      if (at > 0) yield ascii(bytes.subarray(0, at));
      const rest = bytes.subarray(at);
      const length = sequenceLength(rest[0] as number);
      if (length > rest.length && !end) {
        pending = rest;
        return;
      }
      let valid = false;
      if (length > 0 && length <= rest.length) {
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(rest.subarray(0, length));
          valid = true;
        } catch {
          valid = false;
        }
      }
      choose(valid ? 'utf-8' : 'windows-1252');
      yield* take(rest, end);
    }

    for await (const chunk of source) {
      const bytes = concat(pending, toBytes(chunk));
      pending = new Uint8Array(0);
      yield* take(bytes, false);
    }
    yield* take(pending, true);
    encoding ??= 'utf-8';
  }

  return { encoding: () => encoding ?? 'utf-8', bom: () => bom, text: text() };
}
