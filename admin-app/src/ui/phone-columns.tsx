import { Grid, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

/**
 * Whether a list shows its phone layout: two columns (the item with its details, and what to do
 * with it) instead of a table that scrolls sideways; below antd's `md` breakpoint (decision 171).
 */
export function usePhoneColumns(): boolean {
  return Grid.useBreakpoint().md === false;
}

/**
 * A table's first column at phone width: the row's details stacked in one cell, `look` adding
 * spacing and text size. Its text wraps anywhere: a long e-mail address or name must not widen the
 * table past the screen, which `break-word` does not prevent in a table column (decision 171).
 */
export function stackedColumn<Row>(
  title: string,
  key: string,
  cell: (row: Row) => ReactNode,
  look = '',
): TableColumnsType<Row>[number] {
  return {
    title,
    key,
    render: (_, row) => (
      <div className={`flex min-w-0 flex-col wrap-anywhere ${look}`.trim()}>{cell(row)}</div>
    ),
  };
}

/**
 * A table's second column at phone width: the row's status control (a user's role, under the
 * title `title`) above its actions.
 */
export function statusAndActionsColumn<Row>(
  width: number,
  status: (row: Row) => ReactNode,
  actions: (row: Row) => ReactNode,
  title = 'Status',
): TableColumnsType<Row>[number] {
  return {
    title,
    key: 'status',
    width,
    render: (_, row) => (
      <div className="flex flex-col items-start gap-2">
        {status(row)}
        {actions(row)}
      </div>
    ),
  };
}
