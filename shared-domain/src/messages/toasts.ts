// Every toast the apps show (docs/product.md §12): the original site's words, or ours where the
// product changed a flow. Components never spell a toast themselves.

export interface ToastText {
  readonly title: string;
  readonly description: string;
  /** Errors use the UI's destructive style. */
  readonly destructive?: true;
}

export const AUTH_TOASTS = {
  signOutSuccess: { title: 'Signed out successfully', description: 'You have been signed out' },
  signOutFailure: (message: string): ToastText => ({
    title: 'Error signing out',
    description: message,
    destructive: true,
  }),
  signUpSuccess: { title: 'Success!', description: 'Check your email to confirm your account' },
  /**
   * Auth answers a sign-up for an address that already has an account as if it were new (so
   * nobody learns who has one) and sends no mail; this says what to do without saying which.
   */
  signUpAddressInUse: {
    title: 'Check your email',
    description:
      'If this address already has an account, no new confirmation is sent: sign in, or reset your password if you forgot it.',
  },
  confirmationResent: {
    title: 'Check your email',
    description:
      'If this address is waiting to be confirmed, a new confirmation link is on its way. Already confirmed? Sign in.',
  },
  confirmationResendFailure: (message: string): ToastText => ({
    title: 'Could not send a new link',
    description: message,
    destructive: true,
  }),
  passwordResetSent: {
    title: 'Check your email',
    description: 'If an account exists for that address, we have sent a link to reset your password.',
  },
  passwordResetFailure: (message: string): ToastText => ({
    title: 'Password reset error',
    description: message,
    destructive: true,
  }),
  passwordUpdated: { title: 'Success', description: 'Your password has been updated successfully.' },
  passwordUpdateFailure: {
    title: 'Error',
    description: 'Failed to update password. Please try again.',
    destructive: true,
  },
} as const satisfies Record<string, ToastText | ((message: string) => ToastText)>;

export const CONTACT_TOASTS = {
  missingFields: { title: 'Error', description: 'Please fill in all fields', destructive: true },
  failure: { title: 'Error', description: 'Failed to send message. Please try again.', destructive: true },
  success: { title: 'Success!', description: "Your message has been sent. We'll get back to you soon!" },
} as const satisfies Record<string, ToastText>;

function withReference(description: string, reference: string | undefined): string {
  return reference ? `${description} Your reference is ${reference}.` : description;
}

/**
 * Both booking forms, when the database already has the request's key from a request that is not
 * this one's (decision 166): it says nothing of that booking, so neither does the page.
 */
export const BOOKING_ALREADY_RECEIVED_TOAST = {
  title: 'Request already received',
  description:
    'We already have this booking request; its confirmation went to the e-mail address given with it. Send the form again to make a new request.',
} as const satisfies ToastText;

export const CUSTOM_BOOKING_TOASTS = {
  failure: {
    title: 'Error submitting booking',
    description: 'Please try again or contact us directly.',
    destructive: true,
  },
  success: (reference?: string): ToastText => ({
    title: 'Booking submitted successfully!',
    description: withReference(
      "We'll contact you within 24 hours to confirm your safari adventure.",
      reference,
    ),
  }),
} as const;

/** One wording for every tour page (docs/product.md §12). */
export const TOUR_BOOKING_TOASTS = {
  success: (reference?: string): ToastText => ({
    title: 'Booking Request Sent!',
    description: withReference("We'll contact you shortly to confirm your safari adventure.", reference),
  }),
  failure: {
    title: 'Error submitting booking',
    description: 'Please try again or contact us directly.',
    destructive: true,
  },
  missingDate: { title: 'Please select a date', description: 'A tour date is required for booking' },
} as const;

/** The share button of tour pages when the device has no share sheet (docs/product.md §12). */
export const SHARE_TOASTS = {
  linkCopied: { title: 'Link copied to clipboard!', description: 'Paste it anywhere to share this tour.' },
  copyFailed: {
    title: 'Could not copy the link',
    description: 'Copy the address from your browser bar instead.',
    destructive: true,
  },
} as const satisfies Record<string, ToastText>;

