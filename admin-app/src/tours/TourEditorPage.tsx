import { zodResolver } from '@hookform/resolvers/zod';
import type { Tour } from '@safari/shared-domain/catalogue';
import { CATALOGUE_TOASTS } from '@safari/shared-domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Result, Skeleton, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { queryKeys } from '../query-keys.ts';
import { notify } from '../ui/notify.ts';
import { withoutAddedCalendarDefaults } from './calendar-lists.ts';
import { type TourInput, tourSchema } from './catalogue-api.ts';
import { editPathLabel, type MergedEdits, mergeEdits } from './edit-merge.ts';
import { TourForm } from './TourForm.tsx';
import { TourPreviewPanel } from './TourPreviewPanel.tsx';
import { blankTour, duplicateTour, slugFromTitle } from './tour-copy.ts';
import {
  addTour,
  CatalogueError,
  fetchTourDraft,
  fetchTourDrafts,
  saveTour,
  type TourDraft,
} from './tours-service.ts';
import { tidyTranslations } from './translation-texts.ts';

const TOURS_PATH = '/admin/tours';

/** /admin/tours/:slug: every field of one draft, saved with the revision it was read at. */
export function EditTourPage() {
  const { slug = '' } = useParams();
  // Staff's own edits laid over a colleague's newer save, kept across the reload (decision 205).
  const [carried, setCarried] = useState<CarriedEdits | null>(null);
  const draft = useQuery({
    queryKey: queryKeys.tourDraft(slug),
    queryFn: () => fetchTourDraft(slug),
    // Staff's unsaved edits must not be replaced under them: a fresh read happens on reload only.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (draft.isPending) return <Skeleton active />;
  if (draft.isError) return <LoadFailed message={draft.error.message} />;
  return (
    <TourEditor
      key={`${draft.data.slug}@${draft.data.revision}`}
      draft={draft.data}
      carried={carried?.revision === draft.data.revision && carried.slug === slug ? carried : null}
      onReloaded={setCarried}
    />
  );
}

/** /admin/tours/new (?from=<slug> to start from a copy of that tour). */
export function NewTourPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const drafts = useQuery({ queryKey: queryKeys.tourDrafts, queryFn: fetchTourDrafts });
  if (drafts.isPending) return <Skeleton active />;
  if (drafts.isError) return <LoadFailed message={drafts.error.message} />;
  const slugs = drafts.data.map((draft) => draft.slug);
  const source = from ? drafts.data.find((draft) => draft.slug === from) : undefined;
  if (from && !source) return <LoadFailed message={`There is no tour at /tour/${from} to copy.`} />;
  const first = drafts.data[0]?.tour.heroImage ?? '/images/site/placeholder.svg';
  const start = source ? duplicateTour(source.tour, slugs) : blankTour(first);
  return <TourEditor key={from ?? 'blank'} draft={null} start={start as unknown as TourInput} />;
}

function CarriedText({ carried }: { readonly carried: CarriedEdits }) {
  const names = (paths: readonly string[]) => [...new Set(paths.map(editPathLabel))].join(', ');
  return (
    <>
      <span className="block">
        Your changes, not saved yet: {names(carried.kept)}. Save the draft to keep them.
      </span>
      {carried.clashes.length > 0 ? (
        <span className="block">
          Changed by both of you: {names(carried.clashes)}. Yours is shown; saving replaces theirs.
        </span>
      ) : null}
    </>
  );
}

function LoadFailed({ message }: { readonly message: string }) {
  return (
    <Result
      status="warning"
      title="This tour could not be loaded"
      subTitle={message}
      extra={<Link to={TOURS_PATH}>Back to tours</Link>}
    />
  );
}

/** What staff had changed when a colleague's save refused theirs, laid over that save. */
interface CarriedEdits extends MergedEdits<Tour> {
  readonly slug: string;
  readonly revision: number;
}

function TourEditor({
  draft,
  start,
  carried = null,
  onReloaded,
}: {
  readonly draft: TourDraft | null;
  readonly start?: TourInput;
  readonly carried?: CarriedEdits | null;
  readonly onReloaded?: (edits: CarriedEdits | null) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<TourInput, unknown, Tour>({
    resolver: zodResolver(tourSchema),
    defaultValues: (draft?.tour ?? start) as unknown as TourInput,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [hidden, setHidden] = useState(draft?.hidden ?? false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<Tour | null>(null);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (tour: Tour) =>
      draft ? saveTour({ slug: draft.slug, tour, hidden, revision: draft.revision }) : addTour(tour),
    onSuccess: (saved) => {
      setRefusal(null);
      notify(
        draft ? CATALOGUE_TOASTS.tourSaved(saved.tour.title) : CATALOGUE_TOASTS.tourAdded(saved.tour.title),
      );
      queryClient.setQueryData(queryKeys.tourDraft(saved.slug), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tourDrafts });
      if (!draft) navigate(`${TOURS_PATH}/${saved.slug}`, { replace: true });
    },
    onError: (error) => {
      const message = error instanceof CatalogueError ? error.message : 'The tour could not be saved.';
      if (!(error instanceof CatalogueError)) console.error(error);
      setRefusal(message);
      notify(CATALOGUE_TOASTS.refused(message));
    },
  });

  // The newer save is read and staff's edits are laid over it, not thrown away: the form opens at
  // the new revision with their changes still unsaved, and says which (decision 205).
  const reload = async () => {
    if (!draft) return;
    // The empty calendar lists the form adds are not staff's edits (as at save).
    const mine = tidyTranslations(
      withoutAddedCalendarDefaults(form.getValues() as unknown as Tour, draft.tour),
    );
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: queryKeys.tourDraft(draft.slug),
        queryFn: () => fetchTourDraft(draft.slug),
        staleTime: 0,
      });
      setRefusal(null);
      onReloaded?.({
        slug: draft.slug,
        revision: fresh.revision,
        ...mergeEdits(draft.tour, mine, fresh.tour),
      });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'The tour could not be read again.');
      return;
    }
    // Everything of the catalogue this page holds is older than the colleague's save: the list too.
    await queryClient.invalidateQueries({ queryKey: queryKeys.tours, refetchType: 'all' });
  };

  // Staff's edits carried over a reload: the form shows them, unsaved, over the newer revision.
  useEffect(() => {
    if (carried && carried.kept.length > 0)
      form.reset(carried.merged as unknown as TourInput, { keepDefaultValues: true });
  }, [carried, form]);
  const dropCarried = () => {
    form.reset();
    onReloaded?.(null);
  };

  const openPreview = () => {
    const checked = tourSchema.safeParse(form.getValues());
    if (checked.success) {
      setPreviewProblem(null);
      setPreview(checked.data as Tour);
    } else {
      setPreviewProblem(
        'Fix the fields marked in red first: the preview shows a tour as it would be published.',
      );
      void form.trigger();
    }
  };

  const title = form.watch('title');
  const slugEdited = form.formState.dirtyFields.slug === true;
  // A new tour's address follows its title until staff type one themselves.
  useEffect(() => {
    if (draft || slugEdited || !title) return;
    form.setValue('slug', slugFromTitle(title));
  }, [draft, slugEdited, title, form]);
  const errorCount = Object.keys(form.formState.errors).length;

  return (
    <FormProvider {...form}>
      <Form layout="vertical" component={false}>
        <form
          aria-label={draft ? `Edit ${draft.tour.title}` : 'New tour'}
          onSubmit={form.handleSubmit((tour) =>
            save.mutate(tidyTranslations(withoutAddedCalendarDefaults(tour, draft?.tour))),
          )}
          noValidate
        >
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <div>
              <Link to={TOURS_PATH}>← All tours</Link>
              <Typography.Title level={2} className="!mb-0 !mt-1">
                {draft ? title || draft.tour.title : 'New tour'}
              </Typography.Title>
              {draft ? (
                <Typography.Text type="secondary" data-testid="tour-revision">
                  /tour/{draft.slug} · revision {draft.revision}
                  {draft.updatedByEmail ? ` · last saved by ${draft.updatedByEmail}` : ''}
                </Typography.Text>
              ) : null}
            </div>
            {draft ? (
              <label className="inline-flex items-center gap-2" htmlFor="tour-hidden">
                <Switch id="tour-hidden" checked={hidden} onChange={setHidden} />
                Hidden from travellers
              </label>
            ) : null}
          </div>

          {refusal ? (
            <Alert
              className="!mb-4"
              type="error"
              showIcon
              role="alert"
              title="Not saved"
              description={refusal}
              data-testid="tour-save-refused"
              action={draft ? <Button onClick={reload}>Reload the tour</Button> : undefined}
            />
          ) : null}
          {carried && carried.kept.length > 0 ? (
            <Alert
              className="!mb-4"
              type="info"
              showIcon
              title={`Reloaded revision ${carried.revision}${draft?.updatedByEmail ? ` (saved by ${draft.updatedByEmail})` : ''} with your changes kept`}
              description={<CarriedText carried={carried} />}
              data-testid="tour-edits-kept"
              action={<Button onClick={dropCarried}>Drop my changes</Button>}
            />
          ) : null}
          {errorCount > 0 ? (
            <Alert
              className="!mb-4"
              type="warning"
              showIcon
              title="Some fields need attention"
              description="Each one says what it needs, in red under it."
            />
          ) : null}

          <TourForm slugEditable={!draft} />

          <div className="sticky bottom-0 z-10 mt-4 flex flex-wrap gap-2 border-t border-gray-200 bg-white py-3">
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {draft ? 'Save draft' : 'Add tour'}
              </Button>
              <Button onClick={openPreview}>Preview</Button>
              <Link to={TOURS_PATH}>Cancel</Link>
            </Space>
            {previewProblem ? (
              <Typography.Text type="danger" role="alert">
                {previewProblem}
              </Typography.Text>
            ) : null}
          </div>
        </form>
      </Form>
      <Drawer
        open={preview !== null}
        onClose={() => setPreview(null)}
        title="Preview: the tour page with this draft"
        size="large"
        width="min(100vw, 1280px)"
        destroyOnHidden
      >
        {preview ? <TourPreviewPanel tour={preview} /> : null}
      </Drawer>
    </FormProvider>
  );
}
