import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setPdfFontLoader } from './pdf-fonts';

const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans-arabic/package.json')),
  'files',
);
const fontFile = (subset: 'arabic' | 'latin') =>
  join(fontDir, `ibm-plex-sans-arabic-${subset}-400-normal.woff`);

setPdfFontLoader(async () => {
  const [arabic, latin] = await Promise.all([
    readFile(fontFile('arabic')),
    readFile(fontFile('latin')),
  ]);
  return { arabic: new Uint8Array(arabic), latin: new Uint8Array(latin) };
});
