import { useIntl } from 'react-intl';
import { PriceRangeOption, PropertyPurpose, PropertyReadiness } from '@generated/model';
import {
  priceRangeMessages,
  propertyGroupMessages as g,
  propertyTypeMessages as t,
  purposeMessages,
  readinessMessages,
} from '../messages/enums';
import { filterMessages as m } from '../messages/catalogue';
import { CUSTOM_PRICE } from '../filters-draft';

const APARTMENT_TYPES = ['flat', 'apartment', 'studio', 'hotel_apartment'] as const;
const OTHER_TYPES = ['room', 'other'] as const;

/** Villas and apartments grouped as the listing groups are (`group:*` takes the whole group). */
export function KindOptions() {
  const intl = useIntl();
  return (
    <>
      <option value="">{intl.formatMessage(m.any)}</option>
      <optgroup label={intl.formatMessage(g.villa)}>
        <option value="group:villa">{intl.formatMessage(g.allVillas)}</option>
      </optgroup>
      <optgroup label={intl.formatMessage(g.apartment)}>
        <option value="group:apartment">{intl.formatMessage(g.allApartments)}</option>
        {APARTMENT_TYPES.map((type) => (
          <option key={type} value={`type:${type}`}>
            {intl.formatMessage(t[type])}
          </option>
        ))}
      </optgroup>
      <optgroup label={intl.formatMessage(g.other)}>
        {OTHER_TYPES.map((type) => (
          <option key={type} value={`type:${type}`}>
            {intl.formatMessage(t[type])}
          </option>
        ))}
      </optgroup>
    </>
  );
}

export function PurposeOptions() {
  const intl = useIntl();
  return (
    <>
      <option value="">{intl.formatMessage(m.any)}</option>
      {Object.values(PropertyPurpose).map((purpose) => (
        <option key={purpose} value={purpose}>
          {intl.formatMessage(purposeMessages[purpose])}
        </option>
      ))}
    </>
  );
}

export function ReadinessOptions() {
  const intl = useIntl();
  return (
    <>
      <option value="">{intl.formatMessage(m.any)}</option>
      {Object.values(PropertyReadiness).map((readiness) => (
        <option key={readiness} value={readiness}>
          {intl.formatMessage(readinessMessages[readiness])}
        </option>
      ))}
    </>
  );
}

export function PriceOptions() {
  const intl = useIntl();
  return (
    <>
      <option value="">{intl.formatMessage(m.any)}</option>
      {Object.values(PriceRangeOption).map((range) => (
        <option key={range} value={range}>
          {intl.formatMessage(priceRangeMessages[range])}
        </option>
      ))}
      <option value={CUSTOM_PRICE}>{intl.formatMessage(m.customPrice)}</option>
    </>
  );
}

export function CountOptions() {
  const intl = useIntl();
  return (
    <>
      <option value="">{intl.formatMessage(m.any)}</option>
      {[1, 2, 3, 4, 5, 6].map((count) => (
        <option key={count} value={count}>
          {intl.formatMessage(m.atLeast, { count })}
        </option>
      ))}
    </>
  );
}