export const ADMIN_TOASTS = {
  accessDenied: {
    title: 'Access Denied',
    description: 'You do not have admin privileges.',
    destructive: true,
  },
  newBooking: (name: string): ToastText => ({
    title: 'New Booking!',
    description: `New booking from ${name}`,
  }),
  loadBookingsFailure: {
    title: 'Error loading bookings',
    description: 'Failed to load booking data.',
    destructive: true,
  },
  loadMessagesFailure: {
    title: 'Error loading messages',
    description: 'Failed to load contact messages.',
    destructive: true,
  },
  loadUsersFailure: {
    title: 'Error loading users',
    description: 'Failed to load user data.',
    destructive: true,
  },
  updateMessageStatusFailure: {
    title: 'Error',
    description: 'Failed to update message status.',
    destructive: true,
  },
  deleteMessageFailure: {
    title: 'Error',
    description: 'Failed to delete the contact message.',
    destructive: true,
  },
  updateRoleFailure: { title: 'Error', description: 'Failed to update user role.', destructive: true },
  deleteUserFailure: { title: 'Error', description: 'Failed to delete the user.', destructive: true },
  updateBookingStatusFailure: {
    title: 'Error',
    description: 'Failed to update booking status.',
    destructive: true,
  },
  deleteBookingFailure: { title: 'Error', description: 'Failed to delete the booking.', destructive: true },
  messageStatusUpdated: (status: string): ToastText => ({
    title: 'Status Updated',
    description: `Message marked as ${status}`,
  }),
  bookingStatusUpdated: (status: string): ToastText => ({
    title: 'Status Updated',
    description: `Booking status updated to ${status}`,
  }),
  /** Decision 135: the undo of a status change, and what became of the held mail. */
  statusChangeUndone: (reference: string, status: string, mailWithdrawn: boolean): ToastText => ({
    title: 'Change Undone',
    description: `Booking ${reference} is ${status} again. ${
      mailWithdrawn
        ? 'The mail to the traveller was withdrawn before it left.'
        : 'The mail to the traveller had already left.'
    }`,
  }),
  undoStatusChangeFailure: {
    title: 'Error',
    description: 'Failed to undo the status change.',
    destructive: true,
  },
  /** Decision 136: staff quoted a custom request's price (`price` already formatted). */
  priceQuoted: (reference: string, price: string): ToastText => ({
    title: 'Price Quoted',
    description: `Booking ${reference} is quoted at ${price}; the traveller is mailed the price.`,
  }),
  /** Decision 186: staff recorded money received or refunded (`amount` already formatted). */
  paymentRecorded: (
    reference: string,
    amount: string,
    documentNumber: string,
    refund: boolean,
  ): ToastText => ({
    title: refund ? 'Refund Recorded' : 'Payment Recorded',
    description: `${amount} ${refund ? 'refunded for' : 'received for'} booking ${reference} (${documentNumber}); the traveller is mailed the ${refund ? 'refund note' : 'receipt'}.`,
  }),
  paymentVoided: (documentNumber: string): ToastText => ({
    title: 'Payment Voided',
    description: `${documentNumber} is void and no longer counts.`,
  }),
  scheduleMade: (reference: string): ToastText => ({
    title: 'Payment Schedule Made',
    description: `Booking ${reference} has its payment schedule and invoice.`,
  }),
  roleUpdated: (role: string): ToastText => ({
    title: 'Role Updated',
    description: `User role updated to ${role}`,
  }),
  messageDeleted: { title: 'Message Deleted', description: 'The contact message has been deleted.' },
  userDeleted: { title: 'User Deleted', description: 'The user account has been deleted.' },
  bookingDeleted: { title: 'Booking Deleted', description: 'The booking has been deleted.' },
} as const;

/** The admin's Tours tab (issue 23): drafts, publishing and restoring the catalogue. */
export const CATALOGUE_TOASTS = {
  tourSaved: (title: string): ToastText => ({
    title: 'Tour Saved',
    description: `${title} is saved as a draft. Publish to show the change to travellers.`,
  }),
  tourAdded: (title: string): ToastText => ({
    title: 'Tour Added',
    description: `${title} is saved as a draft. Publish to show it to travellers.`,
  }),
  tourHidden: (title: string): ToastText => ({
    title: 'Tour Hidden',
    description: `${title} leaves the site at the next publish.`,
  }),
  tourShown: (title: string): ToastText => ({
    title: 'Tour Shown',
    description: `${title} returns to the site at the next publish.`,
  }),
  /** Said when the database has the version; `live` follows when the pages show it. */
  published: (version: number): ToastText => ({
    title: 'Catalogue Published',
    description: `Version ${version} is published: the site's pages show it within a minute.`,
  }),
  /** The served pages name the version (issue 39, item 6): only then is it what travellers see. */
  live: (version: number): ToastText => ({
    title: 'Catalogue Live',
    description: `Version ${version} is what travellers see now.`,
  }),
  notLiveYet: (version: number, minutes: number): ToastText => ({
    title: 'Pages Not Updated Yet',
    description: `Version ${version} is published, but after ${minutes} minutes the site's pages still show an earlier one: the server's log says why.`,
    destructive: true,
  }),
  restored: (from: number, version: number): ToastText => ({
    title: 'Version Restored',
    description: `Version ${from} is published again as version ${version}.`,
  }),
  /** A change the database or the model refused, in its own words (a conflict names who). */
  refused: (message: string): ToastText => ({ title: 'Not saved', description: message, destructive: true }),
  loadToursFailure: {
    title: 'Error loading tours',
    description: 'Failed to load the catalogue.',
    destructive: true,
  },
} as const;

/** The admin's proposal editor (issue 37): saving, sending and the traveller's answers, live. */
export const PROPOSAL_TOASTS = {
  draftSaved: (reference: string): ToastText => ({
    title: 'Draft Saved',
    description: `The proposal for ${reference} is saved. Only staff see a draft.`,
  }),
  sent: (version: number, email: string): ToastText => ({
    title: 'Proposal Sent',
    description: `Version ${version} is mailed to ${email}.`,
  }),
  /** Live: a traveller's message, its start in quotes (the whole is on the proposal's page). */
  changesAsked: (message: string): ToastText => ({
    title: 'Changes Asked',
    description: `A traveller asked for changes to their proposal: “${message.length > 120 ? `${message.slice(0, 119)}…` : message}”`,
  }),
  /** Live: a traveller accepted. */
  accepted: (version: number): ToastText => ({
    title: 'Proposal Accepted',
    description: `A traveller accepted version ${version} of their proposal; the booking is confirmed.`,
  }),
  /** What the database or the schema refused, in its own words. */
  refused: (message: string): ToastText => ({ title: 'Not done', description: message, destructive: true }),
} as const;
