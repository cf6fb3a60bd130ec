import { Button, Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import type { TourInput } from './catalogue-api.ts';
import {
  countedLength,
  fieldId,
  itemErrorMessage,
  listErrorMessage,
  overLimitMessage,
} from './form-errors.ts';
import { moved } from './list-items.ts';

// Form fields of the tour editor: antd controls driven by react-hook-form, each showing its
// own message from the shared tour schema under it. Field names are the Tour's own paths.

type Name = FieldPath<TourInput>;

interface FieldProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly extra?: ReactNode;
}

export function useField(name: string) {
  const { control } = useFormContext<TourInput>();
  return useController({ control, name: name as Name });
}

function Item({
  name,
  label,
  extra,
  error,
  children,
}: FieldProps & { readonly error: string | undefined; readonly children: ReactNode }) {
  return (
    <Form.Item
      label={label}
      htmlFor={fieldId(name)}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      {children}
    </Form.Item>
  );
}

/**
 * A text box; with `limit`, a count under it and, as soon as the text is longer, a message saying
 * by how much (before any save: the schema says the same then).
 */
export function TextField({
  rows,
  limit,
  ...props
}: FieldProps & { readonly rows?: number; readonly limit?: number }) {
  const { field, fieldState } = useField(props.name);
  const value = typeof field.value === 'string' ? field.value : '';
  const error =
    fieldState.error?.message ?? (limit === undefined ? undefined : overLimitMessage(value, limit));
  const common = {
    id: fieldId(props.name),
    value,
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-invalid': error ? true : undefined,
  };
  const count =
    limit === undefined
      ? undefined
      : {
          max: limit,
          strategy: countedLength,
          show: ({ count: length }: { count: number }) =>
            `${length.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')}`,
        };
  return (
    <Item {...props} error={error}>
      {rows ? (
        <Input.TextArea
          {...common}
          rows={rows}
          count={count}
          onChange={(event) => field.onChange(event.target.value)}
        />
      ) : (
        <Input {...common} count={count} onChange={(event) => field.onChange(event.target.value)} />
      )}
    </Item>
  );
}

/** Text that may be absent: an empty box stores null (a day that ends at home has no lodge). */
export function OptionalTextField(props: FieldProps) {
  const { field, fieldState } = useField(props.name);
  return (
    <Item {...props} error={fieldState.error?.message}>
      <Input
        id={fieldId(props.name)}
        value={typeof field.value === 'string' ? field.value : ''}
        onBlur={field.onBlur}
        ref={field.ref}
        onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      />
    </Item>
  );
}

export function NumberField({
  step,
  prefix,
  ...props
}: FieldProps & { readonly step?: number; readonly prefix?: string }) {
  const { field, fieldState } = useField(props.name);
  return (
    <Item {...props} error={fieldState.error?.message}>
      <InputNumber
        id={fieldId(props.name)}
        className="w-full"
        value={typeof field.value === 'number' ? field.value : null}
        step={step}
        prefix={prefix}
        onBlur={field.onBlur}
        ref={field.ref}
        onChange={(value) => field.onChange(value ?? null)}
      />
    </Item>
  );
}

export function SwitchField(props: FieldProps) {
  const { field } = useField(props.name);
  return (
    <Item {...props} error={undefined}>
      <Switch id={fieldId(props.name)} checked={field.value === true} onChange={field.onChange} />
    </Item>
  );
}

interface ChoiceProps extends FieldProps {
  readonly options: readonly { readonly value: string; readonly label: ReactNode }[];
}

export function SelectField({ options, multiple, ...props }: ChoiceProps & { readonly multiple?: boolean }) {
  const { field, fieldState } = useField(props.name);
  const error = listErrorMessage(fieldState.error) ?? firstItemError(fieldState.error);
  return (
    <Item {...props} error={error}>
      <Select
        id={fieldId(props.name)}
        mode={multiple ? 'multiple' : undefined}
        value={field.value as string | string[]}
        options={options.map((option) => ({ ...option }))}
        onBlur={field.onBlur}
        onChange={field.onChange}
      />
    </Item>
  );
}

export function MealsField(props: FieldProps) {
  const { field, fieldState } = useField(props.name);
  return (
    <Item {...props} error={listErrorMessage(fieldState.error)}>
      <fieldset
        id={fieldId(props.name)}
        aria-label={typeof props.label === 'string' ? props.label : undefined}
        className="m-0 border-0 p-0"
      >
        <Checkbox.Group
          value={field.value as string[]}
          options={['Breakfast', 'Lunch', 'Dinner']}
          onChange={field.onChange}
        />
      </fieldset>
    </Item>
  );
}

function firstItemError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  for (const value of Object.values(error)) {
    const message = listErrorMessage(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * A list of texts (highlights, included items, overview paragraphs): one box per item, each
 * with its own message, and buttons to add, move and remove items.
 */
export function TextListField({
  itemLabel,
  rows,
  ...props
}: FieldProps & { readonly itemLabel: string; readonly rows?: number }) {
  const { field, fieldState } = useField(props.name);
  const items = Array.isArray(field.value) ? (field.value as string[]) : [];
  const change = (next: string[]) => field.onChange(next);
  return (
    <Item {...props} error={listErrorMessage(fieldState.error)}>
      <ol className="m-0 flex list-none flex-col gap-2 p-0" id={fieldId(props.name)}>
        {items.map((item, index) => {
          const error = itemErrorMessage(fieldState.error, index);
          const id = fieldId(`${props.name}.${index}`);
          const label = `${itemLabel} ${index + 1}`;
          const update = (value: string) => change(items.map((old, at) => (at === index ? value : old)));
          return (
            <li key={index} className="flex flex-col gap-1">
              <div className="flex items-start gap-2">
                {rows ? (
                  <Input.TextArea
                    id={id}
                    aria-label={label}
                    rows={rows}
                    value={item}
                    status={error ? 'error' : undefined}
                    onChange={(event) => update(event.target.value)}
                  />
                ) : (
                  <Input
                    id={id}
                    aria-label={label}
                    value={item}
                    status={error ? 'error' : undefined}
                    onChange={(event) => update(event.target.value)}
                  />
                )}
                <Button
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => change(moved(items, index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  aria-label={`Remove ${label}`}
                  danger
                  onClick={() => change(items.filter((_, at) => at !== index))}
                >
                  ✕
                </Button>
              </div>
              {error ? (
                <span className="text-sm text-red-600" role="alert">
                  {label}: {error}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button className="mt-2" onClick={() => change([...items, ''])}>
        Add {itemLabel.toLowerCase()}
      </Button>
    </Item>
  );
}
