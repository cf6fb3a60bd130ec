import type { TableColumnsType } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { pagerItems } from './pager-items.ts';

/**
 * The admin's first screen draws a list's first page before antd's components are rendered
 * (decision 198): the same markup antd's Table would make, with antd's class names, so the static
 * style sheet (decision 170) gives it the same look, but plain elements only. Nothing in it can be
 * used: no buttons, links to sort by or inputs; the real table replaces it a moment later.
 */

/** The classes antd puts on every element of a component: its style hash and its CSS-variable scope. */
export interface AntdScope {
  readonly hashId: string;
  readonly cssVarKey: string;
}

/** `class` of an antd element: its own classes, then the scope's, as antd orders them. */
export const scoped = (scope: AntdScope, ...classes: string[]) =>
  [...classes, scope.cssVarKey, scope.hashId].filter(Boolean).join(' ');

const CARET_UP =
  'M858.9 689L530.5 308.2c-9.4-10.9-27.5-10.9-37 0L165.1 689c-12.2 14.2-1.2 35 18.5 35h656.8c19.7 0 30.7-20.8 18.5-35z';
const CARET_DOWN =
  'M840.4 300H183.6c-19.7 0-30.7 20.8-18.5 35l328.4 380.8c9.4 10.9 27.5 10.9 37 0L858.9 335c12.2-14.2 1.2-35-18.5-35z';
const DOWN_ARROW =
  'M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z';

/** One of antd's icons: a span holding the glyph's path. */
export function IconPicture({
  name,
  path,
  box = '64 64 896 896',
  className = '',
}: {
  name: string;
  path: string;
  box?: string;
  className?: string;
}) {
  return (
    <span className={`anticon anticon-${name} ${className}`.trim()}>
      <svg viewBox={box} focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <path d={path} />
      </svg>
    </span>
  );
}

type Column<Row> = TableColumnsType<Row>[number] & {
  dataIndex?: string;
  sortOrder?: 'ascend' | 'descend' | null;
  sorter?: unknown;
};

const END_FIXED: CSSProperties = {
  insetInlineEnd: 0,
  ['--z-offset' as string]: 9,
  ['--z-offset-reverse' as string]: 1,
};

function cellClass(column: Column<unknown>, header: boolean): string {
  const classes = ['ant-table-cell'];
  if (column.sortOrder) classes.push('ant-table-column-sort');
  if (header && column.sorter) classes.push('ant-table-column-has-sorters');
  if (column.fixed === 'right')
    classes.push('ant-table-cell-fix', 'ant-table-cell-fix-end', 'ant-table-cell-fix-end-shadow');
  return classes.join(' ');
}

function cellStyle(column: Column<unknown>): CSSProperties | undefined {
  const style: CSSProperties = {
    ...(column.align ? { textAlign: column.align } : {}),
    ...(column.fixed === 'right' ? END_FIXED : {}),
  };
  return Object.keys(style).length ? style : undefined;
}

function HeaderCell({ column }: { column: Column<unknown> }) {
  const title = column.title as ReactNode;
  return (
    <th className={cellClass(column, true)} scope="col" style={cellStyle(column)}>
      {column.sorter ? (
        <div className="ant-table-column-sorters">
          <span className="ant-table-column-title">{title}</span>
          <span className="ant-table-column-sorter ant-table-column-sorter-full">
            <span className="ant-table-column-sorter-inner" aria-hidden="true">
              <IconPicture
                name="caret-up"
                path={CARET_UP}
                box="0 0 1024 1024"
                className={`ant-table-column-sorter-up${column.sortOrder === 'ascend' ? ' active' : ''}`}
              />
              <IconPicture
                name="caret-down"
                path={CARET_DOWN}
                box="0 0 1024 1024"
                className={`ant-table-column-sorter-down${column.sortOrder === 'descend' ? ' active' : ''}`}
              />
            </span>
          </span>
        </div>
      ) : (
        title
      )}
    </th>
  );
}

