/**
 * Text for matching what is typed in either language: lower case, no Arabic diacritics or tatweel, the
 * letter forms people type interchangeably made one (أ إ آ → ا, ة → ه, ى → ي), Arabic-Indic digits Latin.
 */
export function searchable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query appears somewhere in the text (in any order). */
export function matches(text: string, query: string): boolean {
  const haystack = searchable(text);
  return searchable(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
