// Public API of @safari/supabase-local.
export type { DatabaseOptions, PrepareOptions } from './boot.ts';
export { openConfiguredDatabase, prepareDatabase } from './boot.ts';
export {
  ConfigError,
  type FunctionConfig,
  loadProjectConfig,
  type ProjectConfig,
  parseProjectConfig,
} from './config.ts';
export type * from './contracts.ts';
export { openDatabase } from './db/index.ts';
export { type Caller, type CallerResult, resolveCaller } from './gateway.ts';
export { JwtError, type JwtFailure, signJwt, verifyJwt } from './jwt.ts';
export { deriveProjectKeys, loadJwtSecret } from './keys.ts';
export { createMailService, type MailService, type OutgoingMail, type StoredMail } from './mail/index.ts';
export { appliedMigrations, applyMigrations, MigrationChangedError } from './migrate.ts';
export type { OperatorSettings } from './product-settings.ts';
export { type RealtimeService, startRealtime } from './realtime/index.ts';
export { createRestHandler } from './rest/index.ts';
export {
  type RunningServer,
  type ServedSite,
  type ServerOptions,
  type SiteFactory,
  startServer,
} from './server.ts';
