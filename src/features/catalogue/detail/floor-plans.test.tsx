import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { polyfillDialogs } from '@/testing/dialog';
import { renderApp } from '@/testing/render';
import { properties, unitDesigns } from '../../../../mocks/db/catalogue';
import { units } from '../../../../mocks/db/catalogue/units-store';
import { PropertyDetail } from './property-detail';
import { UnitDetail } from './unit-detail';

const page = { title: 'Listing', description: 'Listing details' };

polyfillDialogs();

/** Opens the gallery on its floor-plan tab and answers the plan pictures shown. */
async function openPlans(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Floor plans' }, { timeout: 10_000 }));
  const dialog = await screen.findByTestId('gallery-viewer', {}, { timeout: 10_000 });
  expect(within(dialog).getByRole('tab', { name: 'Floor plans (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return [...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'));
}

describe(
  'a unit’s and a listing’s gallery show their design’s floor plan',
  { timeout: 30_000 },
  () => {
    it('on a unit page', async () => {
      const unit = units.get(501)!;
      const plan = unitDesigns.get(unit.design_id)!.floor_plan.url;
      const { user } = await renderApp(<UnitDetail id={501} {...page} />, {
        locale: 'en',
        path: '/units/501',
        session: false,
      });
      expect(await openPlans(user)).toContain(plan);
    });

    it('on a property listing of a design', async () => {
      const [id, property] = [...properties].find(([, each]) => each.designId !== undefined)!;
      const plan = unitDesigns.get(property.designId!)!.floor_plan.url;
      const { user } = await renderApp(<PropertyDetail id={id} {...page} />, {
        locale: 'en',
        path: `/properties/${id}`,
        session: false,
      });
      expect(await openPlans(user)).toContain(plan);
    });
  },
);
