import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { Image } from '@generated/model';
import { theme } from '@/styles/theme';
import { CARD_SIZES, ListingImage, srcSetOf } from './listing-image';

const picture: Image = {
  url: '/media/units/501/1.png',
  width: 1200,
  height: 800,
  alt: 'Villa',
  variants: [
    { url: '/media/units/501/1.png?w=320', width: 320, height: 213 },
    { url: '/media/units/501/1.png?w=640', width: 640, height: 427 },
    { url: '/media/units/501/1.png?w=960', width: 960, height: 640 },
  ],
};

const shown = (image: Image, props: { priority?: boolean; sizes?: string } = {}) => {
  render(
    <ThemeProvider theme={theme}>
      <ListingImage image={image} {...props} />
    </ThemeProvider>,
  );
  return screen.getByRole('img', { name: image.alt });
};

describe('ListingImage', () => {
  it('offers every copy in its srcset with a card’s sizes, lazily', () => {
    const img = shown(picture);
    expect(img).toHaveAttribute(
      'srcset',
      '/media/units/501/1.png?w=320 320w, /media/units/501/1.png?w=640 640w, /media/units/501/1.png?w=960 960w, /media/units/501/1.png 1200w',
    );
    expect(img).toHaveAttribute('sizes', CARD_SIZES);
    expect(img).toHaveAttribute('src', '/media/units/501/1.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the first picture on screen first, eagerly, in the sizes it is given', () => {
    const img = shown(picture, { priority: true, sizes: '100vw' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('gives the picture alone when it has no smaller copies, and drops an unsafe copy', () => {
    const img = shown({ ...picture, variants: [] });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(
      srcSetOf({
        ...picture,
        variants: [{ url: 'javascript:alert(1)', width: 320, height: 213 }],
      }),
    ).toBe('/media/units/501/1.png 1200w');
  });
});
