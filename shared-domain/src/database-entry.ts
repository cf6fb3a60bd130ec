// `@safari/shared-domain/database`: the database's enum values as constants. Outside the federation
// singleton (index.ts), so only an app that lists them (the admin's filters) bundles them.
export { Constants } from './supabase/database.types.ts';
