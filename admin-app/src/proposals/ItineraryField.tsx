import { DESTINATIONS, type Tour } from '@safari/shared-domain/catalogue';
import { blankProposalDay, type ProposalInput } from '@safari/shared-domain/proposals';
import { Button, Card, Checkbox, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { listErrorMessage } from '../tours/form-errors.ts';
import { moved } from '../tours/list-items.ts';
import { MealsField, TextField } from '../tours/TourFields.tsx';
import { proposalDayFromGuide, proposalDayFromTour } from './proposal-start.ts';

/**
 * The day-by-day itinerary: days added blank, from a catalogue tour's days or from destination
 * guides, each with its place, text, where they sleep and meals; moved up or down and removed.
 */
export function ItineraryField({ tours }: { readonly tours: readonly Tour[] }) {
  const { control, getValues, formState } = useFormContext<ProposalInput>();
  const { fields, append, replace } = useFieldArray({ control, name: 'days' });
  const [adding, setAdding] = useState<'tour' | 'guides' | null>(null);
  const error = listErrorMessage(formState.errors.days);
  const days = () => getValues('days');
  return (
    <Card title="Day by day" size="small">
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      <ol className="m-0 flex list-none flex-col gap-4 p-0">
        {fields.map((field, index) => (
          <li key={field.id}>
            <Card
              size="small"
              type="inner"
              title={`Day ${index + 1}`}
              data-testid={`proposal-day-${index + 1}`}
              extra={
                <span className="flex flex-wrap gap-1">
                  <Button
                    size="small"
                    aria-label={`Move day ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => replace(moved(days(), index, index - 1))}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Move day ${index + 1} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => replace(moved(days(), index, index + 1))}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={`Remove day ${index + 1}`}
                    onClick={() => replace(days().filter((_, at) => at !== index))}
                  >
                    Remove
                  </Button>
                </span>
              }
            >
              <div className="grid gap-x-4 md:grid-cols-2">
                <TextField name={`days.${index}.place`} label={`Day ${index + 1} place`} />
                <TextField
                  name={`days.${index}.accommodation`}
                  label={`Day ${index + 1} overnight`}
                  extra="Where they sleep; empty on the last day"
                />
              </div>
              <TextField name={`days.${index}.text`} label={`Day ${index + 1} text`} rows={4} />
              <MealsField name={`days.${index}.meals`} label={`Day ${index + 1} meals`} />
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => append(blankProposalDay())}>Add a blank day</Button>
        <Button onClick={() => setAdding('tour')}>Add days from a tour…</Button>
        <Button onClick={() => setAdding('guides')}>Add days from destination guides…</Button>
      </div>
      <DaysFromTourDialog
        open={adding === 'tour'}
        tours={tours}
        onClose={() => setAdding(null)}
        onAdd={(added) => {
          append(added);
          setAdding(null);
        }}
      />
      <DaysFromGuidesDialog
        open={adding === 'guides'}
        onClose={() => setAdding(null)}
        onAdd={(added) => {
          append(added);
          setAdding(null);
        }}
      />
    </Card>
  );
}

type AddDays = (days: ReturnType<typeof blankProposalDay>[]) => void;

function DaysFromTourDialog({
  open,
  tours,
  onClose,
  onAdd,
}: {
  readonly open: boolean;
  readonly tours: readonly Tour[];
  readonly onClose: () => void;
  readonly onAdd: AddDays;
}) {
  const [slug, setSlug] = useState<string | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const tour = tours.find((candidate) => candidate.slug === slug);
  return (
    <Modal
      open={open}
      title="Add days from a tour"
      onCancel={onClose}
      okText={`Add ${picked.length} ${picked.length === 1 ? 'day' : 'days'}`}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => {
        if (tour)
          onAdd(
            picked.map((index) => proposalDayFromTour(tour.itinerary[index] as Tour['itinerary'][number])),
          );
        setPicked([]);
      }}
      destroyOnHidden
    >
      <label htmlFor="proposal-source-tour" className="mb-1 block">
        Tour
      </label>
      <Select
        id="proposal-source-tour"
        aria-label="Tour"
        className="mb-4 w-full"
        placeholder="Choose a tour"
        value={slug}
        options={tours.map((candidate) => ({ value: candidate.slug, label: candidate.title }))}
        onChange={(value: string) => {
          setSlug(value);
          setPicked([]);
        }}
      />
      {tour ? (
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-2">Days of {tour.shortTitle}</legend>
          <Checkbox.Group
            className="flex flex-col gap-1"
            value={picked}
            onChange={(values) => setPicked([...(values as number[])].sort((a, b) => a - b))}
            options={tour.itinerary.map((day, index) => ({
              value: index,
              label: `Day ${day.day}: ${day.title}`,
            }))}
          />
        </fieldset>
      ) : null}
    </Modal>
  );
}

function DaysFromGuidesDialog({
  open,
  onClose,
  onAdd,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onAdd: AddDays;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <Modal
      open={open}
      title="Add days from destination guides"
      onCancel={onClose}
      okText={`Add ${picked.length} ${picked.length === 1 ? 'day' : 'days'}`}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => {
        onAdd(
          DESTINATIONS.filter((guide) => picked.includes(guide.id)).map((guide) =>
            proposalDayFromGuide(guide),
          ),
        );
        setPicked([]);
      }}
      destroyOnHidden
    >
      <fieldset className="m-0 border-0 p-0">
        <legend className="mb-2">One day at each guide's place, with its opening paragraph</legend>
        <Checkbox.Group
          className="flex flex-col gap-1"
          value={picked}
          onChange={(values) => setPicked(values as string[])}
          options={DESTINATIONS.map((guide) => ({ value: guide.id, label: guide.heroTitle }))}
        />
      </fieldset>
    </Modal>
  );
}
