/**
 * A file's type read from its first bytes (its signature), never from its name or the type it was
 * declared with: an HTML or SVG file renamed `cv.pdf` is not a PDF. Framework-free: the app checks an
 * upload with it before sending, and the mock backend checks what it receives with it.
 */
export const SNIFF_BYTES = 64;

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const startsWith = (head: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => head[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The parts an Office Open XML document starts with (the first entry of its ZIP). */
const OOXML_FIRST_PART = /^(\[Content_Types\]\.xml|_rels\/|docProps\/|word\/|customXml\/)/;

/** The name of a ZIP's first entry (its local file header), or undefined when `head` is not a ZIP. */
function firstZipEntry(head: Uint8Array): string | undefined {
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return undefined;
  const length = (head[26] ?? 0) | ((head[27] ?? 0) << 8);
  return String.fromCharCode(...head.subarray(30, 30 + length));
}

const SIGNATURES: [type: string, matches: (head: Uint8Array) => boolean][] = [
  [PDF, (head) => startsWith(head, ascii('%PDF-'))],
  [DOC, (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  [DOCX, (head) => OOXML_FIRST_PART.test(firstZipEntry(head) ?? '')],
  ['image/png', (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', (head) => startsWith(head, [0xff, 0xd8, 0xff])],
  ['image/webp', (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)],
];

/** The media type the first bytes of a file show (at least SNIFF_BYTES of them), or undefined. */
export function sniffContentType(head: Uint8Array): string | undefined {
  return SIGNATURES.find(([, matches]) => matches(head))?.[0];
}

/** The media type of a file (or any Blob), from its content. */
export async function sniffFile(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffContentType(head);
}

/**
 * The file with its type read from its content, not from its name or the type the browser guessed:
 * `cv.pdf` that holds HTML has no type, and a form's check refuses it before anything is sent.
 */
export async function withSniffedType(file: File): Promise<File> {
  return new File([file], file.name, { type: (await sniffFile(file)) ?? '' });
}
