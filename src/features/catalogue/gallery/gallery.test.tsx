import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Image } from '@generated/model';
import { polyfillDialogs } from '@/testing/dialog';
import { renderApp } from '@/testing/render';
import { Gallery } from '../detail/gallery';
import { keyStep, stepIndex, swipeStep } from './gallery-navigation';

const photos: Image[] = [1, 2, 3].map((n) => ({
  url: `/media/units/1/${n}.png`,
  width: 1200,
  height: 800,
  variants: ([320, 640, 960] as const).map((width) => ({
    url: `/media/units/1/${n}.png?w=${width}`,
    width,
    height: (width * 2) / 3,
  })),
}));
const plan: Image = { url: '/media/unit-designs/1/floor-plan.png', width: 1000, height: 1000 };

describe('the gallery’s directions', () => {
  it('moves forward with the arrow pointing to the reading direction’s end', () => {
    expect(keyStep('ArrowRight', 'ltr')).toBe(1);
    expect(keyStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(keyStep('ArrowLeft', 'rtl')).toBe(1);
    expect(keyStep('ArrowRight', 'rtl')).toBe(-1);
    expect(keyStep('Home', 'rtl')).toBe('first');
    expect(keyStep('End', 'ltr')).toBe('last');
    expect(keyStep('Enter', 'ltr')).toBeUndefined();
  });

  it('swipes right to left to the next picture in English, to the previous one in Arabic', () => {
    expect(swipeStep(-120, 5, 'ltr')).toBe(1);
    expect(swipeStep(-120, 5, 'rtl')).toBe(-1);
    expect(swipeStep(120, 5, 'rtl')).toBe(1);
    // Too short, or more up and down than sideways: no swipe.
    expect(swipeStep(-20, 0, 'ltr')).toBe(0);
    expect(swipeStep(-60, 90, 'ltr')).toBe(0);
  });

  it('stops at the ends', () => {
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(1, 'last', 3)).toBe(2);
  });
});

polyfillDialogs();

const viewer = () => screen.findByTestId('gallery-viewer', {}, { timeout: 5000 });
const counter = () => screen.getByTestId('gallery-counter');

describe('Gallery', () => {
  it('opens full screen at the photo pressed, moves with the arrows in Arabic, closes with Escape back to that photo', async () => {
    const { user } = await renderApp(<Gallery images={photos} title="فيلا" />, { session: false });
    const second = screen.getByRole('button', { name: 'فتح فيلا، الصورة 2 بملء الشاشة' });
    await user.click(second);
    const dialog = await viewer();
    expect(dialog).toHaveAccessibleName('صور فيلا');
    expect(counter()).toHaveTextContent('2 / 3');
    // In Arabic the next picture is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 / 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toHaveTextContent('1 / 3');
    expect(within(dialog).getByRole('button', { name: 'الصورة السابقة' })).toBeDisabled();
    // Only the picture shown and its neighbours are loaded, each with its srcset.
    const images = within(dialog).getAllByRole('img', { hidden: true });
    expect(images.filter((image) => image.tagName === 'IMG')).toHaveLength(2);
    expect(images.find((image) => image.tagName === 'IMG')).toHaveAttribute(
      'srcset',
      '/media/units/1/1.png?w=320 320w, /media/units/1/1.png?w=640 640w, /media/units/1/1.png?w=960 960w, /media/units/1/1.png 1200w',
    );

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByTestId('gallery-viewer')).toBeNull();
    await act(() => new Promise(requestAnimationFrame));
    expect(second).toHaveFocus();
  });

  it('shows floor plans in their own tab and zooms with a double tap', async () => {
    const { user } = await renderApp(
      <Gallery images={photos} title="Villa" floorPlans={[plan]} />,
      { locale: 'en', session: false },
    );
    await user.click(screen.getByRole('button', { name: 'Floor plans' }));
    const dialog = await viewer();
    const plans = within(dialog).getByRole('tab', { name: 'Floor plans (1)' });
    expect(plans).toHaveAttribute('aria-selected', 'true');
    expect(counter()).toHaveTextContent('1 / 1');
    await user.click(within(dialog).getByRole('tab', { name: 'Photos (3)' }));
    expect(counter()).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowRight}');
    // On a tab, the arrows move between the tabs.
    expect(within(dialog).getByRole('tab', { name: 'Floor plans (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const stage = within(dialog).getByRole('tabpanel');
    const tap = (at: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100, timeStamp: at });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: 100, clientY: 100, timeStamp: at });
    };
    tap(1000);
    tap(1200);
    expect(stage).toHaveAttribute('data-zoom', '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Zoom out of the picture' }));
    expect(stage).toHaveAttribute('data-zoom', '2');
  });
});
