#!/usr/bin/env -S node --import tsx
// `pnpm serve` (and `pnpm start` after the build): supabase-local's `start`, same options and
// environment, with the built site on the same port. SITE_DIR serves builds from another
// workspace-shaped folder; SITE_CONFIG names the deployment's /config.json.
import { startFromCommandLine } from '@safari/supabase-local/cli';
import { builtSite } from './built-site.ts';

const site = builtSite({
  ...(process.env.SITE_DIR ? { siteDir: process.env.SITE_DIR } : {}),
  ...(process.env.SITE_CONFIG ? { siteConfigFile: process.env.SITE_CONFIG } : {}),
});

startFromCommandLine(process.argv.slice(2), site).catch((error: unknown) => {
  console.error(`site-server: ${(error as Error).message}`);
  process.exitCode = 1;
});
