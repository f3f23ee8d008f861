/**
 * The font files of the mock's PDFs (IBM Plex Sans Arabic, the app's own font): read from
 * node_modules by the Node entry points (pdf-fonts-node.ts), fetched by the service-worker mode
 * (mocks/browser.ts). Loaded once, on the first PDF.
 */
export type FontBytes = { arabic: Uint8Array; latin: Uint8Array };

let loader: (() => Promise<FontBytes>) | undefined;
let loaded: Promise<FontBytes> | undefined;

export function setPdfFontLoader(load: () => Promise<FontBytes>): void {
  loader = load;
  loaded = undefined;
}

export function pdfFonts(): Promise<FontBytes> {
  if (!loader) return Promise.reject(new Error('no PDF font loader: see mocks/lib/pdf-fonts.ts'));
  loaded ??= loader();
  return loaded;
}
