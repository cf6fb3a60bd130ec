import { describe, expect, it } from 'vitest';
import {
  ADMIN_TOASTS,
  AUTH_TOASTS,
  BOOKING_ALREADY_RECEIVED_TOAST,
  CATALOGUE_TOASTS,
  CONTACT_TOASTS,
  CUSTOM_BOOKING_TOASTS,
  PROPOSAL_TOASTS,
  SHARE_TOASTS,
  TOUR_BOOKING_TOASTS,
} from './toasts.ts';

describe('toasts, word for word', () => {
  it('auth (docs/product.md §12)', () => {
    expect(AUTH_TOASTS.signOutSuccess).toEqual({
      title: 'Signed out successfully',
      description: 'You have been signed out',
    });
    expect(AUTH_TOASTS.signOutFailure('network down')).toEqual({
      title: 'Error signing out',
      description: 'network down',
      destructive: true,
    });
    expect(AUTH_TOASTS.signUpSuccess).toEqual({
      title: 'Success!',
      description: 'Check your email to confirm your account',
    });
    expect(AUTH_TOASTS.passwordUpdated).toEqual({
      title: 'Success',
      description: 'Your password has been updated successfully.',
    });
    expect(AUTH_TOASTS.passwordUpdateFailure).toMatchObject({
      title: 'Error',
      description: 'Failed to update password. Please try again.',
    });
    expect(AUTH_TOASTS.passwordResetFailure('slow down').description).toBe('slow down');
  });

  it('contact form (docs/product.md §12)', () => {
    expect(CONTACT_TOASTS.missingFields).toEqual({
      title: 'Error',
      description: 'Please fill in all fields',
      destructive: true,
    });
    expect(CONTACT_TOASTS.failure).toEqual({
      title: 'Error',
      description: 'Failed to send message. Please try again.',
      destructive: true,
    });
    expect(CONTACT_TOASTS.success).toEqual({
      title: 'Success!',
      description: "Your message has been sent. We'll get back to you soon!",
    });
  });

  it('custom safari booking (docs/product.md §12), with the reference when there is one', () => {
    expect(CUSTOM_BOOKING_TOASTS.failure).toEqual({
      title: 'Error submitting booking',
      description: 'Please try again or contact us directly.',
      destructive: true,
    });
    expect(CUSTOM_BOOKING_TOASTS.success()).toEqual({
      title: 'Booking submitted successfully!',
      description: "We'll contact you within 24 hours to confirm your safari adventure.",
    });
    expect(CUSTOM_BOOKING_TOASTS.success('TZ-7K3M9Q').description).toBe(
      "We'll contact you within 24 hours to confirm your safari adventure. Your reference is TZ-7K3M9Q.",
    );
  });

  it('tour booking: one wording for all tours (docs/product.md §12)', () => {
    expect(TOUR_BOOKING_TOASTS.success()).toEqual({
      title: 'Booking Request Sent!',
      description: "We'll contact you shortly to confirm your safari adventure.",
    });
    expect(TOUR_BOOKING_TOASTS.success('TZ-7K3M9Q').description).toContain('TZ-7K3M9Q');
    expect(TOUR_BOOKING_TOASTS.failure).toEqual({
      title: 'Error submitting booking',
      description: 'Please try again or contact us directly.',
      destructive: true,
    });
    expect(TOUR_BOOKING_TOASTS.missingDate).toEqual({
      title: 'Please select a date',
      description: 'A tour date is required for booking',
    });
  });

  it('both booking forms: a key already received from a request this one does not match (decision 166)', () => {
    expect(BOOKING_ALREADY_RECEIVED_TOAST).toEqual({
      title: 'Request already received',
      description:
        'We already have this booking request; its confirmation went to the e-mail address given with it. Send the form again to make a new request.',
    });
  });

  it('share fallback on tour pages (docs/product.md §12)', () => {
    expect(SHARE_TOASTS.linkCopied.title).toBe('Link copied to clipboard!');
    expect(SHARE_TOASTS.copyFailed).toMatchObject({ destructive: true });
  });

  it('admin (docs/product.md §11, §12)', () => {
    expect(ADMIN_TOASTS.accessDenied).toMatchObject({
      title: 'Access Denied',
      description: 'You do not have admin privileges.',
    });
    expect(ADMIN_TOASTS.newBooking('Neema Mushi')).toEqual({
      title: 'New Booking!',
      description: 'New booking from Neema Mushi',
    });
    expect(ADMIN_TOASTS.loadBookingsFailure).toMatchObject({
      title: 'Error loading bookings',
      description: 'Failed to load booking data.',
    });
    expect(ADMIN_TOASTS.loadMessagesFailure).toMatchObject({
      title: 'Error loading messages',
      description: 'Failed to load contact messages.',
    });
    expect(ADMIN_TOASTS.loadUsersFailure).toMatchObject({
      title: 'Error loading users',
      description: 'Failed to load user data.',
    });
    const errors = [
      [ADMIN_TOASTS.updateMessageStatusFailure, 'Failed to update message status.'],
      [ADMIN_TOASTS.deleteMessageFailure, 'Failed to delete the contact message.'],
      [ADMIN_TOASTS.updateRoleFailure, 'Failed to update user role.'],
      [ADMIN_TOASTS.deleteUserFailure, 'Failed to delete the user.'],
      [ADMIN_TOASTS.updateBookingStatusFailure, 'Failed to update booking status.'],
      [ADMIN_TOASTS.deleteBookingFailure, 'Failed to delete the booking.'],
    ] as const;
    for (const [toast, description] of errors) {
      expect(toast).toEqual({ title: 'Error', description, destructive: true });
    }
    expect(ADMIN_TOASTS.messageStatusUpdated('read')).toEqual({
      title: 'Status Updated',
      description: 'Message marked as read',
    });
    expect(ADMIN_TOASTS.bookingStatusUpdated('confirmed')).toEqual({
      title: 'Status Updated',
      description: 'Booking status updated to confirmed',
    });
    expect(ADMIN_TOASTS.roleUpdated('admin')).toEqual({
      title: 'Role Updated',
      description: 'User role updated to admin',
    });
    expect(ADMIN_TOASTS.messageDeleted.title).toBe('Message Deleted');
    expect(ADMIN_TOASTS.userDeleted.title).toBe('User Deleted');
    expect(ADMIN_TOASTS.bookingDeleted.title).toBe('Booking Deleted');
  });
});

