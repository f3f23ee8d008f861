import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { PropertyReadiness } from '@generated/model';
import { ChoiceField } from '@/components/form/choice-field';
import { formMessages } from '@/components/form/messages';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';
import {
  useFinanceableReservations,
  usePropertyTypes,
  useRegionCities,
  useRegions,
} from '../../api/lookups';
import { choiceMessages as c, fieldMessages as f, hintMessages as h } from '../../messages/fields';
import { wizardMessages as w } from '../../messages/wizard';
import { FieldGrid, Notice } from '../ui';
import { AmountField } from './amount-field';

function ReservationChoice() {
  const intl = useIntl();
  const money = useFormatMoney();
  const reservations = useFinanceableReservations();
  const list = reservations.data?.results ?? [];
  if (reservations.isPending) return null;
  if (list.length === 0) {
    return (
      <Notice as="div">
        <p>{intl.formatMessage(w.reservationsEmpty)}</p>
        <Link href={paths.properties.getHref()}>{intl.formatMessage(w.browseProperties)}</Link>
      </Notice>
    );
  }
  return (
    <ChoiceField
      name="reservation_id"
      label={intl.formatMessage(f.reservation_id)}
      options={list.map((reservation) => ({
        value: String(reservation.id),
        label: intl.formatMessage(w.reservationOption, {
          title: reservation.unit.title,
          project: reservation.unit.project_name,
          number: reservation.unit.number,
          price: money(reservation.unit.price),
          reservation: reservation.number,
        }),
      }))}
    />
  );
}

function OwnPropertyFields() {
  const intl = useIntl();
  const form = useForm();
  const types = usePropertyTypes();
  const regions = useRegions();
  const region = useField<string>('region_id', { subscription: { value: true } }).input.value;
  const cities = useRegionCities(region ? Number(region) : undefined);
  const previous = useRef(region);
  useEffect(() => {
    if (previous.current !== region && previous.current)
      form.change('own_property.city_id', undefined);
    previous.current = region;
  }, [region, form]);
  const choose = intl.formatMessage(formMessages.choose);
  return (
    <>
      <h3>{intl.formatMessage(w.ownPropertyTitle)}</h3>
      <FieldGrid>
        <SelectField
          name="property_type"
          label={intl.formatMessage(f.property_type)}
          placeholder={choose}
          required
          options={(types.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
        />
        <SelectField
          name="property_readiness"
          label={intl.formatMessage(f.property_readiness)}
          placeholder={choose}
          required
          options={Object.values(PropertyReadiness).map((value) => ({
            value,
            label: intl.formatMessage(c[value]),
          }))}
        />
        <SelectField
          name="region_id"
          label={intl.formatMessage(f.region_id)}
          placeholder={choose}
          required
          options={(regions.data ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
        />
        <SelectField
          name="own_property.city_id"
          label={intl.formatMessage(f.city_id)}
          placeholder={choose}
          required
          disabled={!region}
          options={(cities.data ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
        />
        <TextField name="address" label={intl.formatMessage(f.address)} maxLength={250} required />
        <AmountField
          name="own_property.estimated_price"
          label={intl.formatMessage(f.estimated_price)}
          required
        />
        <AmountField
          name="own_property.deed_number"
          label={intl.formatMessage(f.deed_number)}
          hint={intl.formatMessage(h.deedNumber)}
          inputMode="numeric"
        />
      </FieldGrid>
      <TextField
        name="own_property.description"
        label={intl.formatMessage(f.description)}
        maxLength={500}
        multiline
        required
      />
    </>
  );
}

/** A reservation of the customer, or a property outside the platform (used by create and the wizard). */
export function PropertyFields() {
  const intl = useIntl();
  const source = useField<string>('property_source', { subscription: { value: true } }).input.value;
  return (
    <>
      <ChoiceField
        name="property_source"
        label={intl.formatMessage(f.property_source)}
        options={[
          { value: 'reservation', label: intl.formatMessage(c.sourceReservation) },
          { value: 'own', label: intl.formatMessage(c.sourceOwn) },
        ]}
      />
      {source === 'reservation' && <ReservationChoice />}
      {source === 'own' && <OwnPropertyFields />}
    </>
  );
}
