import type { TourDraft } from './catalogue-api.ts';

/**
 * Where a draft stands against what travellers see, as the list shows it. shared-domain reports
 * published / draft changes / hidden and whether the latest version has the tour; staff also need
 * to tell a new tour from a changed one, and a hidden tour still public from one taken down.
 */
export type TourStatus = 'published' | 'changed' | 'new' | 'hidden' | 'hiding';

export const TOUR_STATUS_TEXT: Readonly<Record<TourStatus, { text: string; color: string }>> = {
  published: { text: 'Published', color: 'green' },
  changed: { text: 'Draft changes', color: 'gold' },
  new: { text: 'Not yet published', color: 'blue' },
  hidden: { text: 'Hidden', color: 'default' },
  hiding: { text: 'Hidden (still public until published)', color: 'orange' },
};

export function tourStatus(draft: Pick<TourDraft, 'status' | 'published'>): TourStatus {
  if (draft.status === 'hidden') return draft.published ? 'hiding' : 'hidden';
  if (draft.status === 'published') return 'published';
  return draft.published ? 'changed' : 'new';
}

/** How many drafts differ from what travellers see: Publish has nothing to do at 0. */
export function unpublishedCount(statuses: readonly TourStatus[]): number {
  return statuses.filter((status) => status !== 'published' && status !== 'hidden').length;
}
