import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { ControlledSelect, ControlledTextField } from '@/components/form/controlled-fields';
import { filterMessages as m } from '../messages/catalogue';
import {
  CUSTOM_PRICE,
  draftFromSearch,
  searchFromDraft,
  validateDraft,
  type FiltersDraft,
  type FiltersErrors,
  type FormSearch,
  type RangeError,
} from '../filters-draft';
import {
  CountOptions,
  KindOptions,
  PriceOptions,
  PurposeOptions,
  ReadinessOptions,
} from './filter-options';
import { LocationFields } from './location-fields';
import { useFiltersCount, type CountQuery } from './use-filters-count';

const Form = styled.form`
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 12px;
  }
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

export type FiltersFormProps<S extends FormSearch> = {
  search: S;
  onSearch: (next: S) => void;
  /** The list's call that counts the results of a search. */
  countQuery: CountQuery<S>;
  /** The submit button says how many homes the chosen filters show (the phone's sheet). */
  liveCount?: boolean;
  /** The purpose field, for a list of homes for sale and for rent (not units: all for sale). */
  purpose?: boolean;
};

/**
 * The filters of a list of homes (properties, units); a search runs only when every min/max is
 * valid. Remount (key) to follow the URL.
 */
export function FiltersForm<S extends FormSearch>({
  search,
  onSearch,
  countQuery,
  liveCount = false,
  purpose = true,
}: FiltersFormProps<S>) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<FiltersDraft>(() => draftFromSearch(search));
  const [errors, setErrors] = useState<FiltersErrors>({});
  const set = (key: keyof FiltersDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const count = useFiltersCount(draft, search, countQuery, liveCount);
  const errorText = (error: RangeError | undefined) => error && intl.formatMessage(m[error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSearch(searchFromDraft(draft, search));
  };
  const numeric = { inputMode: 'decimal' as const, autoComplete: 'off' };
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={intl.formatMessage(m.title)}>
      {purpose && (
        <ControlledSelect
          id="filter-purpose"
          label={intl.formatMessage(m.purpose)}
          value={draft.purpose}
          onValueChange={set('purpose')}
        >
          <PurposeOptions />
        </ControlledSelect>
      )}
      <ControlledSelect
        id="filter-kind"
        label={intl.formatMessage(m.kind)}
        value={draft.kind}
        onValueChange={set('kind')}
      >
        <KindOptions />
      </ControlledSelect>
      <ControlledSelect
        id="filter-readiness"
        label={intl.formatMessage(m.readiness)}
        value={draft.readiness}
        onValueChange={set('readiness')}
      >
        <ReadinessOptions />
      </ControlledSelect>
      <LocationFields
        idPrefix="filter"
        value={{ region: draft.region, city: draft.city, district: draft.district }}
        onChange={(location) => setDraft((current) => ({ ...current, ...location }))}
      />
      <ControlledSelect
        id="filter-price"
        label={intl.formatMessage(m.price)}
        value={draft.price}
        onValueChange={set('price')}
      >
        <PriceOptions />
      </ControlledSelect>
      {draft.price === CUSTOM_PRICE && (
        <div className="pair">
          <ControlledTextField
            id="filter-price-min"
            label={intl.formatMessage(m.priceMin)}
            {...numeric}
            value={draft.price_min}
            onValueChange={set('price_min')}
            error={errorText(errors.price_min)}
          />
          <ControlledTextField
            id="filter-price-max"
            label={intl.formatMessage(m.priceMax)}
            {...numeric}
            value={draft.price_max}
            onValueChange={set('price_max')}
            error={errorText(errors.price_max)}
          />
        </div>
      )}
      <div className="pair">
        <ControlledTextField
          id="filter-area-min"
          label={intl.formatMessage(m.areaMin)}
          {...numeric}
          value={draft.area_min}
          onValueChange={set('area_min')}
          error={errorText(errors.area_min)}
        />
        <ControlledTextField
          id="filter-area-max"
          label={intl.formatMessage(m.areaMax)}
          {...numeric}
          value={draft.area_max}
          onValueChange={set('area_max')}
          error={errorText(errors.area_max)}
        />
      </div>
      <div className="pair">
        <ControlledSelect
          id="filter-bedrooms"
          label={intl.formatMessage(m.bedrooms)}
          value={draft.bedrooms}
          onValueChange={set('bedrooms')}
        >
          <CountOptions />
        </ControlledSelect>
        <ControlledSelect
          id="filter-bathrooms"
          label={intl.formatMessage(m.bathrooms)}
          value={draft.bathrooms}
          onValueChange={set('bathrooms')}
        >
          <CountOptions />
        </ControlledSelect>
      </div>
      {hasErrors && <Summary role="alert">{intl.formatMessage(m.fixErrors)}</Summary>}
      <Button type="submit">
        {count === undefined
          ? intl.formatMessage(m.apply)
          : intl.formatMessage(m.showCount, { count })}
      </Button>
    </Form>
  );
}
