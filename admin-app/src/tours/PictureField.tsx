import { CATALOGUE_IMAGE_URLS, photographRef } from '@safari/shared-domain/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import { usePhotographUrls } from '../photographs/photograph-urls.ts';
import { fetchPhotographs, type Photograph } from '../photographs/photographs-service.ts';
import { queryKeys } from '../query-keys.ts';
import type { TourInput } from './catalogue-api.ts';
import { fieldId, itemErrorMessage, listErrorMessage } from './form-errors.ts';

// A picture is chosen from the thumbnails of the photograph library (issue 38: staff's uploads,
// `photographs/<key>`) or of the site's own illustrations (issue 23). A photograph without alt
// text is listed but cannot be chosen (the database would refuse the draft).

interface PictureOption {
  readonly value: string;
  readonly label: ReactNode;
  /** What the search box matches: the alt text or the illustration's path. */
  readonly search: string;
  readonly disabled?: boolean;
}

function thumbnail(src: string | undefined, text: string, value: string) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2" data-picture={value}>
      {src ? (
        <img
          src={src}
          alt=""
          width={40}
          height={27}
          className="h-[27px] w-10 shrink-0 rounded object-cover"
          loading="lazy"
        />
      ) : (
        <span className="h-[27px] w-10 shrink-0 rounded bg-gray-100" aria-hidden="true" />
      )}
      <span className="truncate">{text}</span>
    </span>
  );
}

const ILLUSTRATIONS: readonly PictureOption[] = CATALOGUE_IMAGE_URLS.map((url) => {
  const text = url.replace(/^\/images\//, '');
  return { value: url, label: thumbnail(url, text, url), search: text };
});

function photographOption(photograph: Photograph, src: string | undefined): PictureOption {
  const value = photographRef(photograph.key);
  const text = photograph.alt_text ?? 'Needs alt text (Photographs tab)';
  return { value, label: thumbnail(src, text, value), search: text, disabled: photograph.alt_text === null };
}

function filterPicture(input: string, option?: Partial<PictureOption>): boolean {
  return option?.search?.toLowerCase().includes(input.toLowerCase()) ?? false;
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
  const library = useQuery({ queryKey: queryKeys.photographs, queryFn: fetchPhotographs });
  const values = Array.isArray(field.value) ? (field.value as string[]) : [];
  const itemError = multiple
    ? values.map((_, index) => itemErrorMessage(fieldState.error, index)).find(Boolean)
    : undefined;
  const error = listErrorMessage(fieldState.error) ?? itemError;
  const urls = usePhotographUrls(library.data ?? []);
  const photographs = (library.data ?? []).map((photograph) =>
    photographOption(photograph, urls.get(photograph.key)),
  );
  const options = [
    ...(photographs.length > 0 ? [{ label: 'Photographs', title: 'Photographs', options: photographs }] : []),
    { label: 'Illustrations', title: 'Illustrations', options: ILLUSTRATIONS },
  ];
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
        options={options}
        onBlur={field.onBlur}
        onChange={field.onChange}
        loading={library.isPending}
        className="max-w-full"
      />
    </Form.Item>
  );
}
