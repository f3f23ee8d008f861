import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/** The images of a PDF's first page, as grey pixels (the mock's invoice draws its QR code so). */
async function pageImages(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf);
  const images: { width: number; height: number; pixels: Uint8Array }[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const number = (key: string) => (object.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    const pixels = new Uint8Array(inflateSync(object.contents));
    images.push({ width: number('Width'), height: number('Height'), pixels });
  }
  return images;
}

/** Reads the QR code printed in a PDF, from its pixels, with a QR decoder. */
export async function qrOfPdf(pdf: Uint8Array): Promise<string | undefined> {
  for (const { width, height, pixels } of await pageImages(pdf)) {
    const rgba = new Uint8ClampedArray(width * height * 4);
    pixels.forEach((grey, index) => {
      rgba.set([grey, grey, grey, 255], index * 4);
    });
    const found = jsQR(rgba, width, height);
    if (found) return found.data;
  }
  return undefined;
}

/** ZATCA's TLV in base64 → its values by tag (1 seller, 2 VAT number, 3 time, 4 total, 5 VAT). */
export function readZatcaTlv(base64: string): Record<number, string> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length;) {
    const [tag, length] = [bytes[at]!, bytes[at + 1]!];
    fields[tag] = new TextDecoder().decode(bytes.slice(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return fields;
}
