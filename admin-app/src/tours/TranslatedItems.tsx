import { fieldId, overLimitMessage } from './form-errors.ts';
import { useField } from './TourFields.tsx';
import { Pair, TextBox } from './TranslationPair.tsx';

// A translated list of items of a few texts each (issue 41): the itinerary's days (title,
// description) and the facts (label, value, decision 239). Item i translates English item i; each
// of its texts has its own box beside the English one.

/** One text of an item: its key, its box's label, its limit, and rows for a long text. */
export interface ItemPart<Part extends string> {
  readonly part: Part;
  readonly label: (index: number) => string;
  readonly limit: number;
  readonly rows?: number;
}

type ItemTexts<Part extends string> = Partial<Record<Part, string>>;

export function TranslatedItems<Part extends string>({
  name,
  english,
  parts,
}: {
  readonly name: string;
  readonly english: readonly (Readonly<Partial<Record<Part, string | null>>> | undefined)[];
  readonly parts: readonly ItemPart<Part>[];
}) {
  const { field, fieldState } = useField(name);
  const items = Array.isArray(field.value) ? (field.value as (ItemTexts<Part> | undefined)[]) : [];
  // Every item up to the one typed in is an object ({} where not translated): no hole in the list.
  const update = (index: number, part: Part, value: string) =>
    field.onChange(
      Array.from({ length: Math.max(items.length, index + 1) }, (_, at) =>
        at === index ? { ...items[at], [part]: value } : (items[at] ?? {}),
      ),
    );
  const partError = (index: number, part: Part) => {
    const error = (fieldState.error as unknown as Record<number, Record<string, { message?: string }>>)?.[
      index
    ]?.[part];
    return error?.message;
  };
  return (
    <>
      {english.map((item, index) =>
        parts.map(({ part, label: labelOf, limit, rows }) => {
          const value = items[index]?.[part] ?? '';
          const label = labelOf(index);
          const id = fieldId(`${name}.${index}.${part}`);
          return (
            <Pair
              key={`${index}-${part}`}
              id={id}
              label={label}
              english={item?.[part] ?? undefined}
              translated={value}
              error={partError(index, part) ?? overLimitMessage(value, limit)}
            >
              <TextBox
                id={id}
                label={label}
                value={value}
                rows={rows}
                onChange={(next) => update(index, part, next)}
              />
            </Pair>
          );
        }),
      )}
    </>
  );
}
