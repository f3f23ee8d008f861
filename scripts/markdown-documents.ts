// Long texts (the privacy policy, the terms) are Markdown documents, one per language
// (`<name>.<locale>.md`), compiled here at build time (and in tests) into HTML with anchors: the page
// that shows one imports it lazily, so no other page downloads it and the browser needs no Markdown
// parser. Every `##` heading names its anchor, the same in both languages: `## Your rights {#your-rights}`.
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

export type DocumentHeading = { slug: string; title: string };
/** A compiled document: the lead (what comes before the first heading), its sections, headings. */
export type CompiledDocument = { lead: string; body: string; headings: DocumentHeading[] };

const ANCHORED = /^(.*?)\s*\{#([a-z0-9-]+)\}\s*$/;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Markdown → HTML; a section heading is numbered, focusable and its own anchor. */
export function compileDocument(markdown: string, file = 'document'): CompiledDocument {
  const headings: DocumentHeading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ text, depth }: Tokens.Heading) {
        const anchored = ANCHORED.exec(text);
        if (depth !== 2 || !anchored)
          throw new Error(`${file}: only "## Title {#anchor}" headings are allowed: ${text}`);
        const [, title, slug] = anchored;
        headings.push({ slug, title });
        const numbered = `${headings.length}. ${title}`;
        return `<h2 id="${slug}" tabindex="-1">${escapeHtml(numbered)}</h2>\n`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        throw new Error(`${file}: raw HTML is not allowed in a document: ${text}`);
      },
    },
  });
  const [lead, ...sections] = markdown.split(/^(?=## )/m);
  const body = sections.map((section) => {
    const html = marked.parse(section, { async: false });
    const slug = headings.at(-1)?.slug ?? '';
    return `<section aria-labelledby="${slug}">${html}</section>`;
  });
  return { lead: marked.parse(lead.trim(), { async: false }), body: body.join('\n'), headings };
}

export function markdownDocumentsPlugin(): Plugin {
  return {
    name: 'markdown-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.+\.md$/.test(id)) return undefined;
      return { code: `export default ${JSON.stringify(compileDocument(code, id))};`, map: null };
    },
  };
}
