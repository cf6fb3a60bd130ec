import { TOURS } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { samePanelProps } from './DeferredBookingPanel.tsx';

const tour = TOURS[0];
if (!tour) throw new Error('no tour in the catalogue');

describe('samePanelProps', () => {
  it('counts a tour joined afresh from the same parts as the same tour', () => {
    expect(samePanelProps({ tour }, { tour: { ...tour } })).toBe(true);
  });

  it('sees a changed field, a changed list and a preview', () => {
    expect(samePanelProps({ tour }, { tour: { ...tour, title: `${tour.title}!` } })).toBe(false);
    expect(samePanelProps({ tour }, { tour: { ...tour, gallery: [...tour.gallery] } })).toBe(false);
    expect(samePanelProps({ tour }, { tour, preview: true })).toBe(false);
  });
});