export interface PictureTableProps<Row> {
  readonly scope: AntdScope;
  readonly columns: TableColumnsType<Row>;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** antd's `size`: 'middle' on a wide screen, 'small' at phone width. */
  readonly size: 'middle' | 'small';
  /** The wide table's `scroll.x`; without it the columns share the screen (`tableLayout="fixed"`). */
  readonly scrollX?: number;
  /** Under the rows: the pagination's line (its size changer included). */
  readonly pager: {
    readonly current: number;
    readonly pageSize: number;
    readonly total: number;
    readonly totalText: string;
  };
}

/** A table's first page in antd's markup (see the file's comment). */
export function PictureTable<Row>({
  scope,
  columns,
  rows,
  rowKey,
  size,
  scrollX,
  pager,
}: PictureTableProps<Row>) {
  const cols = columns as Column<Row>[];
  const wide = scrollX !== undefined;
  const hasFixedEnd = cols.some((column) => column.fixed === 'right');
  const tableClasses = [
    'ant-table',
    size === 'small' ? 'ant-table-small' : 'ant-table-medium',
    scope.cssVarKey,
    'ant-table-css-var',
    scope.hashId,
    ...(wide
      ? [
          'ant-table-fix-start-shadow',
          'ant-table-fix-end-shadow',
          ...(hasFixedEnd
            ? ['ant-table-fixed-column', 'ant-table-scroll-horizontal', 'ant-table-has-fix-end']
            : ['ant-table-scroll-horizontal']),
        ]
      : ['ant-table-layout-fixed']),
  ];
  return (
    <div className={`${scope.cssVarKey} ant-table-css-var ant-table-wrapper ${scope.hashId}`}>
      <div className={scoped(scope, 'ant-spin')} aria-busy="false">
        <div className="ant-spin-container">
          <div className={tableClasses.filter(Boolean).join(' ')}>
            <div className="ant-table-container">
              <div className="ant-table-content" style={wide ? { overflow: 'auto hidden' } : undefined}>
                <table
                  style={
                    wide
                      ? { width: scrollX, minWidth: '100%', tableLayout: 'fixed' }
                      : { tableLayout: 'fixed' }
                  }
                >
                  <colgroup>
                    {cols.map((column) => (
                      <col
                        key={String(column.key)}
                        style={column.width ? { width: column.width } : undefined}
                      />
                    ))}
                  </colgroup>
                  <thead className="ant-table-thead">
                    <tr>
                      {cols.map((column) => (
                        <HeaderCell key={String(column.key)} column={column as Column<unknown>} />
                      ))}
                    </tr>
                  </thead>
                  <tbody className="ant-table-tbody">
                    {rows.map((row, index) => (
                      <tr
                        key={rowKey(row)}
                        className="ant-table-row ant-table-row-level-0"
                        data-row-key={rowKey(row)}
                      >
                        {cols.map((column) => {
                          const value = column.dataIndex
                            ? (row as Record<string, unknown>)[column.dataIndex]
                            : undefined;
                          const content = column.render
                            ? column.render(value, row, index)
                            : (value as ReactNode);
                          return (
                            <td
                              key={String(column.key)}
                              className={cellClass(column as Column<unknown>, false)}
                              style={cellStyle(column as Column<unknown>)}
                            >
                              {content as ReactNode}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </div>
          <PagerPicture scope={scope} {...pager} />
        </div>
      </div>
    </div>
  );
}

/** A closed Select showing `label`, as antd draws it. */
export function SelectPicture({
  scope,
  label,
  className,
}: {
  scope: AntdScope;
  label: string;
  className: string;
}) {
  return (
    <div
      className={scoped(
        scope,
        'ant-select',
        'ant-select-outlined',
        className,
        'ant-select-css-var',
        'ant-select-single',
        'ant-select-show-arrow',
      )}
    >
      <div className="ant-select-content ant-select-content-has-value">{label}</div>
      <div className="ant-select-suffix">
        <IconPicture name="down" path={DOWN_ARROW} />
      </div>
    </div>
  );
}

/** A Button's look (antd's `type`/`danger`/`size` as classes), drawn as a span. */
export function ButtonPicture({
  scope,
  children,
  kind = 'default',
  small,
  className = '',
}: {
  scope: AntdScope;
  children: ReactNode;
  kind?: 'default' | 'danger' | 'primary';
  small?: boolean;
  className?: string;
}) {
  const look = {
    default: ['ant-btn-default', 'ant-btn-color-default', 'ant-btn-variant-outlined'],
    danger: ['ant-btn-default', 'ant-btn-dangerous', 'ant-btn-color-dangerous', 'ant-btn-variant-outlined'],
    primary: ['ant-btn-primary', 'ant-btn-color-primary', 'ant-btn-variant-solid'],
  }[kind];
  return (
    <span className={scoped(scope, 'ant-btn', ...look, small ? 'ant-btn-sm' : '', className)}>
      {typeof children === 'string' ? <span>{children}</span> : children}
    </span>
  );
}

/** antd's `<Space wrap size={[4, 4]}>` around `children`, each an item. */
export function SpacePicture({ scope, children }: { scope: AntdScope; children: readonly ReactNode[] }) {
  return (
    <div
      className={scoped(scope, 'ant-space', 'ant-space-horizontal', 'ant-space-align-center')}
      style={{ flexWrap: 'wrap', gap: 4 }}
    >
      {children.map((child, index) => (
        <div key={index} className="ant-space-item">
          {child}
        </div>
      ))}
    </div>
  );
}

const LEFT =
  'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z';
const RIGHT =
  'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z';
export const ELLIPSIS =
  'M176 511a56 56 0 10112 0 56 56 0 10-112 0zm280 0a56 56 0 10112 0 56 56 0 10-112 0zm280 0a56 56 0 10112 0 56 56 0 10-112 0z';

/**
 * antd's Pagination row as the table puts it under its rows (small, with the size changer). The
 * page items lack antd's `ant-pagination-item-<n>` class, which names a page to click.
 */
function PagerPicture({
  scope,
  current,
  pageSize,
  total,
  totalText,
}: { scope: AntdScope } & PictureTableProps<unknown>['pager']) {
  const pages = Math.ceil(total / pageSize);
  const edge = (side: 'prev' | 'next', disabled: boolean) => (
    <li className={`ant-pagination-${side}${disabled ? ' ant-pagination-disabled' : ''}`}>
      <span className="ant-pagination-item-link">
        <IconPicture name={side === 'prev' ? 'left' : 'right'} path={side === 'prev' ? LEFT : RIGHT} />
      </span>
    </li>
  );
  return (
    <ul
      className={scoped(
        scope,
        'ant-pagination',
        'ant-pagination-small',
        'ant-pagination-mini',
        'ant-table-pagination',
        'ant-table-pagination-end',
      )}
    >
      <li className="ant-pagination-total-text">{totalText}</li>
      {edge('prev', current <= 1)}
      {pagerItems(current, pages).map((item) =>
        typeof item === 'number' ? (
          <li
            key={item}
            className={`ant-pagination-item${item === current ? ' ant-pagination-item-active' : ''}`}
          >
            {/* biome-ignore lint/a11y/useValidAnchor: antd's markup (its styles select the a); not a link */}
            <a>{item}</a>
          </li>
        ) : (
          <li key={item} className={`ant-pagination-${item}`}>
            <span className="ant-pagination-item-link">
              <span className="ant-pagination-item-container">
                <span className="ant-pagination-item-ellipsis">
                  <IconPicture name="ellipsis" path={ELLIPSIS} />
                </span>
              </span>
            </span>
          </li>
        ),
      )}
      {edge('next', current >= pages)}
      <li className="ant-pagination-options">
        <SelectPicture
          scope={scope}
          label={`${pageSize} / page`}
          className="ant-select-sm ant-pagination-options-size-changer-select ant-pagination-options-size-changer ant-select-show-search"
        />
      </li>
    </ul>
  );
}
