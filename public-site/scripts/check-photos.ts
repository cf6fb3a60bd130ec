// `pnpm check:photos`: which catalogue pictures are still illustrations, and which photographs in
// the photo folder match no picture id (a typo) or repeat one. Fails only for those files, not for
// illustrations (decision 114).
import { CATALOGUE_IMAGE_URLS } from '@safari/shared-domain/catalogue';
import { listPhotoSources, matchPhotos, photoReport, photosFolder } from './photo-pipeline.ts';

const folder = photosFolder();
const { text, ok } = photoReport(matchPhotos(await listPhotoSources(folder), CATALOGUE_IMAGE_URLS), folder);
console.log(text);
process.exitCode = ok ? 0 : 1;
