import { SITE_IMAGES } from '@safari/shared-domain/catalogue';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel.tsx';

const images = ['/images/tours/a.jpg', '/images/tours/b.jpg', '/images/tours/c.jpg'];

/** The one picture a visitor sees: hidden pictures are not in the accessibility tree. */
const shown = () => screen.getByRole('img');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => vi.restoreAllMocks());

describe('Carousel', () => {
  it('shows the first picture, and next/previous step through the pictures', () => {
    render(<Carousel images={images} title="Serengeti Safari" />);
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 1 of 3');
    click('Next picture');
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 2 of 3');
    expect(shown()).toHaveAttribute('src', images[1]);
    click('Previous picture');
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 1 of 3');
  });

  it('wraps around at both ends', () => {
    render(<Carousel images={images} title="Serengeti Safari" />);
    click('Previous picture');
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 3 of 3');
    click('Next picture');
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 1 of 3');
  });

  it('shows the picture of the dot that is clicked and marks that dot', () => {
    render(<Carousel images={images} title="Serengeti Safari" />);
    expect(screen.getByRole('button', { name: 'Show picture 1' })).toHaveAttribute('aria-current', 'true');
    click('Show picture 3');
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 3 of 3');
    expect(screen.getByRole('button', { name: 'Show picture 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show picture 1' })).toHaveAttribute('aria-current', 'false');
    click('Show picture 2');
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 2 of 3');
  });

  it('a sideways swipe steps like the arrows; a short or mostly vertical stroke and a mouse drag do not', () => {
    render(<Carousel images={images} title="Serengeti Safari" />);
    const area = screen.getByTestId('carousel-pictures');
    const swipe = (from: [number, number], to: [number, number], pointerType = 'touch') => {
      fireEvent.pointerDown(area, {
        pointerId: 7,
        pointerType,
        isPrimary: true,
        clientX: from[0],
        clientY: from[1],
      });
      fireEvent.pointerUp(area, {
        pointerId: 7,
        pointerType,
        isPrimary: true,
        clientX: to[0],
        clientY: to[1],
      });
    };
    swipe([300, 100], [120, 110]);
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 2 of 3');
    swipe([100, 100], [300, 90]);
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 1 of 3');
    swipe([100, 100], [300, 90]);
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 3 of 3');
    swipe([300, 100], [280, 100]);
    swipe([300, 100], [200, 300]);
    swipe([300, 100], [100, 100], 'mouse');
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 3 of 3');
    // The change is announced where the arrows' is: the live region holds the shown picture.
    expect(area).toHaveAttribute('aria-live', 'polite');
    expect(area).toContainElement(shown());
  });

  it('has no controls for a single picture', () => {
    render(<Carousel images={images.slice(0, 1)} title="Day trip" />);
    expect(shown()).toHaveAccessibleName('Day trip, picture 1 of 1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('logs a picture that fails to load and shows the stand-in instead, once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Carousel images={images} title="Serengeti Safari" />);
    fireEvent.error(shown());
    expect(shown()).toHaveAttribute('src', SITE_IMAGES.placeholder);
    expect(shown()).toHaveAccessibleName('Serengeti Safari, picture 1 of 3');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Image failed to load:', images[0]);
    // A stand-in that fails too is not retried or logged again.
    fireEvent.error(shown());
    expect(shown()).toHaveAttribute('src', SITE_IMAGES.placeholder);
    expect(error).toHaveBeenCalledTimes(1);
    // The other pictures are untouched.
    click('Next picture');
    expect(shown()).toHaveAttribute('src', images[1]);
  });
});
