// Public API of @safari/site-server: the built site for supabase-local's `site` option.
export { type BuiltSiteOptions, builtSite } from './built-site.ts';
