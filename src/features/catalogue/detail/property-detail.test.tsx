import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getGetPropertyMockHandler } from '@generated/api/catalogue/catalogue.msw';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { properties } from '../../../../mocks/db/catalogue';
import { server } from '../../../../mocks/node';
import { PropertyDetail } from './property-detail';

const page = { title: 'Property', description: 'Property details' };

describe('PropertyDetail', () => {
  it('says a deleted property is no longer available, in both languages', async () => {
    const view = await renderApp(<PropertyDetail id={9999} {...page} />, {
      locale: 'en',
      path: '/properties/9999',
      session: false,
    });
    expect(
      await screen.findByText('This property is no longer available or has been deleted.'),
    ).toBeInTheDocument();
    view.unmount();
    await renderApp(<PropertyDetail id={9999} {...page} />, {
      locale: 'ar',
      path: '/properties/9999',
      session: false,
    });
    expect(await screen.findByText('هذا العقار لم يعد متاحًا أو تم حذفه.')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the property', async () => {
    const [id, property] = [...properties][0]!;
    let failures = 3;
    server.use(
      answerOperation(getGetPropertyMockHandler, () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ errors: ['server__error'] }, { status: 500 });
      }),
    );
    const { user } = await renderApp(<PropertyDetail id={id} {...page} />, {
      locale: 'en',
      path: `/properties/${id}`,
      session: false,
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const titles = [property.title.en, property.title.ar];
    const name = (text: string) => titles.includes(text);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
