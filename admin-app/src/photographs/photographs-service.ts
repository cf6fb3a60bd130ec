import { getSupabase, type Tables } from '@safari/shared-domain';
import {
  ALT_TEXT_MAX,
  isPhotographType,
  newPhotographKey,
  PHOTOGRAPHS_BUCKET,
} from '@safari/shared-domain/catalogue';
import { pictureSize, UploadRefused, uploadPhotograph } from './photograph-upload.ts';

// The photograph library (issue 38, decision 192): files in the Storage bucket `photographs`,
// described by rows of public.photographs. The database refuses what staff may not do (a row
// without a file, a draft naming a photograph with no alt text, deleting one a tour shows); these
// calls pass its words on.

export type Photograph = Tables<'photographs'>;

/** A refusal worded for staff (the database's or Storage's words). */
class PhotographError extends Error {
  override name = 'PhotographError';
}

function refused(error: { message?: string } | null, fallback: string): PhotographError {
  return new PhotographError(error?.message?.trim() || fallback);
}

export async function fetchPhotographs(): Promise<readonly Photograph[]> {
  const { data, error } = await (await getSupabase())
    .from('photographs')
    .select('*')
    .order('created_at', { ascending: false })
    .order('key');
  if (error) throw refused(error, 'The photographs could not be loaded');
  return data;
}

/**
 * Uploads a new photograph and adds it to the library (without alt text yet). A file Storage
 * refuses is refused in Storage's words; a file the browser cannot draw after Storage took it is
 * removed again.
 */
export async function addPhotograph(file: File, onProgress: (percent: number) => void): Promise<Photograph> {
  // A type the bucket does not take still goes to Storage, whose refusal names it; only its key
  // needs an extension, and Storage refuses the file before the key matters.
  const key = isPhotographType(file.type) ? newPhotographKey(file.type) : `${crypto.randomUUID()}.bin`;
  await uploadPhotograph({ key, file, onProgress });
  const supabase = await getSupabase();
  try {
    const size = await pictureSize(file);
    const { data, error } = await supabase
      .from('photographs')
      .insert({ key, ...size, bytes: file.size, content_type: file.type })
      .select('*')
      .single();
    if (error) throw refused(error, 'The photograph could not be added to the library');
    return data;
  } catch (error) {
    await supabase.storage.from(PHOTOGRAPHS_BUCKET).remove([key]);
    throw error;
  }
}

/** New bytes for a photograph (the same key, so every tour showing it shows the new picture). */
export async function replacePhotograph(
  photograph: Photograph,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ key: string; version: string }> {
  if (file.type !== photograph.content_type) {
    throw new UploadRefused(
      `Replace it with a ${kindName(photograph.content_type)} file; upload a picture of another kind as a new photograph`,
    );
  }
  await uploadPhotograph({ key: photograph.key, file, replace: true, onProgress });
  const size = await pictureSize(file);
  const { data, error } = await (await getSupabase())
    .from('photographs')
    .update({ ...size, bytes: file.size })
    .eq('key', photograph.key)
    .select('key, updated_at')
    .single();
  if (error) throw refused(error, 'The new size of the photograph could not be saved');
  return { key: data.key, version: data.updated_at ?? '' };
}

export function kindName(contentType: string): string {
  return { 'image/webp': 'WebP' }[contentType] ?? contentType.replace(/^image\//, '').toUpperCase();
}

/** The alt text staff typed, checked as the database checks it; a message, or null when fine. */
export function altTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Alt text is required: say what the photograph shows';
  if (trimmed.length > ALT_TEXT_MAX) return `Alt text must be at most ${ALT_TEXT_MAX} characters`;
  return null;
}

export async function describePhotograph(key: string, altText: string): Promise<void> {
  const problem = altTextProblem(altText);
  if (problem) throw new PhotographError(problem);
  const { data, error } = await (await getSupabase())
    .from('photographs')
    .update({ alt_text: altText.trim() })
    .eq('key', key)
    .select('key');
  if (error) throw refused(error, 'The alt text could not be saved');
  if (data.length === 0) throw new PhotographError('This photograph is no longer in the library');
}

/**
 * Deletes a photograph: its row first, which the database refuses while a tour shows it (naming
 * the tours), then its file, which Storage keeps while the row exists.
 */
export async function deletePhotograph(key: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('photographs').delete().eq('key', key);
  if (error) throw refused(error, 'The photograph could not be deleted');
  const removed = await supabase.storage.from(PHOTOGRAPHS_BUCKET).remove([key]);
  if (removed.error)
    throw refused(removed.error, 'The photograph left the library but its file could not be removed');
}
