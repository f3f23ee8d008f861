/**
 * Identifiers inside running text: references (FR-2025-000318), IBANs' groups, phone numbers (+966…),
 * licence numbers, amounts (1,250,000). Written left to right and kept whole, they never reorder in an
 * Arabic sentence (`<bdi dir="ltr">`) and never wrap inside themselves.
 */
const TOKEN = /\+?[A-Za-z0-9\u0660-\u0669]+(?:[-/._:,][A-Za-z0-9\u0660-\u0669]+)*/g;

function isIdentifier(token: string): boolean {
  if (!/[0-9\u0660-\u0669]/.test(token)) return false;
  return /[A-Za-z+\-/._:,]/.test(token) || token.length >= 5;
}

/** The class of an isolated identifier: left to right, never wrapped inside itself. */
export const IDENTIFIER_CLASS = 'ltr-id';

export type TextPart = { text: string; identifier: boolean };

/** A text cut into plain parts and identifiers, in order. */
export function splitIdentifiers(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (!isIdentifier(match[0])) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index), identifier: false });
    parts.push({ text: match[0], identifier: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), identifier: false });
  return parts;
}

/** The identifiers of an element's text wrapped in `<bdi dir="ltr" class="ltr-id">` (after sanitizing). */
export function isolateIdentifiersIn(root: Node): void {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const parts = splitIdentifiers(node.data);
    if (!parts.some((part) => part.identifier)) continue;
    const pieces = parts.map((part) => {
      if (!part.identifier) return document.createTextNode(part.text);
      const bdi = document.createElement('bdi');
      bdi.setAttribute('dir', 'ltr');
      bdi.className = IDENTIFIER_CLASS;
      bdi.textContent = part.text;
      return bdi;
    });
    node.replaceWith(...pieces);
  }
}
