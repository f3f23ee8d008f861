import styled from 'styled-components';
import type { Image } from '@generated/model';
import { safeApiUrl } from '@/lib/navigation/safe-url';

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
 * The `srcset` of a picture: its smaller copies (`variants`) and the picture itself, so the browser
 * takes the smallest that fills the space `sizes` gives it. Undefined without copies (the `src` alone).
 */
export function srcSetOf(image: Image): string | undefined {
  if (!image.variants?.length) return undefined;
  const copies = [...image.variants, { url: image.url, width: image.width }];
  return copies
    .flatMap(({ url, width }) => {
      const safe = safeApiUrl(url);
      return safe ? [`${safe} ${width}w`] : [];
    })
    .join(', ');
}

/** A card of a list grid (`CardGrid`): the whole width on a phone, a half, then a third at most. */
export const CARD_SIZES = '(min-width: 960px) 33vw, (min-width: 600px) 50vw, 100vw';

type Props = { image?: Image; alt?: string; ratio?: string; priority?: boolean; sizes?: string };

/**
 * A sized picture (width/height from the API) in the size that fits (`srcset` of its copies, `sizes`:
 * a card's unless said), lazy unless it is the first thing on screen (then fetched first).
 */
export function ListingImage({
  image,
  alt,
  ratio = '4 / 3',
  priority = false,
  sizes = CARD_SIZES,
}: Props) {
  const srcSet = image && srcSetOf(image);
  return (
    <Frame $ratio={ratio}>
      {image && (
        <img
          src={safeApiUrl(image.url)}
          sizes={srcSet ? sizes : undefined}
          srcSet={srcSet}
          width={image.width}
          height={image.height}
          alt={alt ?? image.alt ?? ''}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
        />
      )}
    </Frame>
  );
}
