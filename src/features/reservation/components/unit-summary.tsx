import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Unit } from '@generated/model';
import { DetailsList as Details } from '@/components/details-list';
import { unitMessages } from '@/entities/unit';
import { useFormatMoney } from '@/lib/format/money';
import { checkoutMessages as m } from '../messages/checkout';
import { safeApiUrl } from '@/lib/navigation/safe-url';

const Card = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  align-self: start;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  > div:last-child {
    padding: 16px;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 4px;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Photo = styled.div`
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.border};
`;

const Line = styled.div<{ $width: string }>`
  height: 1.2em;
  width: ${({ $width }) => $width};
  margin-bottom: 12px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.border};
`;

/** The summary's place while the unit loads: photo, title and figures of its size. */
export function UnitSummaryPlaceholder() {
  return (
    <Card aria-hidden="true">
      <Photo />
      <div>
        <Line $width="70%" />
        <Line $width="50%" />
        <Line $width="90%" />
        <Line $width="90%" />
      </div>
    </Card>
  );
}

/** The unit being reserved: photo, title, project, price and the reservation amount. */
export function UnitSummary({ unit }: { unit: Unit }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const photo = unit.images[0];
  return (
    <Card aria-labelledby="reservation-unit-title">
      {photo && (
        <img
          src={safeApiUrl(photo.url)}
          alt={photo.alt ?? ''}
          width={photo.width}
          height={photo.height}
          fetchPriority="high"
        />
      )}
      <div>
        <h2 id="reservation-unit-title">{unit.title}</h2>
        <p>
          {[
            unit.project.name,
            intl.formatMessage(unitMessages.number, { number: unit.number }),
          ].join(' · ')}
        </p>
        <Details>
          <dt>{intl.formatMessage(m.price)}</dt>
          <dd>{money(unit.price)}</dd>
          <dt>{intl.formatMessage(m.holdAmount)}</dt>
          <dd>{money(unit.reservation_amount)}</dd>
        </Details>
        <p>{intl.formatMessage(m.holdAmountNote)}</p>
      </div>
    </Card>
  );
}
