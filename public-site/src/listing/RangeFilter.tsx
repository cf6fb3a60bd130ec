import type { NumberRange, SliderBounds } from '@safari/shared-domain/catalogue';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../ui/page-icons.tsx';

/**
 * A collapsible pair of sliders. Dragging changes only the shown values; the range is committed
 * (and written to the URL, one history entry) when the pointer or key is released.
 */
export function RangeFilter({
  label,
  minLabel = `Minimum ${label.toLowerCase()}`,
  maxLabel = `Maximum ${label.toLowerCase()}`,
  bounds,
  value,
  format,
  onCommit,
  defaultOpen = false,
}: {
  label: string;
  /** The sliders' names in the page's language ('Minimum price range' from `label` by default). */
  minLabel?: string;
  maxLabel?: string;
  bounds: SliderBounds;
  value: NumberRange;
  format: (n: number) => string;
  onCommit: (range: NumberRange) => void;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  // While the visitor moves a slider, the draft is what it shows. After a commit the page passes the
  // new range back only once the URL has been read again (React Router renders navigations in a
  // transition), so the draft keeps showing until `value` has caught up with every commit made:
  // showing the old value in the meantime would make the next key press start from it and lose a
  // step. A value that is none of ours (Back, 'Clear all filters') drops the draft.
  const [draft, setDraft] = useState<NumberRange | null>(null);
  // Commits not yet passed back. Kept in a ref and compared in an effect, so only a render that
  // reached the screen counts: a transition's render can be left uncommitted, and a draft dropped
  // for what it carried sent the next key press back to an old step.
  const pending = useRef<NumberRange[]>([]);
  useEffect(() => {
    const range = { min: value.min, max: value.max };
    const ours = pending.current.findIndex((commit) => sameRange(commit, range));
    if (ours === -1) {
      pending.current = [];
      setDraft(null);
      return;
    }
    pending.current = pending.current.slice(ours + 1);
    if (pending.current.length === 0) setDraft((d) => (d && sameRange(d, range) ? null : d));
  }, [value.min, value.max]);
  // Commit reads the latest draft, not the one of the last render.
  const latest = useRef<NumberRange | null>(null);
  const shown = draft ?? value;
  const panelId = useId();

  const commit = () => {
    const current = latest.current;
    if (!current) return;
    latest.current = null;
    const base = pending.current.at(-1) ?? value;
    if (!sameRange(current, base)) {
      pending.current = [...pending.current, current];
      onCommit(current);
    } else if (pending.current.length === 0) {
      setDraft(null);
    }
  };
  const slider = (which: 'min' | 'max') => (
    <label className="flex flex-col gap-1 text-sm text-stone-700">
      {which === 'min' ? minLabel : maxLabel}
      <input
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={shown[which]}
        aria-valuetext={format(shown[which])}
        onChange={(e) => {
          const n = Number(e.target.value);
          const d = latest.current ?? shown;
          const next =
            which === 'min'
              ? { min: Math.min(n, d.max), max: d.max }
              : { min: d.min, max: Math.max(n, d.min) };
          latest.current = next;
          setDraft(next);
        }}
        onPointerUp={commit}
        onKeyUp={commit}
        onBlur={commit}
        className="accent-amber-700"
      />
    </label>
  );

  return (
    <div className="rounded-lg border border-stone-200 bg-white">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between px-4 py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        {label}
        <span className="flex items-center gap-2 text-sm font-normal text-stone-600">
          {format(shown.min)} – {format(shown.max)}
          <ChevronDownIcon className={open ? 'rotate-180' : ''} />
        </span>
      </button>
      <div id={panelId} hidden={!open} className="space-y-3 px-4 pb-4">
        {slider('min')}
        {slider('max')}
      </div>
    </div>
  );
}

function sameRange(a: NumberRange, b: NumberRange): boolean {
  return a.min === b.min && a.max === b.max;
}
