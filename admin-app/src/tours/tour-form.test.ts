import { zodResolver } from '@hookform/resolvers/zod';
import { TOURS } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { type TourInput, tourSchema } from './catalogue-api.ts';
import { itemErrorMessage, listErrorMessage } from './form-errors.ts';
import { blankTour, duplicateTour } from './tour-copy.ts';

// The editor's resolver is the shared schema's: these check that each of its messages lands on
// the field the form shows it under.
const resolve = zodResolver(tourSchema);

async function errorsOf(values: unknown) {
  const result = await resolve(values as TourInput, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as Record<string, unknown> & {
    title?: { message?: string };
    adultPrice?: { message?: string };
    itinerary?: Record<number, { title?: { message?: string } }>;
  };
}

const original = TOURS[0];
if (!original) throw new Error('the catalogue has tours');

describe('the tour form with the shared schema', () => {
  it('accepts a copy of a catalogue tour as it is', async () => {
    const copy = duplicateTour({ ...original, featured: false }, []);
    expect(await errorsOf(copy)).toEqual({});
  });

  it('names every missing text of a new tour under its own field', async () => {
    const errors = await errorsOf(blankTour('/images/site/placeholder.svg'));
    expect(errors.title?.message).toBe('Title is required');
    expect(errors.adultPrice?.message).toBe('Adult price must be more than 0');
    expect(errors.itinerary?.[0]?.title?.message).toBe('Title is required');
    expect(itemErrorMessage(errors.overview, 0)).toMatch(/ is required$/);
  });

  it("puts a list's own problem on the list", async () => {
    const errors = await errorsOf({ ...duplicateTour({ ...original, featured: false }, []), gallery: [] });
    expect(listErrorMessage(errors.gallery)).toBe('Gallery needs at least 1 item');
  });

  it('keeps a script in a title as text to be shown, not a problem to hide', async () => {
    const tour = {
      ...duplicateTour({ ...original, featured: false }, []),
      title: '<script>alert(1)</script>',
    };
    expect(await errorsOf(tour)).toEqual({});
    expect(tourSchema.parse(tour).title).toBe('<script>alert(1)</script>');
  });
});
