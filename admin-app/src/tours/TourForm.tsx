import { LISTING_TOUR_TYPES, LOCATION_IDS, LOCATION_NAMES } from '@safari/shared-domain/catalogue';
import { TOUR_LIMITS } from '@safari/shared-domain/catalogue-admin';
import { Button, Card, Form, Typography } from 'antd';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CalendarCards } from './CalendarFields.tsx';
import type { TourInput } from './catalogue-api.ts';
import { listErrorMessage } from './form-errors.ts';
import { moved, renumberedDays } from './list-items.ts';
import { PictureField } from './PictureField.tsx';
import {
  MealsField,
  NumberField,
  OptionalTextField,
  SelectField,
  SwitchField,
  TextField,
  TextListField,
} from './TourFields.tsx';
import { TranslationsCard } from './TranslationFields.tsx';
import { TOUR_FIELD_LABELS as L } from './tour-fields.ts';

const LOCATIONS = LOCATION_IDS.map((id) => ({ value: id, label: LOCATION_NAMES[id] }));
const TOUR_TYPES = LISTING_TOUR_TYPES.map((type) => ({ value: type.id, label: type.label }));
const BADGES = ['FEATURED', 'LUXURY', 'PRIVATE'].map((badge) => ({ value: badge, label: badge }));

/** Every field of a tour, grouped as the tour page shows them. */
export function TourForm({ slugEditable }: { readonly slugEditable: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <Card title="Basics" size="small">
        <div className="grid gap-x-4 md:grid-cols-2">
          <TextField name="title" label={L.title} />
          <TextField name="shortTitle" label={L.shortTitle} extra="On cards and in the booking panel" />
          {slugEditable ? (
            <TextField
              name="slug"
              label={L.slug}
              extra="The page's address: /tour/<slug>. It cannot change later."
            />
          ) : null}
          <SelectField name="badges" label={L.badges} options={BADGES} multiple />
        </div>
        <TextField name="summary" label={L.summary} rows={2} limit={TOUR_LIMITS.summary} />
        <div className="grid gap-x-4 md:grid-cols-2">
          <SwitchField name="featured" label={L.featured} />
          <NumberField
            name="rating"
            label={L.rating}
            step={0.1}
            extra="Out of 5; empty while there is none"
          />
        </div>
      </Card>

      <Card title="Where and how long" size="small">
        <div className="grid gap-x-4 md:grid-cols-2">
          <SelectField name="locationId" label={L.locationId} options={LOCATIONS} />
          <SelectField name="locationsVisited" label={L.locationsVisited} options={LOCATIONS} multiple />
          <SelectField name="tourTypes" label={L.tourTypes} options={TOUR_TYPES} multiple />
          <div className="grid grid-cols-2 gap-x-4">
            <NumberField name="durationDays" label={L.durationDays} />
            <NumberField name="durationNights" label={L.durationNights} />
          </div>
          <TextField name="startsIn" label={L.startsIn} />
          <TextField name="endsIn" label={L.endsIn} />
        </div>
      </Card>

      <Card title="Prices and group" size="small">
        <div className="grid gap-x-4 md:grid-cols-3">
          <NumberField
            name="adultPrice"
            label={L.adultPrice}
            prefix="$"
            extra="The default rate: charged outside every season"
          />
          <NumberField name="youthPrice" label={L.youthPrice} prefix="$" extra="The default rate" />
          <NumberField name="minimumAdults" label={L.minimumAdults} />
          <NumberField name="youthAgeBand.minAge" label="Youngest youth age" />
          <NumberField name="youthAgeBand.maxAge" label="Oldest youth age" />
          <NumberField name="groupSize.maxPeople" label="Largest group" extra="Empty for no limit" />
          <SwitchField name="groupSize.private" label="Private (vehicle and guide for the party alone)" />
        </div>
      </Card>

      <CalendarCards />

      <Card title="Pictures" size="small">
        <PictureField name="heroImage" label={L.heroImage} />
        <PictureField name="gallery" label={L.gallery} multiple />
      </Card>

      <Card title="Page text" size="small">
        <TextListField name="overview" label={L.overview} itemLabel="Paragraph" rows={3} />
        <TextListField name="highlights" label={L.highlights} itemLabel="Highlight" />
        <FactsField />
        <TextListField name="included" label={L.included} itemLabel="Included item" />
        <TextListField name="excluded" label={L.excluded} itemLabel="Excluded item" />
        <TextField
          name="cancellationNote"
          label={L.cancellationNote}
          rows={2}
          limit={TOUR_LIMITS.cancellationNote}
        />
      </Card>

      <ItineraryField />

      <TranslationsCard />
    </div>
  );
}

