// The head of a page's HTML as the server sends it, read as text: what a crawler or a link preview
// reads, without running any script.
import type { APIRequestContext, APIResponse } from '@playwright/test';

export const WHATSAPP = { 'user-agent': 'WhatsApp/2.24.1 A' };

export type Head = {
  title: string;
  description: string;
  canonical: string;
  alternates: Record<string, string>;
  og: Record<string, string>;
  structured: { '@type': string; [key: string]: unknown }[];
  lang: string;
  dir: string;
  /** The text of the first heading of level 1, tags removed. */
  h1: string;
};

/** The head of a page's HTML, read as text (no browser). */
export function headOf(html: string): Head {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags = (pattern: RegExp) => html.match(pattern) ?? [];
  const og = Object.fromEntries(
    tags(/<meta property="og:[^"]+" content="[^"]*">/g).map((tag) => [
      attr(tag, 'property'),
      decode(attr(tag, 'content')),
    ]),
  );
  const html0 = /<html[^>]*>/.exec(html)?.[0] ?? '';
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(attr(/<meta name="description"[^>]*>/.exec(html)?.[0] ?? '', 'content')),
    canonical: attr(/<link rel="canonical"[^>]*>/.exec(html)?.[0] ?? '', 'href'),
    alternates: Object.fromEntries(
      tags(/<link rel="alternate" hreflang="[^"]+" href="[^"]*">/g).map((tag) => [
        attr(tag, 'hreflang'),
        attr(tag, 'href'),
      ]),
    ),
    og,
    structured: [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!)),
    lang: attr(html0, 'lang'),
    dir: attr(html0, 'dir'),
    h1: decode((/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
  };
}

export async function crawl(
  request: APIRequestContext,
  path: string,
): Promise<[APIResponse, Head]> {
  const answer = await request.get(path, { headers: WHATSAPP, maxRedirects: 0 });
  return [answer, headOf(await answer.text())];
}
