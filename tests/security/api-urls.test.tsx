// Attack: a compromised or buggy backend puts a `javascript:` or `data:` URL (or a plain-http or
// protocol-relative one) where the app expects a link or a picture: an agency's website, a project's
// documents, a licence's QR link, a reservation's invoice, pictures, the chat widget's script, the
// 3-D Secure page. Only https: URLs and paths of this site become a link or a source; anything else
// is shown as text or left out.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetAgencyMockHandler,
  getGetAgencyResponseMock,
  getGetProjectMockHandler,
  getGetProjectResponseMock,
  getGetUnitDesignMockHandler,
  getGetUnitDesignResponseMock,
} from '@generated/api/catalogue/catalogue.msw';
import { getGetReservationResponseMock } from '@generated/api/reservations/reservations.msw';
import { AgencyDetail } from '@/features/catalogue/entries/agency-detail';
import { ProjectDetail } from '@/features/catalogue/entries/project-detail';
import { UnitDesignDetail } from '@/features/catalogue/entries/unit-design-detail';
import { LicenseBlock } from '@/features/catalogue/detail/license-block';
import { threeDsTarget } from '@/features/reservation/api/three-ds';
import { ReservationConfirmed } from '@/features/reservation/components/reservation-result';
import { chatScriptUrl } from '@/lib/browser/chat-widget';
import { safeApiUrl } from '@/lib/navigation/safe-url';
import { renderApp } from '@/testing/render';
import { server } from '../../mocks/node';

const HOSTILE = [
  'javascript:alert(document.domain)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'http://plain.example/file.pdf',
  '//evil.example/logo.png',
  '/\\evil.example/logo.png',
  'https://user:secret@evil.example/',
  'blob:https://site.example/1',
  'file:///etc/passwd',
];

/** Every href and src in the document that is not a path of this site or an https: URL. */
function unsafeSources(): string[] {
  return [...document.querySelectorAll('[href], [src]')]
    .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
    .filter((value) => !/^(\/(?![/\\])|https:\/\/|#|mailto:|tel:)/.test(value));
}

describe('safeApiUrl', () => {
  it.each(HOSTILE)('refuses %s', (url) => {
    expect(safeApiUrl(url)).toBeUndefined();
    expect(threeDsTarget(url)).toBeUndefined();
    expect(chatScriptUrl({ enabled: true, script_url: url })).toBeNull();
  });

  it('keeps https URLs and paths of this site', () => {
    expect(safeApiUrl('https://cdn.example.com/a b.pdf')).toBe('https://cdn.example.com/a%20b.pdf');
    expect(safeApiUrl('/media/projects/3/brochure.pdf')).toBe('/media/projects/3/brochure.pdf');
    expect(safeApiUrl(undefined)).toBeUndefined();
    expect(safeApiUrl('')).toBeUndefined();
  });
});

describe('threeDsTarget', () => {
  const provider = 'http://localhost:9090';

  it("goes to the payment provider's own origin, even a local http one", () => {
    const page = `${provider}/psp/v1/3ds/abc`;
    expect(threeDsTarget(page, provider)).toBe(page);
    expect(threeDsTarget(page)).toBeUndefined();
  });

  it.each([
    'http://localhost:9091/psp/v1/3ds/abc',
    'http://evil.example/psp/v1/3ds/abc',
    'http://user:secret@localhost:9090/psp/v1/3ds/abc',
    ...HOSTILE,
  ])('refuses %s with a provider configured', (url) => {
    expect(threeDsTarget(url, provider)).toBeUndefined();
  });
});

describe.each(HOSTILE.slice(0, 8))('a hostile URL from the API: %s', (url) => {
  it('an agency website is text, not a link', async () => {
    server.use(
      getGetAgencyMockHandler(
        getGetAgencyResponseMock({ id: 7, website: url, logo: { url } as never }),
      ),
    );
    await renderApp(<AgencyDetail id={7} title="t" description="d" />, { locale: 'en' });
    await screen.findByText(url.trim().replace(/\t/g, ' ').split(' ')[0]!, { exact: false });
    expect(unsafeSources()).toEqual([]);
  });

  it('project documents, website and pictures are not links or sources', async () => {
    const project = getGetProjectResponseMock({ id: 3 });
    server.use(
      getGetProjectMockHandler({
        ...project,
        advertised: true,
        unadvertised_reason: null,
        cover_image: { width: 10, height: 10, ...project.cover_image, url },
        images: [{ url, width: 10, height: 10 }],
        agency: { ...project.agency, website: url },
        documents: [{ id: 1, title: 'Brochure', url }],
      }),
    );
    await renderApp(<ProjectDetail id={3} title="t" description="d" />, { locale: 'en' });
    await screen.findByText('Brochure');
    expect(unsafeSources()).toEqual([]);
  });

  it('a unit design’s floor plan and pictures are left out', async () => {
    const design = getGetUnitDesignResponseMock({ id: 4 });
    server.use(
      getGetUnitDesignMockHandler({
        ...design,
        images: [{ url, width: 10, height: 10 }],
        floor_plan: { url, width: 10, height: 10 },
      }),
    );
    await renderApp(<UnitDesignDetail id={4} title="t" description="d" />, { locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: design.name });
    expect(unsafeSources()).toEqual([]);
  });

  it('a licence QR link and an invoice are left out', async () => {
    await renderApp(
      <>
        <LicenseBlock
          license={{
            license_number: '1',
            unified_establishment_number: '2',
            license_expiry_date: '2030-01-01',
            qr_url: url,
            is_valid: true,
          }}
        />
        <ReservationConfirmed
          reservation={getGetReservationResponseMock({
            status: 'confirmed',
            invoice: { ...getGetReservationResponseMock().invoice!, number: 'INV-1', url },
          })}
          onReservation={() => undefined}
        />
      </>,
      { locale: 'en' },
    );
    await waitFor(() => expect(screen.getByText('1')).toBeInTheDocument());
    expect(unsafeSources()).toEqual([]);
  });
});
