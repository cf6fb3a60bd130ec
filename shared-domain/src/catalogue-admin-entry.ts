// `@safari/shared-domain/catalogue-admin`: the catalogue as data (issue 23, decision 120): the
// one tour schema, the first catalogue and the admin's calls on drafts, publishing and history.
// Only the admin's Tours tab and the tests import the calls; the schema is also the read check.
export type { CatalogueResult } from './catalogue/catalogue-admin.ts';
export {
  type CatalogueVersionSummary,
  catalogueHistory,
  publishCatalogue,
  restoreCatalogueVersion,
  type TourChange,
  type TourChangeKind,
} from './catalogue/catalogue-versions.ts';
export { FIRST_CATALOGUE, FIRST_PUBLISHED_CATALOGUE } from './catalogue/first-catalogue.ts';
export { checkTour, type TourCheck, tourProblemText } from './catalogue/tour-check.ts';
export {
  createTourDraft,
  listTourDrafts,
  loadTourDraft,
  saveTourDraft,
  setTourHidden,
  type TourDraft,
  type TourDraftSave,
  type TourDraftStatus,
} from './catalogue/tour-drafts.ts';
export { SALES_MODES, TOUR_DAY_PATTERN, TOUR_LIMITS, TOUR_SLUG_PATTERN } from './catalogue/tour-limits.ts';
export { type TourInput, type TourOutput, tourSchema } from './catalogue/tour-schema.ts';
export {
  TRANSLATED_LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
} from './catalogue/tour-translations-schema.ts';
