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
  type SocialLink,
  siteSettingsSchema,
} from './config/site-settings.ts';
