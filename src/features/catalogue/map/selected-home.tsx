import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PropertySummary } from '@generated/model';
import { CloseIcon } from '@/components/close-icon';
import { commonMessages } from '@/components/messages';
import { PropertyCard } from '../components/property-card';
import { mapMessages as m } from '../messages/map';

const Panel = styled.section`
  position: absolute;
  z-index: 1001;
  /* The column of map controls at the end stays free to use. */
  inset-inline: 8px 56px;
  bottom: 24px;
  max-width: 360px;
  max-height: calc(100% - 64px);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.25);
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  > button {
    position: absolute;
    z-index: 1;
    top: 6px;
    /* The card's save heart is at the end corner. */
    inset-inline-start: 6px;
    width: 40px;
    height: 40px;
    display: grid;
    place-items: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  img {
    max-height: 140px;
    object-fit: cover;
  }
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

type Props = { properties: PropertySummary[]; onClose: () => void };

/**
 * The card of the home chosen on the map, or the cards of a group too close to tell apart at the
 * closest zoom, over the map; Escape or × closes it.
 */
export function SelectedHome({ properties, onClose }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const key = properties.map(({ id }) => id).join();
  useEffect(() => ref.current?.focus(), [key]);
  return (
    <Panel
      ref={ref}
      tabIndex={-1}
      aria-label={intl.formatMessage(m.selected, { count: properties.length })}
      data-testid="map-selected"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <button type="button" onClick={onClose} aria-label={intl.formatMessage(commonMessages.close)}>
        <CloseIcon />
      </button>
      {properties.length === 1 ? (
        <PropertyCard property={properties[0]!} />
      ) : (
        <ul>
          {properties.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
