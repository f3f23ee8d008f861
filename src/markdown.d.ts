/** A Markdown document, compiled at build time (scripts/markdown-documents.ts). */
declare module '*.md' {
  const document: import('../scripts/markdown-documents').CompiledDocument;
  export default document;
}
