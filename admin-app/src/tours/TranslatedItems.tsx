import { itemErrorMessage } from './form-errors.ts';
import { useField } from './TourFields.tsx';
import { TranslationBox } from './TranslationPair.tsx';
import { withText } from './translation-texts.ts';

// A translated list of items of a few texts each (issue 41): the itinerary's days (title,
// description, destination, accommodation and the day's highlight tags, decision 240), the facts
// (label, value, decision 239) and the seasons (name). Item i translates English item i; each of
// its texts has its own box beside the English one, a list of the item's (a day's tags) one box
// per English text, right after the item's texts. A text the English item has as null (a day
// without accommodation) has no box: there is nothing to translate.

/** One text of an item: its key, its box's label, its limit, and rows for a long text. */
export interface ItemPart<Part extends string> {
  readonly part: Part;
  readonly label: (index: number) => string;
  readonly limit: number;
  readonly rows?: number;
}

/** A list of texts in an item (a day's highlight tags): its key, a box's label, a text's limit. */
export interface ItemList<Part extends string> {
  readonly part: Part;
  readonly label: (index: number, at: number) => string;
  readonly limit: number;
}

type EnglishItem<Part extends string, ListPart extends string> = Readonly<
  Partial<Record<Part, string | null>> & Partial<Record<ListPart, readonly string[]>>
>;

type ErrorTree = Record<number, Record<string, { message?: string } | undefined> | undefined>;

export function TranslatedItems<Part extends string, ListPart extends string = never>({
  name,
  english,
  parts,
  lists = [],
}: {
  readonly name: string;
  readonly english: readonly (EnglishItem<NoInfer<Part>, NoInfer<ListPart>> | undefined)[];
  readonly parts: readonly ItemPart<Part>[];
  readonly lists?: readonly ItemList<ListPart>[];
}) {
  const { field, fieldState } = useField(name);
  const items = Array.isArray(field.value) ? (field.value as (Record<string, unknown> | undefined)[]) : [];
  // Every item up to the one typed in is an object ({} where not translated): no hole in the list;
  // the item's other texts stay as they are.
  const update = (index: number, part: string, value: string | string[]) =>
    field.onChange(
      Array.from({ length: Math.max(items.length, index + 1) }, (_, at) =>
        at === index ? { ...items[at], [part]: value } : (items[at] ?? {}),
      ),
    );
  const errorOf = (index: number, part: string) =>
    (fieldState.error as unknown as ErrorTree | undefined)?.[index]?.[part];
  const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <>
      {english.map((item, index) => [
        ...parts.map(({ part, label, limit, rows }) =>
          item?.[part] === null ? null : (
            <TranslationBox
              key={`${index}-${part}`}
              name={`${name}.${index}.${part}`}
              label={label(index)}
              english={item?.[part] ?? undefined}
              value={textOf(items[index]?.[part])}
              error={errorOf(index, part)?.message}
              limit={limit}
              rows={rows}
              onChange={(next) => update(index, part, next)}
            />
          ),
        ),
        ...lists.flatMap(({ part, label, limit }) => {
          const translated = items[index]?.[part];
          const englishTexts: readonly string[] = item?.[part] ?? [];
          return englishTexts.map((text, at) => (
            <TranslationBox
              key={`${index}-${part}-${at}`}
              name={`${name}.${index}.${part}.${at}`}
              label={label(index, at)}
              english={text}
              value={textOf(Array.isArray(translated) ? translated[at] : undefined)}
              error={itemErrorMessage(errorOf(index, part), at)}
              limit={limit}
              onChange={(next) => update(index, part, withText(translated, at, next))}
            />
          ));
        }),
      ])}
    </>
  );
}
