// The font files of the mock's PDFs (IBM Plex Sans Arabic, the app's own font), read from
// node_modules once, on the first PDF.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type FontBytes = { arabic: Uint8Array; latin: Uint8Array };

let loaded: Promise<FontBytes> | undefined;

async function load(): Promise<FontBytes> {
  const fontDir = join(
    dirname(
      createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans-arabic/package.json'),
    ),
    'files',
  );
  const read = async (subset: 'arabic' | 'latin') =>
    new Uint8Array(await readFile(join(fontDir, `ibm-plex-sans-arabic-${subset}-400-normal.woff`)));
  const [arabic, latin] = await Promise.all([read('arabic'), read('latin')]);
  return { arabic, latin };
}

export function pdfFonts(): Promise<FontBytes> {
  loaded ??= load();
  return loaded;
}
