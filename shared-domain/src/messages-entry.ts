// `@safari/shared-domain/messages`: the toasts the pages and the dashboard show, word for word, and
// the toast for a request the database refused. Pure and stateless; bundled by the apps that show
// them, so the singleton's first download carries none of their words (issue 14).
export { requestRefusalToast } from './messages/refusals.ts';
export {
  ADMIN_TOASTS,
  BOOKING_ALREADY_RECEIVED_TOAST,
  CATALOGUE_TOASTS,
  CONTACT_TOASTS,
  CUSTOM_BOOKING_TOASTS,
  PROPOSAL_TOASTS,
  SHARE_TOASTS,
  TOUR_BOOKING_TOASTS,
  type ToastText,
} from './messages/toasts.ts';
