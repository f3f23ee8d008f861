// What a crawler or a link preview reads: the HTML the server sends, without running any script
// (curl with WhatsApp's user agent), and the status it answers with.
import { expect, LOCALES, localized, test, type Locale } from './fixtures';
import { crawl, WHATSAPP } from './html-head';

const RECORDS = [
  { kind: 'property', path: '/properties/1036', price: true },
  { kind: 'unit', path: '/units/501', price: true },
  { kind: 'project', path: '/projects/1', price: true },
  { kind: 'design', path: '/unit-designs/1', price: true },
  { kind: 'agency', path: '/agencies/1', price: false },
];

for (const locale of LOCALES) {
  test.describe(`what a link preview reads (${locale})`, () => {
    for (const record of RECORDS) {
      test(`a ${record.kind} page names the listing, its price, picture and place`, async ({
        request,
        baseURL,
      }) => {
        const path = localized(locale, record.path);
        const [answer, head] = await crawl(request, path);
        expect(answer.status()).toBe(200);
        expect(head.lang).toBe(locale);
        expect(head.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        const api = await request.get(`/api/v1${record.path}/`, {
          headers: { 'accept-language': locale },
        });
        const data = (await api.json()) as { title?: string; name?: string; price?: number };
        const name = data.title ?? data.name ?? '';
        expect(head.title).toContain(name);
        expect(head.og['og:title']).toBe(head.title);
        if (record.price) expect(head.description).toMatch(locale === 'ar' ? /ر\.س/ : /SAR/);
        expect(head.og['og:image']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.png$/);
        expect(head.canonical).toBe(`${baseURL}${path}`);
        expect(head.alternates).toEqual({
          ar: `${baseURL}${record.path}`,
          en: `${baseURL}/en${record.path}`,
          'x-default': `${baseURL}${record.path}`,
        });
        const types = head.structured.map((item) => item['@type']);
        expect(types).toContain('BreadcrumbList');
        expect(types).toContain(record.kind === 'agency' ? 'RealEstateAgent' : 'RealEstateListing');
        const listing = head.structured.find((item) => item['@type'] === 'RealEstateListing') as
          { offers?: { priceCurrency: string } } | undefined;
        if (record.price) expect(listing?.offers?.priceCurrency).toBe('SAR');
      });
    }

    test('the home page names the site and its search', async ({ request }) => {
      const [answer, head] = await crawl(request, localized(locale, '/'));
      expect(answer.status()).toBe(200);
      const types = head.structured.map((item) => item['@type']);
      expect(types).toEqual(['BreadcrumbList', 'Organization', 'WebSite']);
    });

    test('a list has its first page of results, with the address filters, as links', async ({
      request,
    }) => {
      const answer = await request.get(localized(locale, '/properties?purpose=rent'), {
        headers: WHATSAPP,
      });
      const html = await answer.text();
      const api = await request.get('/api/v1/properties/?purpose=rent&page_size=1');
      const { results } = (await api.json()) as { results: { id: number }[] };
      expect(html).toContain(`href="${localized(locale, `/properties/${results[0]!.id}`)}"`);
    });
  });
}

test.describe('statuses a crawler trusts', () => {
  const cases: [string, number, RegExp?][] = [
    ['/properties/9999', 404],
    ['/en/units/9999', 404],
    ['/no-such-page', 404],
    ['/en/properties/1070', 410],
    ['/units/504', 410],
    ['/en/units/507', 410],
    ['/projects/12', 410],
    ['/Properties/1036', 301, /\/properties\/1036$/],
    ['/EN/Units/501?x=1', 301, /\/en\/units\/501\?x=1$/],
    ['/properties/1036/', 301, /\/properties\/1036$/],
    ['/ar/projects', 301, /\/projects$/],
    ['/about', 301, /\/who-we-are$/],
    ['/en/property/1036', 301, /\/en\/properties\/1036$/],
    ['/account', 302, /\/sign-in\?from=%2Faccount$/],
    ['/en/financing-requests/55/offers', 302, /\/en\/sign-in\?from=/],
  ];
  for (const [path, status, location] of cases) {
    test(`${path} answers ${status}`, async ({ request }) => {
      const answer = await request.get(path, { headers: WHATSAPP, maxRedirects: 0 });
      expect(answer.status()).toBe(status);
      if (location) expect(answer.headers().location).toMatch(location);
    });
  }

  test('a listing no longer advertised says so and offers similar ones', async ({ page }) => {
    const answer = await page.goto('/en/properties/1070');
    expect(answer?.status()).toBe(410);
    await expect(page.getByText(/no longer advertised/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Similar properties in/ })).toHaveAttribute(
      'href',
      /\/en\/properties\?city=\d+&type=/,
    );
  });

  test('a backend that fails gives the page its error, 502 and a time to come back', async ({
    request,
    scenario,
  }) => {
    await scenario('server-error');
    const answer = await request.get('/en/properties/1036', { maxRedirects: 0 });
    expect(answer.status()).toBe(502);
    expect(answer.headers()['retry-after']).toBeTruthy();
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(await answer.text()).toContain('role="alert"');
  });
});

