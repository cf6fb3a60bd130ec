import { travellerCountFromInput } from '@safari/shared-domain/forms';
import { useEffect, useState } from 'react';
import { errorId } from '../forms/fields.tsx';

/**
 * A +/- counter whose typed value falls back to the minimum when it is not a whole number. With a
 * `maximum`, "+" stops there and points at `limitId`, the text that says why.
 */
export function Counter({
  id,
  label,
  fewerLabel = `Fewer ${label.toLowerCase()}`,
  moreLabel = `More ${label.toLowerCase()}`,
  note,
  value,
  minimum,
  maximum,
  limitId,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  /** The "−" and "+" buttons' names, in the page's language ('Fewer adults', 'Weniger Erwachsene'). */
  fewerLabel?: string;
  moreLabel?: string;
  note: string;
  value: number;
  minimum: number;
  maximum?: number;
  limitId?: string;
  onChange: (value: number) => void;
  invalid?: boolean;
}) {
  const atMaximum = maximum !== undefined && value >= maximum;
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commitTyped = () => {
    const count = travellerCountFromInput(text, minimum);
    setText(String(count));
    onChange(count);
  };
  const buttonClass =
    'inline-flex h-11 w-11 items-center justify-center rounded-md border border-stone-300 text-xl font-semibold hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 disabled:opacity-40';
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p className="text-xs text-stone-600">{note}</p>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          aria-label={fewerLabel}
          disabled={value <= minimum}
          onClick={() => onChange(Math.max(minimum, value - 1))}
        >
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId(id) : undefined}
          onChange={(event) => {
            // A whole number counts at once (the total follows); anything else waits for blur.
            const typed = event.target.value;
            setText(typed);
            const count = travellerCountFromInput(typed, minimum);
            if (typed.trim() !== '' && String(count) === typed.trim()) onChange(count);
          }}
          onKeyDown={(event) => {
            // Enter submits the form without a blur: settle the typed value first.
            if (event.key === 'Enter') commitTyped();
          }}
          onBlur={commitTyped}
          className="h-11 w-14 rounded-md border border-stone-300 text-center text-base"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={moreLabel}
          disabled={atMaximum}
          aria-describedby={atMaximum ? limitId : undefined}
          onClick={() => onChange(maximum === undefined ? value + 1 : Math.min(maximum, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
