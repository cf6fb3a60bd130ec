// `pnpm check:settings [config.json]`: lists the operator settings that still hold the
// repository's stand-ins (shared-domain's settingsStandIns) and fails when there are any, so a
// deployment is not published with example addresses or a missing licence number unknowingly.
// Without an argument it checks the shell's own public/config.json.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configSettingsProblems } from '@safari/shared-domain/settings-check';

const defaultConfig = fileURLToPath(new URL('../public/config.json', import.meta.url));
// pnpm runs the script in shell/; a path typed at the repository root is relative to it (INIT_CWD).
const argument = process.argv[2];
const file = argument ? resolve(process.env.INIT_CWD ?? process.cwd(), argument) : defaultConfig;

let json: unknown;
try {
  json = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const problems = configSettingsProblems(json);
if (problems.length === 0) {
  console.log(`${file}: the operator settings hold no stand-ins.`);
} else {
  console.error(`${file}: ${problems.length} operator setting(s) to set before going live:`);
  for (const problem of problems) console.error(`  settings.${problem.setting}: ${problem.message}`);
  process.exitCode = 1;
}
