import type { CustomSafariFormInput, CustomSafariFormValues } from '@safari/shared-domain/forms';
import type { useForm } from 'react-hook-form';
import { errorId, FieldMessage } from '../forms/fields.tsx';

const checkboxClass = 'h-5 w-5 rounded border-stone-400 text-amber-700 accent-amber-700';

/** One required multiple choice of the custom safari form (tour types, destinations). */
export function CheckboxGroup({
  name,
  legend,
  options,
  register,
  error,
}: {
  name: 'tourTypes' | 'destinations';
  legend: string;
  options: readonly { id: string; label: string }[];
  register: ReturnType<typeof useForm<CustomSafariFormInput, unknown, CustomSafariFormValues>>['register'];
  error: { message?: string } | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? errorId(name) : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 items-center gap-3 rounded-md border border-stone-200 px-3 py-2 hover:bg-stone-50"
          >
            <input type="checkbox" value={option.id} className={checkboxClass} {...register(name)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage name={name} error={error as never} />
    </fieldset>
  );
}
