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

/** A list's shape while its first page loads: cards of the real cards' size, announced as loading. */
export function CardsSkeleton({ count, ratio = '4 / 3' }: { count: number; ratio?: string }) {
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
  .columns {
    display: grid;
    gap: 24px;
  }
  ${({ theme }) => theme.media.md} {
    .gallery {
      aspect-ratio: 21 / 9;
    }
    .columns {
      grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    }
  }
`;

/** A record page's shape while it loads: the gallery, then the sections beside the price box. */
export function DetailSkeleton() {
  const intl = useIntl();
  return (
    <DetailShape role="status" aria-live="polite" data-testid="detail-skeleton">
      <span className="visually-hidden">{intl.formatMessage(commonMessages.loading)}</span>
      <Block $height={24} $width="60%" aria-hidden="true" />
      <Block className="gallery" aria-hidden="true" />
      <div className="columns" aria-hidden="true">
        <Block $height={320} />
        <Block $height={220} />
      </div>
    </DetailShape>
  );
}
