/**
 * The name an uploaded file is kept, served and shown under: the last part of what was sent, without
 * bidirectional controls (U+202E turns `fdp.exe` into `exe.pdf` on screen), other control or invisible
 * format characters, or characters no file system takes, and with the extension of the type read from
 * its content (`poly.html` that holds a PDF is `poly.pdf`: the name never makes a browser or a
 * desktop open it as something else). Framework-free: the mock keeps names with it, the app shows
 * names through it.
 */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** Bidirectional controls: embeddings and overrides, isolates, marks (LRM, RLM, ALM). */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;
/** C0, DEL and C1 controls; line and paragraph separators; zero-width and other invisible format characters. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200d\u2060-\u2064\ufeff]/gu;
/** Not in a file name anywhere (Windows' reserved characters, quotes for the header). */
const RESERVED = /["*:<>?|]/g;
const MAX_LENGTH = 200;
const FALLBACK = 'document';

/** The name with the extension of `contentType` (the type read from the file's content). */
function withExtension(name: string, contentType: string | undefined): string {
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot + 1) : '';
  const hasExtension = dot >= 0 && /^[a-z0-9]{1,8}$/i.test(extension);
  const stem = (hasExtension ? name.slice(0, dot) : name).replace(/^\.+/, '').trim() || FALLBACK;
  const wanted = contentType ? EXTENSIONS[contentType] : undefined;
  if (!wanted || wanted.includes(extension.toLowerCase()))
    return hasExtension ? `${stem}.${extension}` : stem;
  // `cv.pdf.exe` holding a PDF is `cv.pdf`; `poly.html` is `poly.pdf`; `scan` is `scan.pdf`.
  const inner = stem.lastIndexOf('.');
  if (inner > 0 && wanted.includes(stem.slice(inner + 1).toLowerCase())) return stem;
  return `${stem}.${wanted[0]!}`;
}

/** The kept (and shown) name of an uploaded file; `contentType` is the type read from its content. */
export function cleanFileName(name: string, contentType?: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(CONTROLS, '')
    .replace(RESERVED, '')
    .replace(/\s+/gu, ' ')
    .replace(/[.\s]+$/u, '')
    .trim();
  const named = withExtension(clean, contentType);
  if (named.length <= MAX_LENGTH) return named;
  const dot = named.lastIndexOf('.');
  const extension = dot > 0 ? named.slice(dot) : '';
  return `${named.slice(0, MAX_LENGTH - extension.length).trimEnd()}${extension}`;
}
