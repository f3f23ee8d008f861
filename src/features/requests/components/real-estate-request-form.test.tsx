import { screen, waitFor, within } from '@testing-library/react';
import {
  getCreateRealEstateRequestMockHandler,
  getCreateRealEstateRequestMockHandler400,
} from '@generated/api/requests/requests.msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { server } from '../../../../mocks/node';
import { RealEstateRequestForm } from './real-estate-request-form';

const submitButton = () => screen.getByRole('button', { name: 'Send request' });

async function chooseRiyadh(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const region = screen.getByRole('combobox', { name: /Region/ });
  await waitFor(() => expect(within(region).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(region, '1');
  const city = screen.getByRole('combobox', { name: /City/ });
  await waitFor(() => expect(within(city).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(city, '1');
  const group = screen.getByRole('group', { name: /Districts/ });
  await waitFor(() => expect(within(group).getAllByRole('checkbox').length).toBe(10));
  return within(group).getAllByRole('checkbox');
}

describe('RealEstateRequestForm', { timeout: 30_000 }, () => {
  it('shows every required message on an empty submit and focuses the first field', async () => {
    const { user } = await renderApp(<RealEstateRequestForm />, { locale: 'en' });
    await user.click(submitButton());
    for (const message of [
      'Please choose the purpose.',
      'Please choose the property type.',
      'Please choose a price range.',
      'Please choose a region.',
      'Please choose a city.',
      'Please choose at least one district.',
      'Please enter your full name.',
      'Please enter your mobile number.',
      'Please enter your email address.',
      'Please agree to be contacted by our sales team.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Buy' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
  });

  it('disables the other districts at the cap and empties the districts when the city changes', async () => {
    const { user } = await renderApp(<RealEstateRequestForm />, { locale: 'en' });
    const boxes = await chooseRiyadh(user);
    for (const box of boxes.slice(0, 5)) await user.click(box);
    expect(screen.getByText(/You have chosen the maximum of 5 districts/)).toBeInTheDocument();
    expect(boxes[5]).toBeDisabled();
    await user.click(boxes[0]!);
    expect(boxes[5]).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /City/ }), '7');
    await waitFor(() =>
      expect(screen.getByText('Choose up to 5 districts. None chosen yet.')).toBeInTheDocument(),
    );
  });

  it('prefills the contact details of a signed-in customer and sends the request', async () => {
    answerSession(true, { ...testCustomer, phone_number: '+966551234567' });
    let sent: unknown;
    server.use(
      getCreateRealEstateRequestMockHandler(async ({ request }) => {
        sent = await request.json();
        return { id: 9, reference: 'RE-2026-000009' };
      }),
    );
    const { user } = await renderApp(<RealEstateRequestForm />, { locale: 'en' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(
        testCustomer.full_name,
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    const type = screen.getByRole('combobox', { name: /Property type/ });
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(type, 'flat');
    await user.selectOptions(screen.getByRole('combobox', { name: /Price range/ }), 'under_500k');
    const boxes = await chooseRiyadh(user);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { name: 'Your request has been sent' }),
    ).toHaveFocus();
    expect(screen.getByText('RE-2026-000009')).toBeInTheDocument();
    expect(sent).toMatchObject({
      purpose: 'rent',
      property_type: 'flat',
      price_range: 'under_500k',
      region: 1,
      city: 1,
      full_name: testCustomer.full_name,
      phone_number: '0551234567',
      email: testCustomer.email,
      consent: true,
    });
  });

  it('shows the server codes at their fields and keeps what was typed', async () => {
    server.use(
      getCreateRealEstateRequestMockHandler400({
        errors: ['districts__too_many', 'phone_code__invalid', 'price_to__required'],
        meta: { max: 3 },
      }),
    );
    const { user } = await renderApp(<RealEstateRequestForm />, { locale: 'en' });
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    const type = screen.getByRole('combobox', { name: /Property type/ });
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(type, 'house');
    await user.selectOptions(screen.getByRole('combobox', { name: /Price range/ }), 'over_2m');
    const boxes = await chooseRiyadh(user);
    await user.click(boxes[0]!);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Sara Alqahtani');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0551234567');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'sara@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'This country code is not supported. Please use a Saudi mobile number.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The maximum number of districts is 5. Please remove some.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /To \(SAR\)/ })).toHaveAccessibleDescription(
      'Please enter both amounts of the budget, or neither.',
    );
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Sara Alqahtani');
    expect(submitButton()).toBeEnabled();
  });

  it('shows every error of a filled-in form in one round, a reversed budget at its field', async () => {
    const { user } = await renderApp(<RealEstateRequestForm />, { locale: 'en' });
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    const type = screen.getByRole('combobox', { name: /Property type/ });
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(type, 'house');
    await user.selectOptions(screen.getByRole('combobox', { name: /Price range/ }), '500k_1m');
    await user.type(screen.getByRole('textbox', { name: /From \(SAR\)/ }), '900000');
    await user.type(screen.getByRole('textbox', { name: /To \(SAR\)/ }), '600000');
    await chooseRiyadh(user);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Sara Alqahtani');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0551234567');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'sara@example.com');
    await user.click(submitButton());
    expect(await screen.findByText('Please choose at least one district.')).toBeInTheDocument();
    expect(screen.getByText('Please agree to be contacted by our sales team.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /To \(SAR\)/ })).toHaveAccessibleDescription(
      'The "to" amount must not be less than the "from" amount.',
    );
    expect(screen.queryByText('Please choose a price range.')).not.toBeInTheDocument();
  });
});
