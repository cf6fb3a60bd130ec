import { describe, expect, it } from 'vitest';
import { changeText, publisherText } from './history-text.ts';

describe('changeText', () => {
  it('names the tour and the fields that changed in the words of the form', () => {
    expect(
      changeText({
        slug: 's',
        title: 'Serengeti Safari',
        kind: 'changed',
        fields: ['adultPrice', 'itinerary'],
      }),
    ).toBe('Changed Serengeti Safari: Adult price (USD), Itinerary');
  });

  it('says what happened to an added, hidden or shown tour', () => {
    expect(changeText({ slug: 's', title: 'New Tour', kind: 'added', fields: ['title'] })).toBe(
      'Added New Tour',
    );
    expect(changeText({ slug: 's', title: 'Old Tour', kind: 'hidden', fields: [] })).toBe('Hidden Old Tour');
    expect(changeText({ slug: 's', title: 'Old Tour', kind: 'shown', fields: [] })).toBe(
      'Shown again Old Tour',
    );
  });

  it('shows a field name it does not know as it is', () => {
    expect(changeText({ slug: 's', title: 'T', kind: 'changed', fields: ['season'] })).toBe(
      'Changed T: season',
    );
  });
});

it('says who published, or that the first catalogue came with the site', () => {
  expect(publisherText('ana@example.com')).toBe('ana@example.com');
  expect(publisherText(null)).toBe('The first catalogue (set up with the site)');
});
