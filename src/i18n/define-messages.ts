import type { MessageDescriptor } from 'react-intl';

type Descriptor = { id: string; defaultMessage: string; description: string };

/**
 * react-intl's defineMessages, without its typed-values contract (which rejects placeholder values
 * unless every message spells out its value types). The formatjs tools extract these calls as usual.
 */
export function defineMessages<const T extends Record<string, Descriptor>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor & T[K] } {
  return messages;
}
