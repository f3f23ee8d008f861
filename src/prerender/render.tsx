import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { prerenderedMeta } from '@/components/page';
import { loadMessages } from '@/i18n/load-messages';
import { directionOf, localeFromPath } from '@/i18n/locale';
import { EARLY_CALL_ID, prerenderedEarlyCall, type EarlyCallPlan } from '@/lib/early-call';

export type Prerendered = {
  html: string;
  css: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  title: string;
  description: string;
  /** The page's first call, started by the page before the app (src/lib/early-call.ts). */
  earlyCall?: { id: string; plan: EarlyCallPlan };
};

/**
 * The first screen of `path` as HTML and its styles, rendered at build time (scripts/prerender.mjs):
 * what the page shows before any data arrives, in the page's language.
 */
export async function render(path: string): Promise<Prerendered> {
  const locale = localeFromPath(path);
  // Every message of the language first: the server renders once, the provider would not see a group
  // that arrives during the render.
  await loadMessages(locale);
  Object.assign(prerenderedEarlyCall, { plan: undefined, ready: undefined });
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <Router ssrPath={path}>
          <App />
        </Router>,
      ),
      // Ids of its own: the app renders beside the prerendered copy for a moment.
      { identifierPrefix: 'prerendered-', onError: (error) => void errors.push(error) },
    );
    // A part that failed would be left to the browser: the build fails instead.
    if (errors.length > 0) throw errors[0];
    const html = await new Response(prelude).text();
    await prerenderedEarlyCall.ready;
    return {
      html,
      css: sheet.instance.toString(),
      lang: locale,
      dir: directionOf(locale),
      title: prerenderedMeta.title ?? '',
      description: prerenderedMeta.description ?? '',
      earlyCall: prerenderedEarlyCall.plan && {
        id: EARLY_CALL_ID,
        plan: prerenderedEarlyCall.plan,
      },
    };
  } finally {
    sheet.seal();
  }
}
