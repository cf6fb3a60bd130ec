import { CATALOGUE_IMAGE_URLS } from '@safari/shared-domain/catalogue';
import { Form, Select } from 'antd';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import type { TourInput } from './catalogue-api.ts';
import { fieldId, itemErrorMessage, listErrorMessage } from './form-errors.ts';

// Pictures are chosen from the ones the site already has (issue 23: a new tour reuses existing
// picture ids); the operator replaces the files themselves with photographs (decision 114).

const OPTIONS = CATALOGUE_IMAGE_URLS.map((url) => ({
  value: url,
  label: (
    <span className="inline-flex items-center gap-2">
      <img src={url} alt="" width={40} height={27} className="rounded object-cover" loading="lazy" />
      <span className="truncate">{url.replace(/^\/images\//, '')}</span>
    </span>
  ),
}));

function filterPicture(input: string, option?: { value: string }): boolean {
  return option?.value.toLowerCase().includes(input.toLowerCase()) ?? false;
}

export function PictureField({
  name,
  label,
  multiple,
}: {
  readonly name: string;
  readonly label: string;
  readonly multiple?: boolean;
}) {
  const { control } = useFormContext<TourInput>();
  const { field, fieldState } = useController({ control, name: name as FieldPath<TourInput> });
  const values = Array.isArray(field.value) ? (field.value as string[]) : [];
  const itemError = multiple
    ? values.map((_, index) => itemErrorMessage(fieldState.error, index)).find(Boolean)
    : undefined;
  const error = listErrorMessage(fieldState.error) ?? itemError;
  return (
    <Form.Item
      label={label}
      htmlFor={fieldId(name)}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <Select
        id={fieldId(name)}
        mode={multiple ? 'multiple' : undefined}
        showSearch={{ filterOption: filterPicture }}
        value={field.value as string | string[]}
        options={OPTIONS}
        onBlur={field.onBlur}
        onChange={field.onChange}
        optionLabelProp="value"
      />
    </Form.Item>
  );
}
