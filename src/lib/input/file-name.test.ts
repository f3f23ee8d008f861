import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name';

const PDF = 'application/pdf';

describe('cleanFileName', () => {
  it.each([
    ['poly.html', PDF, 'poly.pdf'],
    ['invoice\u202efdp.exe', PDF, 'invoicefdp.pdf'],
    ['cv.pdf.exe', PDF, 'cv.pdf'],
    ['scan', PDF, 'scan.pdf'],
    ['Scan.PDF', PDF, 'Scan.PDF'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['photo.jpg', 'image/png', 'photo.png'],
    ['../../شهادة الراتب<>.pdf', PDF, 'شهادة الراتب.pdf'],
    ['C:\\Users\\x\\id.pdf', PDF, 'id.pdf'],
    ['\u2067\u200f.html', PDF, 'document.pdf'],
    ['..pdf', PDF, 'document.pdf'],
    ['a\u0000b\u0085c\u2028d\ufeff.pdf ', PDF, 'abcd.pdf'],
    ['kept.txt', undefined, 'kept.txt'],
  ])('%j holding %s is kept as %j', (name, type, kept) => {
    expect(cleanFileName(name, type)).toBe(kept);
  });

  it('keeps the extension when it shortens a long name', () => {
    const kept = cleanFileName(`${'ب'.repeat(300)}.pdf`, PDF);
    expect(kept).toHaveLength(200);
    expect(kept.endsWith('.pdf')).toBe(true);
  });
});
