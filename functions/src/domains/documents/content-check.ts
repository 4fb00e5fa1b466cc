import type { DocumentExtension } from '@mizan/shared/schemas/documents';

/** Reads bytes `start` to `end` (inclusive) of a file of `size` bytes: from memory, or a range of a stored object. */
export type ByteReader = { size: number; read: (start: number, end: number) => Promise<Buffer> };

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SIGNATURES: Record<DocumentExtension, Buffer> = { pdf: PDF, png: PNG, jpg: JPEG, jpeg: JPEG, doc: OLE, docx: ZIP };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end-of-central-directory record is 22 bytes, followed by a comment of at most 65,535. */
const TAIL = 22 + 0xffff;

/** The names of a ZIP archive's entries, from its central directory; none when it is not a readable ZIP. */
export const zipEntryNames = async (file: ByteReader): Promise<string[]> => {
  const tailStart = Math.max(0, file.size - TAIL);
  const tail = await file.read(tailStart, file.size - 1);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  if (end < 0) return [];
  const size = tail.readUInt32LE(end + 12);
  const offset = tail.readUInt32LE(end + 16);
  if (size === 0 || offset + size > file.size) return [];
  const directory =
    offset >= tailStart ? tail.subarray(offset - tailStart, offset - tailStart + size) : await file.read(offset, offset + size - 1);
  const names: string[] = [];
  for (let p = 0; p + 46 <= directory.length && directory.readUInt32LE(p) === DIRECTORY_ENTRY;) {
    const nameLength = directory.readUInt16LE(p + 28);
    names.push(directory.toString('utf8', p + 46, p + 46 + nameLength));
    p += 46 + nameLength + directory.readUInt16LE(p + 30) + directory.readUInt16LE(p + 32);
  }
  return names;
};

/**
 * Does the content match the extension (decisions: checked on the name and on the leading bytes)?
 * PDF `%PDF-`, PNG's signature, JPEG `FF D8 FF`, DOC the OLE compound file's signature, DOCX a ZIP
 * archive holding `word/`.
 */
export const contentMatches = async (extension: DocumentExtension, file: ByteReader): Promise<boolean> => {
  const signature = SIGNATURES[extension];
  if (file.size < signature.length) return false;
  if (!(await file.read(0, signature.length - 1)).equals(signature)) return false;
  if (extension !== 'docx') return true;
  return (await zipEntryNames(file)).some((name) => name.startsWith('word/'));
};

export const memoryReader = (bytes: Buffer): ByteReader => ({
  size: bytes.length,
  read: (start, end) => Promise.resolve(bytes.subarray(start, end + 1)),
});
