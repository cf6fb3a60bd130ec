// `@safari/shared-domain/settings-check`: which operator settings still hold the repository's
// stand-ins (decision 113). Pure; used by the admin dashboard's notice and `pnpm check:settings`,
// so the singleton every public page downloads does not carry it (issue 14).
export {
  configSettingsProblems,
  type SettingsProblem,
  settingsStandIns,
  translationProblems,
} from './config/settings-check.ts';
export { TRANSLATED_SETTINGS } from './config/translated-settings.ts';
