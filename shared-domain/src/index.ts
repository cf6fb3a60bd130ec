// The federation singleton: everything here holds state that must exist once per page (the
// run-time configuration, the Supabase client, the auth store) or is tiny and needed at start.
// Pure, heavier modules are the subpath entries `@safari/shared-domain/catalogue` and
// `@safari/shared-domain/forms`, which each app bundles and tree-shakes itself
// (docs/decisions/006-shared-domain-entries.md).
// Auth: the store, the error mapping and where sessions land.
export {
  type AuthOutcome,
  type AuthState,
  type AuthStoreOptions,
  createAuthStore,
  getAuthStore,
  type RoleCheck,
} from './auth/auth-store.ts';
export {
  ADMIN_HOME_PATH,
  type AppRole,
  AUTH_PATH,
  isAdmin,
  MY_BOOKINGS_PATH,
  PASSWORD_RESET_PATH,
  redirectPathForRole,
  roleFromRow,
  SITE_HOME_PATH,
} from './auth/roles.ts';
// Configuration and operator settings, read at run time.
export {
  fetchRuntimeConfig,
  getRuntimeConfig,
  getSiteSettings,
  hasRuntimeConfig,
  loadStandaloneRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfigInput,
  setRuntimeConfig,
} from './config/runtime-config.ts';
export {
  defaultSiteSettings,
  type PaymentInstructions,
  type PaymentTerms,
  type SiteSettings,
  type SiteStat,
  type SocialLink,
  telHref,
  whatsappChatUrl,
} from './config/site-settings.ts';
// The toasts' shape; the texts are in `@safari/shared-domain/messages` (the auth store's own are
// bundled with it).
export type { ToastText } from './messages/toasts.ts';
// Supabase: the one client and the database types.
export { getSupabase, type SafariSupabaseClient } from './supabase/client.ts';
export type {
  Database,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './supabase/database.types.ts';