function FactsField() {
  const { control, formState } = useFormContext<TourInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'facts' });
  return (
    <Form.Item
      label={L.facts}
      validateStatus={listErrorMessage(formState.errors.facts) ? 'error' : undefined}
      help={listErrorMessage(formState.errors.facts)}
    >
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {fields.map((fact, index) => (
          <li key={fact.id} className="grid grid-cols-[1fr_2fr_auto] items-start gap-2">
            <TextField name={`facts.${index}.label`} label={`Fact ${index + 1} label`} />
            <TextField name={`facts.${index}.value`} label={`Fact ${index + 1} value`} />
            <Button
              className="mt-7"
              danger
              aria-label={`Remove fact ${index + 1}`}
              onClick={() => remove(index)}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <Button onClick={() => append({ label: '', value: '' })}>Add fact</Button>
    </Form.Item>
  );
}

function ItineraryField() {
  const { control, getValues, formState } = useFormContext<TourInput>();
  const { fields, append, replace } = useFieldArray({ control, name: 'itinerary' });
  const days = () => getValues('itinerary');
  const error = listErrorMessage(formState.errors.itinerary);
  return (
    <Card title="Itinerary" size="small">
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      <ol className="m-0 flex list-none flex-col gap-4 p-0">
        {fields.map((day, index) => (
          <li key={day.id}>
            <Card
              size="small"
              type="inner"
              title={`Day ${index + 1}`}
              extra={
                <span className="flex gap-2">
                  <Button
                    size="small"
                    aria-label={`Move day ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => replace(renumberedDays(moved(days(), index, index - 1)))}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={`Remove day ${index + 1}`}
                    onClick={() => replace(renumberedDays(days().filter((_, at) => at !== index)))}
                  >
                    Remove
                  </Button>
                </span>
              }
              data-testid={`itinerary-day-${index + 1}`}
            >
              <div className="grid gap-x-4 md:grid-cols-2">
                <TextField name={`itinerary.${index}.title`} label={`Day ${index + 1} title`} />
                <TextField name={`itinerary.${index}.destination`} label={`Day ${index + 1} destination`} />
                <OptionalTextField
                  name={`itinerary.${index}.accommodation`}
                  label={`Day ${index + 1} accommodation`}
                  extra="Empty on a day that ends at home or at the airport"
                />
                <MealsField name={`itinerary.${index}.meals`} label={`Day ${index + 1} meals`} />
              </div>
              <TextField
                name={`itinerary.${index}.description`}
                label={`Day ${index + 1} description`}
                rows={4}
                limit={TOUR_LIMITS.paragraph}
              />
              <TextListField
                name={`itinerary.${index}.highlights`}
                label={`Day ${index + 1} highlights`}
                itemLabel={`Day ${index + 1} highlight`}
              />
              <PictureField name={`itinerary.${index}.image`} label={`Day ${index + 1} picture`} />
            </Card>
          </li>
        ))}
      </ol>
      <Button
        className="mt-4"
        onClick={() =>
          append({
            day: fields.length + 1,
            title: '',
            description: '',
            destination: '',
            accommodation: null,
            meals: [],
            highlights: [],
            image: getValues('heroImage'),
          })
        }
      >
        Add day
      </Button>
    </Card>
  );
}
