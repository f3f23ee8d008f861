import styled from 'styled-components';
import type { Image } from '@generated/model';
import { safeApiUrl } from '@/lib/safe-url';

const Frame = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The `srcset` of a picture: its copies by width (`variants`, smaller copies the API may list) and
 * the picture itself, so the browser takes the smallest that fills the space `sizes` gives it.
 */
export function srcSetOf(image: Image & { variants?: { url: string; width: number }[] }): string {
  const copies = [...(image.variants ?? []), { url: image.url, width: image.width }];
  return copies.map(({ url, width }) => `${safeApiUrl(url)} ${width}w`).join(', ');
}

type Props = { image?: Image; alt?: string; ratio?: string; priority?: boolean; sizes?: string };

/** A sized picture (width/height from the API), lazy unless it is the first thing on screen. */
export function ListingImage({ image, alt, ratio = '4 / 3', priority = false, sizes }: Props) {
  return (
    <Frame $ratio={ratio}>
      {image && (
        <img
          src={safeApiUrl(image.url)}
          width={image.width}
          height={image.height}
          alt={alt ?? image.alt ?? ''}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          sizes={sizes}
        />
      )}
    </Frame>
  );
}
