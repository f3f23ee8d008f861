import { useIntl, type IntlShape } from 'react-intl';
import type { PropertyCharacteristics } from '@generated/model';
import {
  facadeMessages,
  kitchenMessages,
  purposeMessages,
  boundarySideMessages,
} from '../messages/enums';
import { characteristicMessages as c, unitsMessages as u } from '../messages/characteristics';
import { detailMessages } from '../messages/detail';
import { DetailSection, Facts, type Fact } from './detail-layout';

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

export function characteristicFacts(intl: IntlShape, ch: PropertyCharacteristics): Fact[] {
  const area = (value: number) => intl.formatMessage(u.squareMetres, { value });
  const entries: [keyof typeof c, React.ReactNode | undefined][] = [
    ['living_area', ch.living_area !== undefined ? area(ch.living_area) : undefined],
    ['building_area', ch.building_area !== undefined ? area(ch.building_area) : undefined],
    ['land_area', ch.land_area !== undefined ? area(ch.land_area) : undefined],
    ['total_area', area(ch.total_area)],
    ['bedrooms', ch.bedrooms !== undefined ? intl.formatNumber(ch.bedrooms) : undefined],
    ['bathrooms', ch.bathrooms !== undefined ? intl.formatNumber(ch.bathrooms) : undefined],
    [
      'living_rooms',
      ch.living_rooms !== undefined ? intl.formatNumber(ch.living_rooms) : undefined,
    ],
    ['kitchen_type', ch.kitchen_type && intl.formatMessage(kitchenMessages[ch.kitchen_type])],
    ['floors', ch.floors !== undefined ? intl.formatNumber(ch.floors) : undefined],
    ['unit_number', ch.unit_number],
    ['facade', ch.facade && intl.formatMessage(facadeMessages[ch.facade])],
    [
      'street_width_m',
      ch.street_width_m !== undefined
        ? intl.formatMessage(u.metres, { value: ch.street_width_m })
        : undefined,
    ],
    [
      'age_years',
      ch.age_years !== undefined ? intl.formatMessage(u.years, { value: ch.age_years }) : undefined,
    ],
    [
      'building_date',
      ch.building_date && intl.formatDate(ch.building_date, { dateStyle: 'medium' }),
    ],
    [
      'building_code_compliant',
      ch.building_code_compliant === undefined
        ? undefined
        : intl.formatMessage(ch.building_code_compliant ? u.yes : u.no),
    ],
    ['neighborhood', ch.neighborhood],
    [
      'advertisement_purpose',
      ch.advertisement_purpose && intl.formatMessage(purposeMessages[ch.advertisement_purpose]),
    ],
    ['land_number', ch.land_number],
    ['plan_number', ch.plan_number],
    ['deed_number', ch.deed_number],
    ['deed_type', ch.deed_type],
    ['authorization_number', ch.authorization_number],
    ['modifications', ch.modifications],
    [
      'owner_contact_number',
      ch.owner_contact_number && <bdi dir="ltr">{ch.owner_contact_number}</bdi>,
    ],
    ['features', ch.features.length > 0 ? list(ch.features) : undefined],
    ['services', ch.services.length > 0 ? list(ch.services) : undefined],
    [
      'boundaries',
      ch.boundaries_and_lengths.length > 0
        ? list(
            ch.boundaries_and_lengths.map((side) =>
              intl.formatMessage(u.boundary, {
                side: intl.formatMessage(boundarySideMessages[side.side]),
                length: intl.formatMessage(u.metres, { value: side.length_m }),
                description: side.description || 'none',
              }),
            ),
          )
        : undefined,
    ],
    [
      'guarantees',
      ch.guarantees.length > 0
        ? list(
            ch.guarantees.map((guarantee) =>
              intl.formatMessage(u.guarantee, {
                name: guarantee.name,
                duration: intl.formatMessage(u.years, { value: guarantee.duration_years }),
              }),
            ),
          )
        : undefined,
    ],
  ];
  return entries
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => ({ label: intl.formatMessage(c[key]), value }));
}

export function Characteristics({ characteristics }: { characteristics: PropertyCharacteristics }) {
  const intl = useIntl();
  return (
    <DetailSection title={intl.formatMessage(detailMessages.characteristics)}>
      <Facts facts={characteristicFacts(intl, characteristics)} />
    </DetailSection>
  );
}
