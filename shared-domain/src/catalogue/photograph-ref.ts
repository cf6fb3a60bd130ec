// Uploaded photographs in catalogue picture fields (issue 38, decision 192): a picture value is
// either one of the site's own pictures (`/images/….svg`) or `photographs/<key>`, where the key
// is the photograph's object key in the Storage bucket `photographs` and its row in
// `public.photographs`: a lower-case uuid v4 and the file's kind. The database checks the same
// shape (`private.photograph_key_valid`).

/** The Storage bucket (and the picture values' prefix) of uploaded photographs. */
export const PHOTOGRAPHS_BUCKET = 'photographs';

const KEY = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.(?:jpg|png|webp|avif)';

/** An object key of the photographs bucket. */
export const PHOTOGRAPH_KEY_PATTERN = new RegExp(`^${KEY}$`);

/** A picture value naming an uploaded photograph: `photographs/<key>`. */
export const PHOTOGRAPH_REF_PATTERN = new RegExp(`^${PHOTOGRAPHS_BUCKET}/${KEY}$`);

const PREFIX = `${PHOTOGRAPHS_BUCKET}/`;

export function isPhotographRef(value: string): boolean {
  return PHOTOGRAPH_REF_PATTERN.test(value);
}

/** The picture fields of a tour. */
interface TourPictures {
  readonly heroImage: string;
  readonly gallery: readonly string[];
  readonly itinerary: readonly { readonly image: string }[];
}

/** Every uploaded photograph the tours show, as picture values, once each. */
export function photographRefsOf(tours: readonly TourPictures[]): string[] {
  const pictures = tours.flatMap((tour) => [
    tour.heroImage,
    ...tour.gallery,
    ...tour.itinerary.map((day) => day.image),
  ]);
  return [...new Set(pictures.filter(isPhotographRef))].sort();
}

/** The object key of a `photographs/<key>` picture value; throws for any other value. */
export function photographKey(ref: string): string {
  if (!isPhotographRef(ref)) throw new Error(`${JSON.stringify(ref)} is not an uploaded photograph`);
  return ref.slice(PREFIX.length);
}

/** The picture value of an uploaded photograph's key; throws for a key of another shape. */
export function photographRef(key: string): string {
  if (!PHOTOGRAPH_KEY_PATTERN.test(key)) throw new Error(`${JSON.stringify(key)} is not a photograph key`);
  return `${PREFIX}${key}`;
}

/** The file extensions, by type, the bucket takes (the key ends with one). */
export const PHOTOGRAPH_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;

export type PhotographType = keyof typeof PHOTOGRAPH_EXTENSIONS;

export function isPhotographType(type: string): type is PhotographType {
  return Object.hasOwn(PHOTOGRAPH_EXTENSIONS, type);
}

/** A new object key for a photograph of `type` (a fresh uuid v4). */
export function newPhotographKey(
  type: PhotographType,
  uuid: () => string = () => crypto.randomUUID(),
): string {
  return `${uuid().toLowerCase()}.${PHOTOGRAPH_EXTENSIONS[type]}`;
}

/** The most alt text may say (the database's limit). */
export const ALT_TEXT_MAX = 250;
