import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseRuntimeConfig } from '@safari/shared-domain';
import { fillPlaceholders, parseHeadersFile, placeholderValues } from './security-headers.ts';

// Deploy step for static hosting: `pnpm --filter @safari/shell fill-headers <dist folder>` fills
// the folder's _headers from the config.json beside it, with the same code supabase/local uses
// on every request, so the hosted policy and the local one cannot drift apart. Run it again after
// editing config.json (docs/decisions/094-security-headers.md).
const dir = resolve(process.argv[2] ?? 'dist');
const template = await readFile(join(dir, '_headers'), 'utf8');
const config: unknown = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
// An invalid file would fill nothing and the policy would block the backend: say so instead.
parseRuntimeConfig(config);
const values = placeholderValues(config);
const filled = fillPlaceholders(template, values);
parseHeadersFile(filled);
await writeFile(join(dir, '_headers'), filled);
console.log(`Filled ${join(dir, '_headers')}: Supabase at ${values.SUPABASE_URL || 'the site origin'}`);
