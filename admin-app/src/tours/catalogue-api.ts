// The one place the Tours tab meets shared-domain's catalogue model (issue 23, decision 120): the
// schema of a tour and the typed calls on drafts, publishing, history and restoring.

// Issue 27: the calendar rules the editor applies to the form (never a second copy of them).
export {
  copySeasonsToNextYear,
  newDepartureId,
  type SeasonsCopy,
  type TourDeparture,
  type TourSeason,
} from '@safari/shared-domain/catalogue';
export {
  type CatalogueVersionSummary as CatalogueVersion,
  catalogueHistory,
  createTourDraft,
  listTourDrafts,
  loadTourDraft,
  publishCatalogue,
  restoreCatalogueVersion,
  SALES_MODES,
  saveTourDraft,
  setTourHidden,
  type TourChange,
  type TourChangeKind,
  type TourDraft,
  type TourInput,
  tourSchema,
} from '@safari/shared-domain/catalogue-admin';