describe('catalogue toasts (issue 23)', () => {
  it('name the tour and the version, and pass a refusal on in its own words', () => {
    expect(CATALOGUE_TOASTS.tourSaved('Big Five')).toEqual({
      title: 'Tour Saved',
      description: 'Big Five is saved as a draft. Publish to show the change to travellers.',
    });
    expect(CATALOGUE_TOASTS.tourAdded('Big Five').description).toContain('Big Five');
    expect(CATALOGUE_TOASTS.tourHidden('Big Five').description).toBe(
      'Big Five leaves the site at the next publish.',
    );
    expect(CATALOGUE_TOASTS.tourShown('Big Five').description).toBe(
      'Big Five returns to the site at the next publish.',
    );
    expect(CATALOGUE_TOASTS.published(7).description).toBe(
      "Version 7 is published: the site's pages show it within a minute.",
    );
    expect(CATALOGUE_TOASTS.live(7).description).toBe('Version 7 is what travellers see now.');
    expect(CATALOGUE_TOASTS.restored(3, 8).description).toBe('Version 3 is published again as version 8.');
    expect(CATALOGUE_TOASTS.refused('This tour was changed by ana@example.com')).toEqual({
      title: 'Not saved',
      description: 'This tour was changed by ana@example.com',
      destructive: true,
    });
    expect(CATALOGUE_TOASTS.loadToursFailure).toMatchObject({ destructive: true });
  });
});

describe('PROPOSAL_TOASTS', () => {
  it('name the booking, the version and where the mail went', () => {
    expect(PROPOSAL_TOASTS.draftSaved('TZ-7K3M9Q').description).toBe(
      'The proposal for TZ-7K3M9Q is saved. Only staff see a draft.',
    );
    expect(PROPOSAL_TOASTS.sent(2, 'a@example.com')).toEqual({
      title: 'Proposal Sent',
      description: 'Version 2 is mailed to a@example.com.',
    });
    expect(PROPOSAL_TOASTS.changesAsked('One more night').description).toBe(
      'A traveller asked for changes to their proposal: “One more night”',
    );
    expect(PROPOSAL_TOASTS.changesAsked('x'.repeat(200)).description).toContain(`“${'x'.repeat(119)}…”`);
    expect(PROPOSAL_TOASTS.accepted(2).description).toBe(
      'A traveller accepted version 2 of their proposal; the booking is confirmed.',
    );
    expect(PROPOSAL_TOASTS.refused('No').destructive).toBe(true);
  });
});
