import type { ReactNode } from 'react';
import { safeApiUrl } from '@/lib/navigation/safe-url';

type Props = { url: string; children?: ReactNode };

/**
 * A link from the API (a website, a document), opened in a new tab. A URL that is not safe to follow
 * (src/lib/navigation/safe-url.ts: `javascript:`, `data:`, plain http, ...) is shown as text instead.
 */
export function ExternalLink({ url, children }: Props) {
  const href = safeApiUrl(url);
  const content = children ?? <bdi dir="ltr">{url}</bdi>;
  if (!href) return content;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
