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
  runtimeConfigSchema,
  setRuntimeConfig,
} from './config/runtime-config.ts';
export {
  defaultSiteSettings,
  type SiteSettings,
  type SiteStat,
  type SocialLink,
  siteSettingsSchema,
  telHref,
  whatsappChatUrl,
} from './config/site-settings.ts';
export { exposeModuleIdentity, type ModuleIdentity } from './federation/module-identity.ts';
