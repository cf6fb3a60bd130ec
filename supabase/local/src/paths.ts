import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The workspace root (this file is supabase/local/src/paths.ts). */
export const repoRoot = resolve(here, '..', '..', '..');
export const platformDir = join(here, 'platform');
export const defaultDataDir = join(repoRoot, '.data');
export const defaultMigrationsDir = join(repoRoot, 'supabase', 'migrations');
export const defaultSeedFile = join(repoRoot, 'supabase', 'seed.sql');
export const defaultFunctionsDir = join(repoRoot, 'supabase', 'functions');
export const defaultConfigFile = join(repoRoot, 'supabase', 'config.toml');
