import { describe, expect, it } from 'vitest';
import { sanitizeNotificationBody } from './sanitize-notification-body';

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNotificationBody(html);
  return host;
}

describe('sanitizeNotificationBody', () => {
  it('keeps the markup the contract allows', () => {
    const html =
      'وافق البنك على طلبك.<br><i>شكرًا</i> <b>العروض</b> <a href="/financing-requests/318/offers">هنا</a>';
    expect(sanitizeNotificationBody(html)).toBe(html);
  });

  it('isolates a request number left to right, and adds no attribute a body could carry', () => {
    expect(sanitizeNotificationBody('طلبك <b>FR-2025-000318</b> جاهز')).toBe(
      'طلبك <b><bdi dir="ltr" class="ltr-id">FR-2025-000318</bdi></b> جاهز',
    );
    expect(sanitizeNotificationBody('<bdi dir="rtl" class="x" onclick="1">FR</bdi>')).toBe('FR');
  });

  it.each([
    ['<script>', '<p>hi</p><script>window.__xss = 1</script>'],
    ['<script> with src', '<script src="/evil.js"></script><p>hi</p>'],
    ['img onerror', '<p>hi</p><img src=x onerror="window.__xss = 1">'],
    ['svg onload', '<svg onload="window.__xss = 1"><circle/></svg><p>hi</p>'],
    ['event handler on an allowed tag', '<p onclick="window.__xss = 1" onmouseover="x()">hi</p>'],
    ['iframe', '<iframe src="javascript:window.__xss=1"></iframe><p>hi</p>'],
    ['style', '<style>body{display:none}</style><p style="position:fixed">hi</p>'],
    ['form', '<form action="/x"><input name="a"><button>go</button></form><p>hi</p>'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf"><p>hi</p>'],
    [
      'math/mglyph mutation',
      '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
    ],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">'],
  ])('drops %s', (_name, html) => {
    const host = render(html);
    expect(
      host.querySelector('script, img, svg, iframe, style, form, input, object, embed, math'),
    ).toBeNull();
    for (const element of host.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).toBe('href');
      }
    }
    expect(host.innerHTML).not.toMatch(/on\w+=/i);
  });

  it.each([
    'javascript:window.__xss=1',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '/%2F%2Fevil.example',
  ])('keeps only the text of a link to %s: no link that leads nowhere', (href) => {
    const host = render(`<p>See <a href="${href}" target="_blank">read more</a>.</p>`);
    expect(host.querySelector('a')).toBeNull();
    expect(host.textContent).toBe('See read more.');
  });

  it('shows a same-site link in the active language', () => {
    const html = sanitizeNotificationBody(
      '<a href="/financing-requests/3">x</a>',
      (path) => `/en${path}`,
    );
    expect(html).toBe('<a href="/en/financing-requests/3">x</a>');
  });

  it('does not change other DOMPurify users', async () => {
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });
});
