import { Grid, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

/**
 * Whether a list shows its phone layout: two columns (the item with its details, and what to do
 * with it) instead of a table that scrolls sideways; below antd's `md` breakpoint (decision 171).
 */
export function usePhoneColumns(): boolean {
  return Grid.useBreakpoint().md === false;
}

/** A table's second column at phone width: the row's status control above its actions. */
export function statusAndActionsColumn<Row>(
  width: number,
  status: (row: Row) => ReactNode,
  actions: (row: Row) => ReactNode,
): TableColumnsType<Row>[number] {
  return {
    title: 'Status',
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
