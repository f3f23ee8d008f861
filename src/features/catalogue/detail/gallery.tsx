import { Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Image } from '@generated/model';
import { srcSetOf } from '@/components/listing-image';
import { lazyWithMessages } from '@/i18n/load-messages';
import { safeApiUrl } from '@/lib/navigation/safe-url';
import { galleryMessages as g } from '../messages/gallery';
import type { GalleryStart } from '../gallery/gallery-viewer';
import { detailMessages as m } from '../messages/detail';

// The full-screen gallery is its own chunk, loaded when a photo is pressed (or pointed at).
const loadViewer = () => import('../gallery/gallery-viewer');
const GalleryViewer = lazyWithMessages(loadViewer);

const SHOWN = 9;

const Grid = styled.div`
  display: grid;
  gap: 8px;
  /* minmax(0, …): a photo's own width never widens the page (WebKit, a phone after a wide window). */
  grid-template-columns: repeat(4, minmax(0, 1fr));
  figure {
    position: relative;
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
  button {
    display: block;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    background: none;
    cursor: zoom-in;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .more {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    background: rgb(0 0 0 / 50%);
    color: #fff;
    font-size: 1.5rem;
    font-weight: 600;
    pointer-events: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 16px;
  button {
    min-height: 44px;
    padding: 0 16px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
`;

type Props = { images: Image[]; title: string; floorPlans?: Image[] };

/** The floor plans of a unit's or a listing's design (the contract gives its design's plan). */
export const floorPlansOf = (design: { floor_plan?: Image } | undefined): Image[] =>
  design?.floor_plan ? [design.floor_plan] : [];

/**
 * Up to nine photos, each opening the full-screen gallery at itself (focus comes back to it when the
 * gallery closes). The first photo is the page's largest paint (eager, high priority); the others load
 * lazily, each in a size that fits (`srcset`).
 */
export function Gallery({ images, title, floorPlans = [] }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState<GalleryStart>();
  const opener = useRef<HTMLButtonElement | null>(null);
  if (images.length === 0 && floorPlans.length === 0) return null;

  const show = (start: GalleryStart, button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(start);
  };
  const close = () => {
    setOpen(undefined);
    // The dialog is gone: focus goes back to the photo (or button) that opened it.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const preload = () => void loadViewer();
  const more = images.length - SHOWN;

  return (
    <>
      {images.length > 0 && (
        <Grid role="group" aria-label={intl.formatMessage(m.photos)} onPointerOver={preload}>
          {images.slice(0, SHOWN).map((image, index) => {
            const alt = image.alt || intl.formatMessage(m.photoAlt, { title, index: index + 1 });
            return (
              <figure key={`${image.url}-${index}`}>
                <button
                  type="button"
                  aria-label={intl.formatMessage(g.open, { name: alt })}
                  data-photo={index}
                  onFocus={preload}
                  onClick={(event) => show({ tab: 'photos', index }, event.currentTarget)}
                >
                  <img
                    src={safeApiUrl(image.url)}
                    sizes={
                      index === 0
                        ? '(min-width: 960px) 66vw, 100vw'
                        : '(min-width: 960px) 16vw, 25vw'
                    }
                    srcSet={srcSetOf(image)}
                    width={image.width}
                    height={image.height}
                    alt={alt}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    decoding={index === 0 ? 'sync' : 'async'}
                  />
                </button>
                {index === SHOWN - 1 && more > 0 && (
                  <span className="more" aria-hidden="true">
                    {intl.formatMessage(g.more, { count: more })}
                  </span>
                )}
              </figure>
            );
          })}
        </Grid>
      )}
      <Actions>
        {images.length > 1 && (
          <button
            type="button"
            onFocus={preload}
            onPointerOver={preload}
            onClick={(event) => show({ tab: 'photos', index: 0 }, event.currentTarget)}
          >
            {intl.formatMessage(g.all, { count: images.length })}
          </button>
        )}
        {floorPlans.length > 0 && (
          <button
            type="button"
            onFocus={preload}
            onPointerOver={preload}
            onClick={(event) => show({ tab: 'plans', index: 0 }, event.currentTarget)}
          >
            {intl.formatMessage(g.plans)}
          </button>
        )}
      </Actions>
      {open && (
        <Suspense fallback={<p role="status">{intl.formatMessage(g.loading)}</p>}>
          <GalleryViewer
            title={title}
            photos={images}
            plans={floorPlans}
            start={open}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
