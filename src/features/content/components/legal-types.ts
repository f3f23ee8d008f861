import type { MessageDescriptor } from 'react-intl';

/** A paragraph, or a bulleted list of items. */
export type Block = MessageDescriptor | { list: readonly MessageDescriptor[] };

/** One article of a legal text; `slug` is its anchor (the same in both languages). */
export type Article = { slug: string; title: MessageDescriptor; blocks: readonly Block[] };
