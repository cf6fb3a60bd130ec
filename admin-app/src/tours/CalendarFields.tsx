import { Alert, Button, Card, Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { copySeasonsToNextYear, SALES_MODES, type TourInput, type TourSeason } from './catalogue-api.ts';
import { DeparturesField } from './DeparturesField.tsx';
import { fieldId, listErrorMessage } from './form-errors.ts';
import { seasonsCopyText, seasonYears } from './season-copy.ts';
import { NumberField, TextField, useField } from './TourFields.tsx';
import { TOUR_FIELD_LABELS as L } from './tour-fields.ts';

// The tour's calendar in the editor (issue 27, decision 155): seasons with their prices, how the
// tour is sold, party-size prices and closed dates for private trips, departures for the rest.
// Every value is a field of the tour document, checked by the shared tour schema on save.

const SALES_MODE_TEXT: Readonly<Record<(typeof SALES_MODES)[number], string>> = {
  'private-dates': 'Private dates: the party chooses any day the tour is not closed',
  departures: 'Departures: travellers take seats on the dates you schedule',
};

/** A calendar day as a native date box: typed or picked, always YYYY-MM-DD. */
export function DayField({ name, label }: { readonly name: string; readonly label: string }) {
  const { field, fieldState } = useField(name);
  return (
    <Form.Item
      label={label}
      htmlFor={fieldId(name)}
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
    >
      <Input
        id={fieldId(name)}
        type="date"
        value={typeof field.value === 'string' ? field.value : ''}
        onBlur={field.onBlur}
        ref={field.ref}
        aria-invalid={fieldState.error ? true : undefined}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </Form.Item>
  );
}

export function CalendarCards() {
  const { control } = useFormContext<TourInput>();
  const mode = useWatch({ control, name: 'salesMode' }) ?? 'private-dates';
  return (
    <>
      <SeasonsCard />
      <Card title="How the tour is sold" size="small">
        <SalesModeField />
        {mode === 'departures' ? (
          <DeparturesField />
        ) : (
          <div className="grid gap-x-6 lg:grid-cols-2">
            <PartySizePricesField />
            <ClosedDatesField />
          </div>
        )}
      </Card>
    </>
  );
}

function SalesModeField() {
  const { field } = useField('salesMode');
  return (
    <Form.Item label={L.salesMode}>
      <Radio.Group
        id={fieldId('salesMode')}
        value={field.value ?? 'private-dates'}
        onChange={(event) => field.onChange(event.target.value)}
        className="flex flex-col gap-1"
        options={SALES_MODES.map((mode) => ({ value: mode, label: SALES_MODE_TEXT[mode] }))}
      />
    </Form.Item>
  );
}

function SeasonsCard() {
  const { control, getValues, setValue, formState } = useFormContext<TourInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'seasons' });
  const seasons = (useWatch({ control, name: 'seasons' }) ?? []) as TourSeason[];
  const years = seasonYears(seasons);
  const [year, setYear] = useState<number | null>(null);
  const copyYear = year !== null && years.includes(year) ? year : (years.at(-1) ?? null);
  const [copied, setCopied] = useState<string | null>(null);
  const error = listErrorMessage(formState.errors.seasons);

  const copy = () => {
    if (copyYear === null) return;
    const result = copySeasonsToNextYear((getValues('seasons') ?? []) as TourSeason[], copyYear);
    setValue('seasons', result.seasons as TourInput['seasons'], { shouldDirty: true, shouldValidate: true });
    setCopied(seasonsCopyText(result, copyYear));
  };

  return (
    <Card title="Prices by season" size="small">
      <Typography.Paragraph className="text-gray-600">
        A trip costs the rate of the season its first day falls in; outside every season it costs the default
        rate (the adult and youth prices above). Seasons may not overlap.
      </Typography.Paragraph>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label={L.seasons}>
        {fields.map((season, index) => (
          <li
            key={season.id}
            className="grid grid-cols-2 items-start gap-x-3 rounded-md border border-gray-200 p-3 md:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
            data-testid={`season-${index + 1}`}
          >
            <div className="col-span-2 md:col-span-1">
              <TextField name={`seasons.${index}.name`} label={`Season ${index + 1} name`} />
            </div>
            <DayField name={`seasons.${index}.start`} label={`Season ${index + 1} from`} />
            <DayField name={`seasons.${index}.end`} label={`Season ${index + 1} to`} />
            <NumberField
              name={`seasons.${index}.adultPrice`}
              label={`Season ${index + 1} adult price`}
              prefix="$"
            />
            <NumberField
              name={`seasons.${index}.youthPrice`}
              label={`Season ${index + 1} youth price`}
              prefix="$"
            />
            <Button
              className="md:mt-7"
              danger
              aria-label={`Remove season ${index + 1}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          onClick={() =>
            append({
              name: '',
              start: '',
              end: '',
              adultPrice: getValues('adultPrice'),
              youthPrice: getValues('youthPrice'),
            } as NonNullable<TourInput['seasons']>[number])
          }
        >
          Add season
        </Button>
        {years.length > 0 && copyYear !== null ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            {years.length > 1 ? (
              <Select
                aria-label="Year to copy"
                value={copyYear}
                onChange={setYear}
                options={years.map((value) => ({ value, label: String(value) }))}
              />
            ) : null}
            <Button onClick={copy}>
              Copy {copyYear}'s seasons to {copyYear + 1}
            </Button>
          </span>
        ) : null}
      </div>
      {copied ? <Alert className="!mt-3" type="info" showIcon role="status" title={copied} /> : null}
    </Card>
  );
}

function PartySizePricesField() {
  const { control, formState } = useFormContext<TourInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'partySupplements' });
  const error = listErrorMessage(formState.errors.partySupplements);
  return (
    <Form.Item
      label={L.partySupplements}
      extra="Smaller private parties pay more each: a party of at most this many travellers pays the extra per person on top of the day's rate."
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {fields.map((item, index) => (
          <li key={item.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <NumberField
              name={`partySupplements.${index}.maxTravellers`}
              label={`Parties of up to (travellers), row ${index + 1}`}
            />
            <NumberField
              name={`partySupplements.${index}.perPerson`}
              label={`Extra per person, row ${index + 1}`}
              prefix="$"
            />
            <Button
              className="mt-7"
              danger
              aria-label={`Remove party-size price ${index + 1}`}
              onClick={() => remove(index)}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <Button onClick={() => append({ maxTravellers: 2, perPerson: 0 })}>Add party-size price</Button>
    </Form.Item>
  );
}

function ClosedDatesField() {
  const { control, formState } = useFormContext<TourInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'closedDates' });
  const error = listErrorMessage(formState.errors.closedDates);
  return (
    <Form.Item
      label={L.closedDates}
      extra="No trip may start or run on these days (holidays, a vehicle in service)."
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {fields.map((item, index) => (
          <li key={item.id} className="grid grid-cols-2 items-start gap-x-2 md:grid-cols-[1fr_1fr_2fr_auto]">
            <DayField name={`closedDates.${index}.start`} label={`Closed from, row ${index + 1}`} />
            <DayField name={`closedDates.${index}.end`} label={`Closed to, row ${index + 1}`} />
            <TextField name={`closedDates.${index}.note`} label={`Note, row ${index + 1}`} />
            <Button
              className="md:mt-7"
              danger
              aria-label={`Remove closed dates ${index + 1}`}
              onClick={() => remove(index)}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <Button onClick={() => append({ start: '', end: '', note: '' })}>Add closed dates</Button>
    </Form.Item>
  );
}
