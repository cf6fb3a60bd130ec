// `@safari/shared-domain/catalogue-admin`: the catalogue as data (issue 23, decision 120): the
// one tour schema, the first catalogue and the admin's calls on drafts, publishing and history.
// Only the admin's Tours tab and the tests import the calls; the schema is also the read check.
export {
  type CatalogueResult,
  type CatalogueVersionSummary,
  catalogueHistory,
  createTourDraft,
  listTourDrafts,
  loadTourDraft,
  publishCatalogue,
  restoreCatalogueVersion,
  saveTourDraft,
  setTourHidden,
  type TourChange,
  type TourChangeKind,
  type TourDraft,
  type TourDraftSave,
  type TourDraftStatus,
} from './catalogue/catalogue-admin.ts';
export { FIRST_CATALOGUE, FIRST_PUBLISHED_CATALOGUE } from './catalogue/first-catalogue.ts';
export {
  checkTour,
  SALES_MODES,
  TOUR_DAY_PATTERN,
  TOUR_LIMITS,
  TOUR_SLUG_PATTERN,
  type TourCheck,
  type TourInput,
  type TourOutput,
  tourProblemText,
  tourSchema,
} from './catalogue/tour-schema.ts';
