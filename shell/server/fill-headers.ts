import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseRuntimeConfig } from '@safari/shared-domain';
import { fillPlaceholders, parseHeadersFile, placeholderValues } from './security-headers.ts';

// Deploy step for static hosting: `pnpm --filter @safari/shell fill-headers <dist folder>` fills
// the folder's _headers from the config.json beside it, with the same code supabase/local uses
// on every request, so the hosted policy and the local one cannot drift apart. Run it again after
// editing config.json (docs/decisions/094-security-headers.md): the first run keeps the built
// template as _headers.template, and every run fills from that template.

export async function fillHeadersFolder(folder: string): Promise<{ file: string; supabaseUrl: string }> {
  const file = join(folder, '_headers');
  const templateFile = `${file}.template`;
  let template = await readFile(templateFile, 'utf8').catch(() => null);
  if (template === null) {
    template = await readFile(file, 'utf8');
    await writeFile(templateFile, template);
  }
  const config: unknown = JSON.parse(await readFile(join(folder, 'config.json'), 'utf8'));
  // An invalid file would fill nothing and the policy would block the backend: say so instead.
  parseRuntimeConfig(config);
  const values = placeholderValues(config);
  const filled = fillPlaceholders(template, values);
  parseHeadersFile(filled);
  await writeFile(file, filled);
  return { file, supabaseUrl: values.SUPABASE_URL || 'the site origin' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { file, supabaseUrl } = await fillHeadersFolder(resolve(process.argv[2] ?? 'dist'));
  console.log(`Filled ${file}: Supabase at ${supabaseUrl}`);
}
