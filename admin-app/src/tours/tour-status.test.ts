import { describe, expect, it } from 'vitest';
import { tourStatus, unpublishedCount } from './tour-status.ts';

describe('tourStatus', () => {
  it('is published when the draft is what travellers see', () => {
    expect(tourStatus({ status: 'published', published: true })).toBe('published');
  });

  it('tells a changed tour from one no version has yet', () => {
    expect(tourStatus({ status: 'draft changes', published: true })).toBe('changed');
    expect(tourStatus({ status: 'draft changes', published: false })).toBe('new');
  });

  it('tells a hidden tour still public from one already taken down', () => {
    expect(tourStatus({ status: 'hidden', published: true })).toBe('hiding');
    expect(tourStatus({ status: 'hidden', published: false })).toBe('hidden');
  });
});

it('counts what a publish would change', () => {
  expect(unpublishedCount(['published', 'changed', 'new', 'hidden', 'hiding'])).toBe(3);
});
