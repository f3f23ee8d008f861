import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Image } from '@generated/model';
import { detailMessages as m } from './detail-messages';
import { safeApiUrl } from '@/lib/safe-url';

const Grid = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(4, 1fr);
  margin-bottom: 16px;
  figure {
    margin: 0;
    border-radius: ${({ theme }) => theme.radius};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.border};
  }
  figure:first-child {
    grid-column: 1 / -1;
    aspect-ratio: 16 / 9;
  }
  ${({ theme }) => theme.media.md} {
    figure:first-child {
      aspect-ratio: 21 / 9;
    }
  }
  figure:not(:first-child) {
    aspect-ratio: 4 / 3;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The first photo is the page's largest paint (eager, high priority); the others load lazily. */
export function Gallery({ images, title }: { images: Image[]; title: string }) {
  const intl = useIntl();
  if (images.length === 0) return null;
  return (
    <Grid role="group" aria-label={intl.formatMessage(m.photos)}>
      {images.slice(0, 9).map((image, index) => (
        <figure key={`${image.url}-${index}`}>
          <img
            src={safeApiUrl(image.url)}
            width={image.width}
            height={image.height}
            alt={image.alt || intl.formatMessage(m.photoAlt, { title, index: index + 1 })}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding={index === 0 ? 'sync' : 'async'}
            sizes={index === 0 ? '(min-width: 960px) 66vw, 100vw' : '(min-width: 960px) 16vw, 25vw'}
          />
        </figure>
      ))}
    </Grid>
  );
}
