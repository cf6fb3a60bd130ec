import { describe, expect, it } from 'vitest';
import { mailsTheTraveller, undoEndsAt, undoneToast } from './status-undo.ts';

describe('status changes that mail the traveller (decision 135)', () => {
  it('asks before confirming or cancelling, not before setting a booking back to pending', () => {
    expect(mailsTheTraveller('confirmed')).toBe(true);
    expect(mailsTheTraveller('cancelled')).toBe(true);
    expect(mailsTheTraveller('pending')).toBe(false);
  });

  it('offers the undo for the hold the database set, measured on its clock, a second early', () => {
    const mail = { created_at: '2026-11-25T10:00:00.000Z', hold_until: '2026-11-25T10:00:30.000Z' };
    expect(undoEndsAt(mail, 1_000_000)).toBe(1_029_000);
    expect(undoEndsAt({ ...mail, hold_until: null }, 5)).toBe(5);
    expect(undoEndsAt({ ...mail, hold_until: 'nonsense' }, 5)).toBe(5);
  });

  it('says whether the mail was withdrawn or had already left', () => {
    expect(undoneToast('TZ-7K3M9Q', 'pending', 'withdrawn')).toEqual({
      title: 'Change Undone',
      description:
        'Booking TZ-7K3M9Q is pending again. The mail to the traveller was withdrawn before it left.',
    });
    expect(undoneToast('TZ-7K3M9Q', 'confirmed', 'sent').description).toContain('had already left');
  });
});
