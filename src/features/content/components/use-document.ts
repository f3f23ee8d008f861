import { use } from 'react';
import type { Locale } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import type { CompiledDocument } from '../../../../scripts/markdown-documents';
/** A document's compiled Markdown per language, loaded when asked for (its own chunk). */
export type DocumentLoaders = Record<Locale, () => Promise<{ default: CompiledDocument }>>;

const loaded = new Map<DocumentLoaders[Locale], Promise<CompiledDocument>>();

/** The document in the page's language; the page waits (Suspense) while its chunk loads. */
export function useDocument(loaders: DocumentLoaders): CompiledDocument {
  const load = loaders[useLocale()];
  let document = loaded.get(load);
  if (!document) {
    document = load().then((module) => module.default);
    loaded.set(load, document);
  }
  return use(document);
}
