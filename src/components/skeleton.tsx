import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CardGrid } from './card';
import { commonMessages } from './messages';

const Block = styled.div<{ $ratio?: string; $height?: number; $width?: string }>`
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  opacity: 0.6;
  ${({ $ratio }) => ($ratio ? `aspect-ratio: ${$ratio};` : '')}
  ${({ $height }) => ($height ? `height: ${$height}px;` : '')}
  width: ${({ $width = '100%' }) => $width};
  @media (prefers-reduced-motion: no-preference) {
    animation: skeleton-pulse 1.4s ease-in-out infinite;
  }
  @keyframes skeleton-pulse {
    50% {
      opacity: 0.35;
    }
  }
`;

const CardShape = styled.li`
  display: grid;
  gap: 10px;
  align-content: start;
  padding-bottom: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  > div:not(:first-child) {
    margin-inline: 16px;
  }
  > div:first-child {
    border-radius: 0;
  }
`;

type CardsProps = {
  count: number;
  /** The aspect ratio of the cards' pictures. */
  ratio?: string;
};

/** A list's shape while its first page loads: cards of the real cards' size, announced as loading. */
export function CardsSkeleton({ count, ratio = '4 / 3' }: CardsProps) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" data-testid="cards-skeleton">
      <span className="visually-hidden">{intl.formatMessage(commonMessages.loading)}</span>
      <CardGrid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <CardShape key={index}>
            <Block $ratio={ratio} />
            <Block $height={22} $width="80%" />
            <Block $height={26} $width="50%" />
            <Block $height={18} $width="70%" />
            <Block $height={18} $width="60%" />
          </CardShape>
        ))}
      </CardGrid>
    </div>
  );
}

const DetailShape = styled.div`
  display: grid;
  gap: 16px;
  .gallery {
    aspect-ratio: 16 / 9;
  }
  /* The facts' line under the title (MetaLine's text): two lines on a phone, one on wider screens. */
  .facts {
    font-size: 0.9rem;
    height: 3.2em;
  }
  .columns {
    display: grid;
    gap: 24px;
    align-items: start;
  }
  .columns > div {
    display: grid;
    gap: 16px;
  }
  ${({ theme }) => theme.media.md} {
    .gallery {
      aspect-ratio: 21 / 9;
    }
    .facts {
      height: 1.6em;
    }
    .columns {
      grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    }
  }
`;

/**
 * A record page's shape while it loads, its gallery where the page's is: `listing` (a property, a
 * unit), the facts' line, then the gallery heading the main column beside the price box; `wide` (a
 * project, a unit design), the gallery across the page above the columns.
 */
export function DetailSkeleton({ layout = 'wide' }: { layout?: 'listing' | 'wide' }) {
  const intl = useIntl();
  const gallery = <Block className="gallery" aria-hidden="true" />;
  return (
    <DetailShape role="status" aria-live="polite" data-testid="detail-skeleton">
      <span className="visually-hidden">{intl.formatMessage(commonMessages.loading)}</span>
      {layout === 'listing' ? <Block className="facts" $width="60%" aria-hidden="true" /> : gallery}
      <div className="columns" aria-hidden="true">
        <div>
          {layout === 'listing' && gallery}
          <Block $height={320} />
        </div>
        <Block $height={220} />
      </div>
    </DetailShape>
  );
}
