import { describe, expect, it } from 'vitest';
import { reactToChange } from './live-updates.ts';

describe('reactToChange', () => {
  it('refreshes the list and the figures and announces a new booking', () => {
    expect(reactToChange('bookings', 'INSERT', { customer_name: 'Amina Juma' })).toEqual({
      invalidate: [['bookings'], ['summary']],
      toast: { title: 'New Booking!', description: 'New booking from Amina Juma' },
    });
  });

  it('refreshes without a toast on updates and deletes', () => {
    expect(reactToChange('bookings', 'UPDATE', { customer_name: 'Amina Juma' }).toast).toBeNull();
    expect(reactToChange('bookings', 'DELETE', {})).toEqual({
      invalidate: [['bookings'], ['summary']],
      toast: null,
    });
  });

  it('refreshes the messages and their badge on any message change', () => {
    expect(reactToChange('contact_submissions', 'INSERT', { name: 'Jo' })).toEqual({
      invalidate: [['contact-messages']],
      toast: null,
    });
  });
});
