import { describe, expect, it } from 'vitest';

describe('media', () => {
  it('draws seeded pictures and documents', async () => {
    const picture = await fetch('http://localhost/media/projects/1/1.svg');
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await picture.text();
    expect(svg).toContain('width="1600" height="900"');
    expect(await (await fetch('http://localhost/media/projects/1/1.svg')).text()).toBe(svg);
    expect(await (await fetch('http://localhost/media/projects/2/1.svg')).text()).not.toBe(svg);
    const pdf = await fetch('http://localhost/media/projects/1/brochure.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });
});
