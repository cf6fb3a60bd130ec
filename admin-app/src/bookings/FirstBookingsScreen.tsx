import { operatorToday } from '@safari/shared-domain/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_CSS_VAR_KEY } from '../theme.ts';
import {
  type AntdScope,
  ButtonPicture,
  ELLIPSIS,
  IconPicture,
  PictureTable,
  SelectPicture,
  scoped,
} from '../ui/PictureTable.tsx';
import { usePhoneColumns } from '../ui/phone-columns.tsx';
import { dateFilterLabel, sortLabel, statusFilterLabel } from './BookingsToolbar.tsx';
import { bookingColumns, WIDE_TABLE_WIDTH } from './booking-columns.tsx';
import { bookingsPageQueryForView } from './bookings-page-query.ts';
import type { BookingsPage } from './bookings-service.ts';
import { type BookingsView, bookingsViewFromParams } from './bookings-url.ts';

/**
 * The dashboard's first screen at /admin (decision 198): the tab bar, the toolbar and the first
 * page of bookings drawn in antd's markup with plain elements, so staff see their bookings in the
 * frame the early read answers in, instead of after one long render of every antd component on
 * the page (the table's 20 status selects and 40 buttons, the tabs, the toolbar). The dashboard
 * mounts the real ones right after this has painted; nothing here can be used before then.
 */

/** The tab bar's labels, in order (Dashboard.tsx's tabs). */
export const DASHBOARD_TAB_LABELS = [
  ['bookings', 'Bookings Management'],
  ['users', 'Users'],
  ['messages', 'Contact Messages'],
  ['tours', 'Tours'],
  ['photographs', 'Photographs'],
  ['account', 'Account Settings'],
] as const;

/** The first page the address bar asks for, when the early read (BookingsGuard) has it with rows. */
export function cachedFirstPage(queryClient: QueryClient, view: BookingsView): BookingsPage | undefined {
  const page = queryClient.getQueryData(bookingsPageQueryForView(view, operatorToday()).queryKey);
  return page && page.rows.length > 0 ? page : undefined;
}

/** The classes of the admin's antd elements: the theme's style hash and its CSS-variable key. */
export function useAntdScope(): AntdScope {
  const { hashId } = theme.useToken();
  return { hashId, cssVarKey: ADMIN_CSS_VAR_KEY };
}

/** The tab bar; at phone width its tabs run past the edge behind the "more" button, as antd's do. */
function TabsPicture({
  scope,
  narrow,
  children,
}: {
  scope: AntdScope;
  narrow: boolean;
  children: ReactNode;
}) {
  return (
    <div className={scoped(scope, 'ant-tabs', 'ant-tabs-top', 'ant-tabs-css-var')}>
      <div className="ant-tabs-nav">
        <div className={narrow ? 'ant-tabs-nav-wrap ant-tabs-nav-wrap-ping-right' : 'ant-tabs-nav-wrap'}>
          <div className="ant-tabs-nav-list">
            {DASHBOARD_TAB_LABELS.map(([key, label]) => (
              <div
                key={key}
                className={key === 'bookings' ? 'ant-tabs-tab ant-tabs-tab-active' : 'ant-tabs-tab'}
              >
                <div className="ant-tabs-tab-btn">
                  {key === 'messages' ? (
                    // The unread badge's place beside it (its count comes with the real tab).
                    <span className="inline-flex items-center gap-2">
                      {label}
                      <span className={scoped(scope, 'ant-badge', 'ant-badge-not-a-wrapper')} />
                    </span>
                  ) : (
                    label
                  )}
                </div>
                {key === 'bookings' ? (
                  <div className="ant-tabs-ink-bar" style={{ left: 0, width: '100%' }} />
                ) : null}
              </div>
            ))}
          </div>
        </div>
        {narrow ? (
          <div className="ant-tabs-nav-operations">
            <span className="ant-tabs-nav-more">
              <IconPicture name="ellipsis" path={ELLIPSIS} />
            </span>
          </div>
        ) : null}
      </div>
      <div className="ant-tabs-body-holder">
        <div className="ant-tabs-body ant-tabs-body-top">
          <div className="ant-tabs-content ant-tabs-content-active">{children}</div>
        </div>
      </div>
    </div>
  );
}

const SEARCH =
  'M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z';
const CLEAR =
  'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z';

function ToolbarPicture({ scope, view, narrow }: { scope: AntdScope; view: BookingsView; narrow: boolean }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className={scoped(scope, 'ant-space-compact', 'ant-input-search', 'w-full', 'md:w-80')}>
        <span
          className={scoped(
            scope,
            'ant-input-affix-wrapper',
            'ant-input-outlined',
            'ant-input-css-var',
            'ant-input-compact-item',
            'ant-input-compact-first-item',
          )}
        >
          <input
            className={scoped(scope, 'ant-input')}
            placeholder="Search by reference, name, email or tour"
            value={view.search}
            readOnly
            tabIndex={-1}
          />
          <span className="ant-input-suffix">
            <span className={`ant-input-clear-icon${view.search ? '' : ' ant-input-clear-icon-hidden'}`}>
              <IconPicture name="close-circle" path={CLEAR} />
            </span>
          </span>
        </span>
        <ButtonPicture
          scope={scope}
          className="ant-btn-icon-only ant-btn-compact-item ant-btn-compact-last-item ant-input-search-btn"
        >
          <span className="ant-btn-icon">
            <IconPicture name="search" path={SEARCH} />
          </span>
        </ButtonPicture>
      </div>
      <SelectPicture scope={scope} label={statusFilterLabel(view)} className="w-40" />
      <SelectPicture scope={scope} label={dateFilterLabel(view)} className="w-44" />
      {narrow ? <SelectPicture scope={scope} label={sortLabel(view)} className="w-44" /> : null}
      <ButtonPicture scope={scope} kind="primary" className="md:ml-auto">
        Export CSV
      </ButtonPicture>
    </div>
  );
}

const noAction = () => {};

/** The bookings tab's first page, drawn (see the file's comment); `page` from cachedFirstPage. */
export function FirstBookingsScreen({ page, scope }: { page: BookingsPage; scope: AntdScope }) {
  const [params] = useSearchParams();
  const view = bookingsViewFromParams(params);
  const narrow = usePhoneColumns();
  const columns = bookingColumns(
    narrow,
    { view, chooseStatus: noAction, savingStatus: () => false, showDetails: noAction, askDelete: noAction },
    scope,
  );
  const from = (view.page - 1) * view.pageSize + 1;
  const to = from + page.rows.length - 1;
  return (
    <TabsPicture scope={scope} narrow={narrow}>
      <ToolbarPicture scope={scope} view={view} narrow={narrow} />
      <PictureTable
        scope={scope}
        columns={columns}
        rows={page.rows}
        rowKey={(booking) => booking.id}
        size={narrow ? 'small' : 'middle'}
        scrollX={narrow ? undefined : WIDE_TABLE_WIDTH}
        pager={{
          current: view.page,
          pageSize: view.pageSize,
          total: page.total,
          totalText: `${from}-${to} of ${page.total} bookings`,
        }}
      />
    </TabsPicture>
  );
}
