import { zodResolver } from '@hookform/resolvers/zod';
import type { Tour } from '@safari/shared-domain/catalogue';
import { PROPOSAL_TOASTS } from '@safari/shared-domain/messages';
import {
  formatCents,
  type ProposalInput,
  type ProposalRow,
  type ProposalValues,
  proposalSchema,
  proposalTotalCents,
} from '@safari/shared-domain/proposals';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { queryKeys } from '../query-keys.ts';
import { DayField } from '../tours/CalendarFields.tsx';
import { NumberField, TextField, TextListField } from '../tours/TourFields.tsx';
import { notify } from '../ui/notify.ts';
import { ItineraryField } from './ItineraryField.tsx';
import {
  catalogueTourPrice,
  type ProposalBooking,
  ProposalRefusal,
  saveProposalDraft,
  sendProposal,
} from './proposals-service.ts';

type DraftMeta = Pick<ProposalRow, 'id' | 'revision'>;

/**
 * The proposal's draft (issue 37, decision 180): every field checked by the shared proposal
 * schema before it is saved (the database checks the same), saved with the revision it was read
 * at, and sent as the next numbered version after a confirmation naming the traveller.
 */
export function ProposalEditor({
  booking,
  draft,
  start,
  tours,
  nextVersion,
}: {
  readonly booking: ProposalBooking;
  readonly draft: ProposalRow | null;
  readonly start: ProposalInput;
  readonly tours: readonly Tour[];
  readonly nextVersion: number;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ProposalInput, unknown, ProposalValues>({
    resolver: zodResolver(proposalSchema),
    defaultValues: start,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [saved, setSaved] = useState<DraftMeta | null>(
    draft ? { id: draft.id, revision: draft.revision } : null,
  );
  const [busy, setBusy] = useState<'saving' | 'sending' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DraftMeta | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.proposal(booking.id) });

  const save = async (values: ProposalValues): Promise<DraftMeta | null> => {
    setBusy('saving');
    setRefusal(null);
    try {
      const row = await saveProposalDraft({ bookingId: booking.id, draft: saved, values });
      const meta = { id: row.id, revision: row.revision };
      setSaved(meta);
      form.reset(values, { keepValues: true });
      void refresh();
      return meta;
    } catch (error) {
      const message = error instanceof ProposalRefusal ? error.message : 'The proposal could not be saved.';
      if (!(error instanceof ProposalRefusal)) console.error(error);
      setRefusal(message);
      notify(PROPOSAL_TOASTS.refused(message));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const send = async (meta: DraftMeta) => {
    setBusy('sending');
    try {
      const version = await sendProposal(meta);
      setConfirming(null);
      notify(PROPOSAL_TOASTS.sent(version.version, booking.customer_email));
      void refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    } catch (error) {
      const message = error instanceof ProposalRefusal ? error.message : 'The proposal could not be sent.';
      if (!(error instanceof ProposalRefusal)) console.error(error);
      setConfirming(null);
      setRefusal(message);
      notify(PROPOSAL_TOASTS.refused(message));
    } finally {
      setBusy(null);
    }
  };

  const onSave = form.handleSubmit(async (values) => {
    if (await save(values)) notify(PROPOSAL_TOASTS.draftSaved(booking.reference));
  });
  const onSend = form.handleSubmit(async (values) => {
    const meta = form.formState.isDirty || !saved ? await save(values) : saved;
    if (meta) setConfirming(meta);
  });
  const errorCount = Object.keys(form.formState.errors).length;

  return (
    <FormProvider {...form}>
      <Form layout="vertical" component={false}>
        <form
          aria-label={`Proposal for ${booking.reference}`}
          onSubmit={onSave}
          noValidate
          className="flex flex-col gap-4"
        >
          {refusal ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title="Not done"
              description={refusal}
              data-testid="proposal-refused"
            />
          ) : null}
          {errorCount > 0 ? (
            <Alert
              type="warning"
              showIcon
              title="Some fields need attention"
              description="Each one says what it needs, in red under it."
            />
          ) : null}
          <Card title="The trip" size="small">
            <TextField name="title" label="Title" />
            <div className="grid grid-cols-2 gap-x-4 md:grid-cols-4">
              <DayField name="startDate" label="First day" />
              <DayField name="endDate" label="Last day" />
              <NumberField name="adults" label="Adults" />
              <NumberField name="youths" label="Youths" />
            </div>
          </Card>
          <ItineraryField tours={tours} />
          <Card title="Included and not included" size="small">
            <div className="grid gap-x-6 lg:grid-cols-2">
              <TextListField name="included" label="Included" itemLabel="Included item" />
              <TextListField name="excluded" label="Not included" itemLabel="Excluded item" />
            </div>
          </Card>
          <PriceCard booking={booking} tours={tours} />
          <Card title="Validity and payment terms" size="small">
            <div className="grid grid-cols-2 gap-x-4 md:grid-cols-4">
              <DayField name="validUntil" label="Valid until" />
              <NumberField name="depositPercent" label="Deposit (%)" />
              <NumberField name="depositDueDays" label="Deposit due (days after accepting)" />
              <NumberField name="balanceDaysBefore" label="Balance due (days before the start)" />
            </div>
            <Typography.Text type="secondary">
              The operator's terms from the settings, changeable for this proposal.
            </Typography.Text>
          </Card>
          <Card title="Personal note" size="small">
            <TextField name="personalNote" label="A note for the traveller (optional)" rows={4} />
          </Card>
          <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 border-t border-gray-200 bg-white py-3">
            <Space wrap>
              <Button htmlType="submit" loading={busy === 'saving'} disabled={busy !== null}>
                Save draft
              </Button>
              <Button type="primary" onClick={onSend} loading={busy === 'sending'} disabled={busy !== null}>
                Send version {nextVersion} to the traveller…
              </Button>
            </Space>
            <Typography.Text type="secondary" data-testid="proposal-draft-state">
              {saved ? `Draft saved (revision ${saved.revision})` : 'Not saved yet'}
              {form.formState.isDirty ? ' · unsaved changes' : ''}
            </Typography.Text>
          </div>
        </form>
      </Form>
      <Modal
        open={confirming !== null}
        title={`Send version ${nextVersion} to ${booking.customer_name}?`}
        okText={`Send version ${nextVersion}`}
        confirmLoading={busy === 'sending'}
        onOk={() => confirming && send(confirming)}
        onCancel={() => setConfirming(null)}
        destroyOnHidden
      >
        <p>
          {booking.customer_email} is mailed a link to this proposal. The version is kept as it is now; later
          changes go out as version {nextVersion + 1}.
        </p>
      </Modal>
    </FormProvider>
  );
}

/** Prices per adult and per youth, the total, and the catalogue's price for these dates and party. */
function PriceCard({
  booking,
  tours,
}: {
  readonly booking: ProposalBooking;
  readonly tours: readonly Tour[];
}) {
  const { control, getValues, setValue } = useFormContext<ProposalInput>();
  const [adults, youths, adultPrice, youthPrice] = useWatch({
    control,
    name: ['adults', 'youths', 'adultPrice', 'youthPrice'],
  });
  const [slug, setSlug] = useState<string | null>(booking.tour_slug ?? null);
  const [note, setNote] = useState<string | null>(null);
  const numbers = [adults, youths, adultPrice, youthPrice].every((value) => typeof value === 'number');
  const total = numbers
    ? formatCents(
        proposalTotalCents({
          adults: adults as number,
          youths: youths as number,
          adultPrice: adultPrice as number,
          youthPrice: youthPrice as number,
        }),
      )
    : '—';

  const useCataloguePrice = async () => {
    if (!slug) return;
    const { startDate, adults: party, youths: young } = getValues();
    try {
      const price = await catalogueTourPrice(slug, startDate, Number(party), Number(young));
      if (!price) {
        setNote('The catalogue has no price for this tour.');
        return;
      }
      setValue('adultPrice', price.adultPrice, { shouldDirty: true, shouldValidate: true });
      setValue('youthPrice', price.youthPrice, { shouldDirty: true, shouldValidate: true });
      setNote(
        `The catalogue charges ${formatCents(Math.round(price.adultPrice * 100))} per adult and ${formatCents(Math.round(price.youthPrice * 100))} per youth for a start on ${startDate} with this party.`,
      );
    } catch (error) {
      setNote(error instanceof ProposalRefusal ? error.message : 'The catalogue price could not be read.');
    }
  };

  return (
    <Card title="Price (US dollars)" size="small">
      <div className="grid grid-cols-2 gap-x-4 md:grid-cols-3">
        <NumberField name="adultPrice" label="Price per adult" prefix="$" step={0.01} />
        <NumberField name="youthPrice" label="Price per youth" prefix="$" step={0.01} />
        <div>
          <div className="mb-2">Total</div>
          <output className="text-lg font-semibold" data-testid="proposal-total" aria-label="Total">
            {total}
          </output>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Catalogue tour for the price"
          className="min-w-64"
          placeholder="A catalogue tour"
          value={slug}
          onChange={(value: string) => setSlug(value)}
          options={tours.map((tour) => ({ value: tour.slug, label: tour.title }))}
        />
        <Button onClick={useCataloguePrice} disabled={!slug}>
          Use the catalogue price
        </Button>
      </div>
      {note ? (
        <Typography.Paragraph type="secondary" className="!mb-0 !mt-2" data-testid="proposal-catalogue-price">
          {note}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
