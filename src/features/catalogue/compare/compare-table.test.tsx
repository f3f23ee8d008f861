import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { compareRows, sameValues, type CompareListing } from './compare-rows';
import { CompareTable, type CompareColumn } from './compare-table';

const base: CompareListing = {
  kind: 'unit',
  id: 1,
  title: 'Villa A',
  rent: false,
  price: 1_000_000,
  pricePerM2: 5_000,
  totalArea: 200,
  bedrooms: 4,
  floor: 0,
  readiness: 'ready_unit',
  restrictions: [],
  license: { valid: true, expiry: '2027-05-01' },
  reservationFee: 5_000,
};
const other: CompareListing = { ...base, id: 2, title: 'Villa B', price: 1_200_000, floor: 2 };
const rental: CompareListing = {
  ...base,
  kind: 'property',
  id: 3,
  title: 'Flat C',
  rent: true,
  restrictions: ['pawned'],
  reservationFee: undefined,
};

describe('the comparison’s differences', () => {
  it('says a row is the same only when every value is, missing ones included', () => {
    expect(sameValues([1, 1, 1])).toBe(true);
    expect(sameValues([undefined, undefined])).toBe(true);
    expect(sameValues([1, undefined])).toBe(false);
    expect(sameValues(['ready_unit', 'sale_on_map'])).toBe(false);
  });

  it('marks the rows that differ, leaves out the rows nobody has, hides the equal ones on demand', () => {
    const rows = compareRows([base, other], [4_800, 5_700]);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.price!.same).toBe(false);
    expect(byKey.floor!.same).toBe(false);
    expect(byKey.monthly!.values).toEqual([4_800, 5_700]);
    expect(byKey.totalArea!.same).toBe(true);
    expect(byKey.landArea).toBeUndefined();
    const only = compareRows([base, other], [4_800, 5_700], { onlyDifferences: true });
    expect(only.map((row) => row.key)).toEqual(['price', 'monthly', 'floor']);
  });

  it('gives a rental no monthly estimate and compares restrictions and licences as a whole', () => {
    const rows = compareRows([base, rental], [4_800, 4_800]);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.monthly!.values).toEqual([4_800, undefined]);
    expect(byKey.restrictions!.same).toBe(false);
    expect(byKey.license!.same).toBe(true);
    expect(byKey.reservationFee!.values).toEqual([5_000, undefined]);
  });
});

describe('CompareTable', () => {
  const columns: CompareColumn[] = [
    { state: 'shown', listing: base, monthly: 4_800 },
    { state: 'shown', listing: other, monthly: 5_700 },
    { state: 'missing', kind: 'unit', id: 9 },
  ];

  it('marks the differing rows, hides the equal rows, and takes a home out', async () => {
    const onRemove = vi.fn();
    const { user } = await renderApp(<CompareTable columns={columns} onRemove={onRemove} />, {
      locale: 'en',
      session: false,
    });
    const table = screen.getByRole('table', { name: '3 homes side by side' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const price = within(table).getByRole('rowheader', { name: /Price Differs/ });
    expect(price.closest('tr')).toHaveAttribute('data-differs');
    expect(
      within(table).getByRole('rowheader', { name: 'Total area' }).closest('tr'),
    ).not.toHaveAttribute('data-differs');
    expect(within(table).getByText('Ground floor')).toBeInTheDocument();
    expect(within(table).getByText('This home is no longer available.')).toBeInTheDocument();

    await user.click(
      screen.getByRole('checkbox', { name: 'Hide the rows where all homes are the same' }),
    );
    expect(within(table).queryByRole('rowheader', { name: 'Total area' })).toBeNull();
    expect(within(table).getByRole('rowheader', { name: /Floor/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Villa B from the comparison' }));
    expect(onRemove).toHaveBeenCalledWith(columns[1]);
  });

  it('reads in Arabic, the row names first', async () => {
    await renderApp(<CompareTable columns={columns.slice(0, 2)} onRemove={() => undefined} />, {
      session: false,
    });
    const table = screen.getByRole('table', { name: 'منزلان جنبًا إلى جنب' });
    expect(
      within(table).getByRole('rowheader', { name: /القسط الشهري التقديري/ }),
    ).toBeInTheDocument();
    expect(within(table).getAllByText(/شهريًا/)).toHaveLength(2);
  });
});
