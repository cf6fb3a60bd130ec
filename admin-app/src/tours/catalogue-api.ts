// The one place the Tours tab meets shared-domain's catalogue model (issue 23, decision 120): the
// schema of a tour and the typed calls on drafts, publishing, history and restoring.
export {
  type CatalogueVersionSummary as CatalogueVersion,
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
  type TourInput,
  tourSchema,
} from '@safari/shared-domain/catalogue-admin';
