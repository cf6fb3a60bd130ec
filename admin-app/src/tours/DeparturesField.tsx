import { formatCalendarDate } from '@safari/shared-domain/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { queryKeys } from '../query-keys.ts';
import { notify } from '../ui/notify.ts';
import { newDepartureId, type TourDeparture, type TourInput } from './catalogue-api.ts';
import { downloadDepartureCsv } from './departure-csv.ts';
import { type DepartureSeats, fetchDepartureSeats, fetchDepartureTravellers } from './departures-service.ts';
import { listErrorMessage } from './form-errors.ts';
import { NumberField } from './TourFields.tsx';
import { TOUR_FIELD_LABELS as L } from './tour-fields.ts';

type DepartureInput = NonNullable<TourInput['departures']>[number];

/**
 * The departures of a tour sold by departures: the list with seats taken and left (the database's
 * staff read, live), a way to add one, close or reopen one, and each one's travellers as a CSV.
 * A departure is part of the tour: an addition, a new seat count or a closing reaches travellers
 * when the catalogue is published (decision 155).
 */
export function DeparturesField() {
  const { control, getValues, formState, trigger } = useFormContext<TourInput>();
  const { fields, append, update } = useFieldArray({ control, name: 'departures' });
  const departures = (useWatch({ control, name: 'departures' }) ?? []) as TourDeparture[];
  const slug = useWatch({ control, name: 'slug' });
  const seats = useQuery({
    queryKey: queryKeys.departureSeats(slug),
    queryFn: () => fetchDepartureSeats(slug),
    enabled: Boolean(slug),
  });
  const error = listErrorMessage(formState.errors.departures);

  // Shown by date, whatever order they were added in; each row keeps its place in the form.
  const byDate = <T extends { index: number }>(rows: T[]) =>
    rows.sort((a, b) => {
      const first = departures[a.index]?.date ?? '';
      const second = departures[b.index]?.date ?? '';
      return first < second ? -1 : first > second ? 1 : a.index - b.index;
    });

  const add = (departure: Omit<DepartureInput, 'id' | 'closed'>) => {
    const current = (getValues('departures') ?? []) as TourDeparture[];
    append({ ...departure, id: newDepartureId(current, departure.date as string), closed: false });
    // The shared schema's messages on the new row at once (seats out of range, a bad price).
    void trigger('departures');
  };

  return (
    <Form.Item label={L.departures} validateStatus={error ? 'error' : undefined} help={error}>
      {seats.isError ? (
        <Alert
          className="!mb-2"
          type="warning"
          showIcon
          title="Seats taken could not be read"
          description={seats.error.message}
        />
      ) : null}
      <ol className="m-0 flex list-none flex-col gap-2 p-0" aria-label="Departures">
        {byDate(fields.map((field, index) => ({ field, index }))).map(({ field, index }) => {
          const departure = departures[index] ?? (field as unknown as TourDeparture);
          return (
            <li key={field.id} data-testid={`departure-${departure.id}`}>
              <DepartureRow
                index={index}
                departure={departure}
                seats={seats.data?.[departure.id]}
                slug={slug}
                onClosed={(closed) => update(index, { ...departure, closed })}
              />
            </li>
          );
        })}
      </ol>
      {fields.length === 0 ? (
        <Typography.Paragraph className="text-gray-600">
          No departures yet: travellers cannot request this tour until one is added and published.
        </Typography.Paragraph>
      ) : null}
      <AddDeparture onAdd={add} />
    </Form.Item>
  );
}