test.describe('caching', () => {
  test('a public page is cacheable and revalidated by its ETag', async ({ request }) => {
    const first = await request.get('/en/properties/1036');
    expect(first.headers()['cache-control']).toMatch(
      /public.*s-maxage=\d+.*stale-while-revalidate/,
    );
    const etag = first.headers().etag!;
    expect(etag).toBeTruthy();
    const again = await request.get('/en/properties/1036', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    // The stored page keeps the policy of its own nonce.
    expect(again.headers()['content-security-policy']).toBeUndefined();
  });

  test('a signed-in page is private, never stored, and varies by cookie', async ({
    request,
    signIn,
  }) => {
    await signIn();
    const answer = await request.get('/en/account', { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers().vary).toMatch(/Cookie/);
    expect(answer.headers().etag).toBeUndefined();
  });

  test('a public page holds nothing of a signed-in visitor', async ({ request, signIn }) => {
    await signIn();
    const profile = await (await request.get('/customer/api/v1/check-authenticated')).json();
    const html = await (await request.get('/en/properties/1036')).text();
    expect(html).not.toContain(profile.profile.full_name);
    expect(html).not.toContain(profile.profile.phone_number);
  });
});

test.describe('security headers', () => {
  test('every page has its own nonce, in its policy and its scripts', async ({ request }) => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const answer = await request.get('/en/projects');
      const policy = answer.headers()['content-security-policy']!;
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).toContain("base-uri 'none'");
      const html = await answer.text();
      const scripts = html.match(/<script\b[^>]*>/g)!;
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('the payment pages have their own policy, reached in any letter case', async ({
    request,
    signIn,
  }) => {
    await signIn();
    const answer = await request.get('/en/reservation-checkout/501', { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    const policy = answer.headers()['content-security-policy']!;
    expect(policy).not.toContain("'strict-dynamic'");
    expect(policy).toMatch(/frame-src http:\/\/localhost:\d+/);
    const moved = await request.get('/EN/Reservation-Checkout/501', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/en/reservation-checkout/501');
  });
});

const localesOf = (locale: Locale) => (locale === 'ar' ? '' : '/en');

test.describe('robots.txt and sitemaps', () => {
  test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of [
      '/account',
      '/reservation-checkout',
      '/financing-requests',
      '/sign-in',
      '/sign-up',
    ])
      for (const locale of LOCALES)
        expect(text).toContain(`Disallow: ${localesOf(locale)}${path}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the sitemaps list every published listing in both languages, and nothing else', async ({
    request,
    baseURL,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(files).toContain(`${baseURL}/sitemaps/property-1.xml`);
    const urls: string[] = [];
    for (const file of files) {
      const answer = await request.get(file);
      expect(answer.headers()['content-type']).toMatch(/xml/);
      const xml = await answer.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
      expect(entries.length).toBeLessThanOrEqual(50_000);
      for (const [, loc, rest] of entries) {
        expect(rest).toContain('hreflang="ar"');
        expect(rest).toContain('hreflang="en"');
        expect(rest).toContain('hreflang="x-default"');
        urls.push(loc!);
      }
    }
    const api = await request.get('/api/v1/published-listings/?kind=property&page_size=1000');
    const { results } = (await api.json()) as { results: { id: number }[] };
    for (const { id } of results) {
      expect(urls).toContain(`${baseURL}/properties/${id}`);
      expect(urls).toContain(`${baseURL}/en/properties/${id}`);
    }
    expect(urls).not.toContain(`${baseURL}/properties/1070`);
    expect(urls.some((url) => /account|checkout|financing-requests|sign-/.test(url))).toBe(false);
  });
});
