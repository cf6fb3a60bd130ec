import { join } from 'node:path';
import { REMOTE_PATHS } from '../../federation.shared.ts';
import type { SiteLocations } from './site-handler.ts';

/**
 * Where a workspace-shaped folder (this repository, or a release assembled like it) keeps each
 * app's build, mounted at the remote paths the federation defines (federation.shared.ts).
 */
export function builtSiteLocations(root: string): SiteLocations & { publicSiteDir: string } {
  const publicSiteDir = join(root, 'public-site', 'dist');
  const adminDir = join(root, 'admin-app', 'dist');
  return {
    shellDir: join(root, 'shell', 'dist'),
    remotes: {
      [REMOTE_PATHS.publicSite]: publicSiteDir,
      [REMOTE_PATHS.adminApp]: adminDir,
    },
    publicSiteDir,
    adminApp: { dir: adminDir, prefix: REMOTE_PATHS.adminApp },
  };
}