function DepartureRow({
  index,
  departure,
  seats,
  slug,
  onClosed,
}: {
  readonly index: number;
  readonly departure: TourDeparture;
  readonly seats: DepartureSeats | undefined;
  readonly slug: string;
  readonly onClosed: (closed: boolean) => void;
}) {
  const taken = seats?.taken ?? 0;
  const left = Math.max(0, departure.seats - taken);
  const [exporting, setExporting] = useState(false);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(departure.date)
    ? formatCalendarDate(departure.date)
    : departure.date;
  const exportCsv = async () => {
    setExporting(true);
    try {
      const travellers = await fetchDepartureTravellers(slug, departure.id);
      const fileName = downloadDepartureCsv(slug, departure, travellers);
      notify({ title: 'Travellers exported', description: `${travellers.length} bookings in ${fileName}.` });
    } catch (error) {
      console.error(error);
      notify({
        title: 'Export failed',
        description: error instanceof Error ? error.message : 'The travellers could not be read.',
        destructive: true,
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="grid grid-cols-2 items-start gap-x-3 rounded-md border border-gray-200 p-3 md:grid-cols-[1.2fr_1fr_1fr_1fr_2fr]">
      <div className="col-span-2 md:col-span-1">
        <Typography.Text strong>{date}</Typography.Text>{' '}
        {departure.closed ? (
          <Tag color="default">Closed</Tag>
        ) : left === 0 ? (
          <Tag color="red">Full</Tag>
        ) : (
          <Tag color="green">Open</Tag>
        )}
        <div className="text-sm text-gray-600" data-testid="departure-seats">
          {seats === undefined ? 'No requests yet' : `${taken} taken · ${left} left`}
        </div>
      </div>
      <NumberField name={`departures.${index}.seats`} label={`Seats on ${date}`} />
      <OverridePrice index={index} date={date} />
      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:mt-7">
        <Button
          onClick={() => onClosed(!departure.closed)}
          aria-label={`${departure.closed ? 'Reopen' : 'Close'} ${date}`}
        >
          {departure.closed ? 'Reopen' : 'Close'}
        </Button>
        <Button onClick={exportCsv} loading={exporting} aria-label={`Export travellers of ${date} (CSV)`}>
          Export travellers (CSV)
        </Button>
      </div>
    </div>
  );
}

/** A departure's own price: empty boxes mean the season's (or the default) rate. */
function OverridePrice({ index, date }: { readonly index: number; readonly date: string }) {
  const { control, setValue, formState } = useFormContext<TourInput>();
  const price = useWatch({ control, name: `departures.${index}.price` });
  const error = listErrorMessage(formState.errors.departures?.[index]?.price);
  const change = (which: 'adultPrice' | 'youthPrice', value: number | null) => {
    const next = {
      adultPrice: price?.adultPrice ?? null,
      youthPrice: price?.youthPrice ?? null,
      [which]: value,
    };
    const empty = next.adultPrice === null && next.youthPrice === null;
    setValue(
      `departures.${index}.price`,
      empty ? null : (next as { adultPrice: number; youthPrice: number }),
      {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      },
    );
  };
  return (
    <>
      <NumberOrEmpty
        label={`Own adult price on ${date}`}
        value={price?.adultPrice ?? null}
        onChange={(value) => change('adultPrice', value)}
        error={error ?? formState.errors.departures?.[index]?.price?.adultPrice?.message}
      />
      <NumberOrEmpty
        label={`Own youth price on ${date}`}
        value={price?.youthPrice ?? null}
        onChange={(value) => change('youthPrice', value)}
        error={formState.errors.departures?.[index]?.price?.youthPrice?.message}
      />
    </>
  );
}

function NumberOrEmpty({
  label,
  value,
  onChange,
  error,
}: {
  readonly label: string;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  readonly error: string | undefined;
}) {
  return (
    <Form.Item
      label={label}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra="Empty: the usual rate"
    >
      <InputNumber
        aria-label={label}
        className="w-full"
        prefix="$"
        value={value}
        onChange={(next) => onChange(next ?? null)}
      />
    </Form.Item>
  );
}

/** The add row: a date and a number of seats, and optionally the departure's own prices. */
function AddDeparture({
  onAdd,
}: {
  readonly onAdd: (departure: Omit<DepartureInput, 'id' | 'closed'>) => void;
}) {
  const [date, setDate] = useState('');
  const [seats, setSeats] = useState<number | null>(null);
  const [adult, setAdult] = useState<number | null>(null);
  const [youth, setYouth] = useState<number | null>(null);
  const add = () => {
    // A missing figure goes in as NaN: the schema then says what it needs under the new row.
    onAdd({
      date,
      seats: seats ?? Number.NaN,
      price:
        adult === null && youth === null
          ? null
          : { adultPrice: adult ?? Number.NaN, youthPrice: youth ?? Number.NaN },
    } as Omit<DepartureInput, 'id' | 'closed'>);
    setDate('');
    setSeats(null);
    setAdult(null);
    setYouth(null);
  };
  return (
    <fieldset
      className="mt-3 rounded-md border border-dashed border-gray-300 p-3"
      aria-label="Add a departure"
    >
      <legend className="px-1 text-sm font-medium">Add a departure</legend>
      <div className="grid grid-cols-2 items-end gap-x-3 md:grid-cols-[1.2fr_1fr_1fr_1fr_auto]">
        <Form.Item label="New departure date" htmlFor="new-departure-date">
          <Input
            id="new-departure-date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </Form.Item>
        <NewNumber id="new-departure-seats" label="New departure seats" value={seats} onChange={setSeats} />
        <NewNumber
          id="new-departure-adult"
          label="Own adult price (optional)"
          prefix="$"
          value={adult}
          onChange={setAdult}
        />
        <NewNumber
          id="new-departure-youth"
          label="Own youth price (optional)"
          prefix="$"
          value={youth}
          onChange={setYouth}
        />
        <Form.Item>
          <Button type="dashed" onClick={add} disabled={date === ''}>
            Add departure
          </Button>
        </Form.Item>
      </div>
    </fieldset>
  );
}

function NewNumber({
  id,
  label,
  prefix,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly prefix?: string;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
}) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <InputNumber
        id={id}
        className="w-full"
        prefix={prefix}
        value={value}
        onChange={(next) => onChange(next ?? null)}
      />
    </Form.Item>
  );
}
