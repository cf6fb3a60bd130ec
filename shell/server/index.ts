// Public API of @safari/shell/server: the built site on one origin, for any Node server to mount.

export { whileUnchanged } from './file-cache.ts';
export { parseJsonInTurns } from './json-in-turns.ts';
export {
  createSiteHandler,
  pagesToServe,
  type SiteHandler,
  type SiteLocations,
} from './site-handler.ts';
export { builtSiteLocations } from './site-locations.ts';
