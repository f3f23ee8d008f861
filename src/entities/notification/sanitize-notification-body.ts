import createDOMPurify from 'dompurify';
import { isolateIdentifiersIn } from '@/lib/format/bidi';
import { safeFromPath } from '@/lib/navigation/safe-redirect';

/** What the contract allows in a notification body: b, i, p, br and same-site links. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'p', 'br', 'a'];
const ALLOWED_ATTR = ['href'];

let localizeHref: (path: string) => string = (path) => path;

// Our own instance: its hook must not change how anything else is sanitized. Made on first use, so
// the module also loads where there is no window (the signed-in pages' shells, prerendered in Node).
let purifier: ReturnType<typeof createDOMPurify> | undefined;
function ownPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = safeFromPath(node.getAttribute('href'), '');
    if (href) node.setAttribute('href', localizeHref(href));
    else node.removeAttribute('href');
  });
  return purifier;
}

/**
 * The notification body as safe HTML: no script, style, event handler or other element survives, and a
 * link stays a link only when it is a path of this site (shown in the active language). Request
 * numbers and other identifiers in it are isolated left to right (src/lib/format/bidi.ts).
 */
export function sanitizeNotificationBody(
  html: string,
  localize: (path: string) => string = (path) => path,
): string {
  localizeHref = localize;
  try {
    const body = ownPurifier().sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      RETURN_DOM: true,
    }) as HTMLElement;
    // A link whose address was not ours would lead nowhere: its words stay, as plain text.
    for (const dead of body.querySelectorAll('a:not([href])')) dead.replaceWith(...dead.childNodes);
    isolateIdentifiersIn(body);
    return body.innerHTML;
  } finally {
    localizeHref = (path) => path;
  }
}
