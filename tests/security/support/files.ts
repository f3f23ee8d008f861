// Files for the upload attacks: real headers of the types a CV may be, and the disguises.
const text = (value: string) => new TextEncoder().encode(value);

/** A ZIP whose first entry is `name` (an OOXML document's first part, or anything else). */
function zipStartingWith(name: string): Uint8Array {
  const header = new Uint8Array(30 + name.length);
  header.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
  header[26] = name.length;
  header.set(text(name), 30);
  return header;
}

export const FILES = {
  pdf: text('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'),
  doc: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  docx: zipStartingWith('[Content_Types].xml'),
  html: text('<!doctype html><html><body><script>alert(document.domain)</script></body></html>'),
  htmlBehindBom: text('\ufeff  <HTML><script>alert(1)</script>'),
  svg: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  xmlSvg: text(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  ),
  zip: zipStartingWith('payload.exe'),
  script: text('MZ\x90\x00 not a document'),
  empty: new Uint8Array(),
  pdfLate: text(`${' '.repeat(2000)}%PDF-1.7`),
} as const;

export type Disguise = keyof typeof FILES;

/** The disguises: none is a PDF, DOC or DOCX, whatever its name and declared type say. */
export const DISGUISES: Disguise[] = [
  'html',
  'htmlBehindBom',
  'svg',
  'xmlSvg',
  'zip',
  'script',
  'pdfLate',
];

export const PDF_TYPE = 'application/pdf';
