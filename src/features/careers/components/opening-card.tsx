import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { JobOpening } from '@generated/model';
import { Button } from '@/components/button';
import { careersMessages as m } from '../messages/careers';

const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 1.1875rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px 16px;
  margin: 0 0 12px;
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

type Props = { opening: JobOpening; onApply: (opening: JobOpening) => void };

export function OpeningCard({ opening, onApply }: Props) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const facts = [
    [m.department, opening.department],
    [m.city, opening.city.name],
    [m.type, intl.formatMessage(m[opening.employment_type])],
    [m.posted, date(opening.posted_at)],
    [m.closes, opening.closes_at ? date(opening.closes_at) : intl.formatMessage(m.untilFilled)],
  ] as const;
  return (
    <Card aria-labelledby={`opening-${opening.id}`}>
      <h3 id={`opening-${opening.id}`}>{opening.title}</h3>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label.id}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {opening.description.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <Button
        type="button"
        variant="secondary"
        onClick={() => onApply(opening)}
        aria-label={intl.formatMessage(m.applyLabel, { title: opening.title })}
      >
        {intl.formatMessage(m.apply)}
      </Button>
    </Card>
  );
}
