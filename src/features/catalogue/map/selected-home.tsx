import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PropertySummary } from '@generated/model';
import { CloseIcon } from '@/components/close-icon';
import { commonMessages } from '@/components/messages';
import { PropertyCard } from '../components/property-card';
import { mapMessages as m } from './map-messages';

const Panel = styled.section`
  position: absolute;
  z-index: 1001;
  inset-inline: 8px;
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
    inset-inline-end: 6px;
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
`;

type Props = { property: PropertySummary; onClose: () => void };

/** The card of the home chosen on the map, over the map; Escape or × closes it. */
export function SelectedHome({ property, onClose }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [property.id]);
  return (
    <Panel
      ref={ref}
      tabIndex={-1}
      aria-label={intl.formatMessage(m.selected)}
      data-testid="map-selected"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <button type="button" onClick={onClose} aria-label={intl.formatMessage(commonMessages.close)}>
        <CloseIcon />
      </button>
      <PropertyCard property={property} />
    </Panel>
  );
}
