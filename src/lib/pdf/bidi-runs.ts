const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

export type Run = { text: string; rtl: boolean };

/**
 * A line cut into runs in the order they are drawn from the line's start edge (the right for an
 * Arabic page): Arabic words one by one in the order read, and the words in the other script grouped
 * and kept in their own order (an ID, a date's digits, a Latin name). Enough bidi for the labels and
 * values of the data copy; shaping is the font's.
 */
export function bidiRuns(line: string, rtl: boolean): Run[] {
  const runs: Run[] = [];
  for (const word of line.split(/\s+/).filter(Boolean)) {
    const arabic = ARABIC.test(word);
    const last = runs.at(-1);
    if (arabic === rtl || !last || last.rtl !== arabic) runs.push({ text: word, rtl: arabic });
    else last.text = arabic ? `${word} ${last.text}` : `${last.text} ${word}`;
  }
  return runs;
}
