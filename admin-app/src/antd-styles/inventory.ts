import type * as Antd from 'antd';
import type { ComponentType, ReactElement, ReactNode } from 'react';

type CreateElement = (
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: ReactNode[]
) => ReactElement;

/**
 * The antd components the admin uses, each rendered once in the state that registers its styles,
 * plus the ones antd renders inside them (the table's pagination, filter menus and tooltips, the
 * confirm dialog, the notification). Rendered at build time only (static-styles-plugin.ts): a
 * component missing here still works, its styles are then computed in the browser as before.
 * `antd-styles.test.ts` checks that every component imported from antd in src/ is listed.
 */
export const INVENTORIED = [
  'Alert',
  'App',
  'Badge',
  'Button',
  'Card',
  'Checkbox',
  'Collapse',
  'ConfigProvider',
  'Descriptions',
  'Drawer',
  'Dropdown',
  'Empty',
  'Form',
  'Grid',
  'Input',
  'InputNumber',
  'Layout',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Radio',
  'Result',
  'Segmented',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Timeline',
  'Tooltip',
  'Typography',
  'Upload',
  'message',
  'notification',
  'theme',
] as const;

/**
 * Renders every inventoried component (ConfigProvider and Grid have no styles of their own;
 * `theme` is only read, for its hash class, by the first screen's drawn markup, decision 198).
 */
export function inventory(antd: typeof Antd, h: CreateElement): ReactElement {
  const panel = (component: unknown, props: Record<string, unknown> = {}) => {
    const pure = (component as { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType })
      ._InternalPanelDoNotUseOrYouWillBeFired;
    return pure ? h(pure, props) : null;
  };
  const rows = [{ key: '1', name: 'Amani', status: 'pending' }];
  const columns = [
    { title: 'Name', dataIndex: 'name', sorter: true, filters: [{ text: 'A', value: 'A' }] },
    { title: 'Status', dataIndex: 'status' },
  ];
  const a = antd;
  return h(
    'div',
    null,
    h(a.Alert, { title: 'alert', type: 'error', showIcon: true }),
    h(a.Badge, { count: 3 }, h('span', null, 'badge')),
    h(a.Button, { type: 'primary' }, 'button'),
    h(a.Card, { title: 'card' }, 'card'),
    h(a.Checkbox, null, 'checkbox'),
    h(a.Collapse, { items: [{ key: 'a', label: 'panel', children: 'panel' }], defaultActiveKey: ['a'] }),
    h(a.Descriptions, { items: [{ key: 'a', label: 'label', children: 'value' }], bordered: true }),
    h(a.Drawer, { open: false }),
    h(a.Dropdown, { menu: { items: [{ key: 'a', label: 'item' }] } }, h('span', null, 'dropdown')),
    h(a.Menu, { items: [{ key: 'a', label: 'item' }] }),
    h(a.Empty, null),
    h(
      a.Form,
      { layout: 'vertical' },
      h(a.Form.Item, { label: 'field', validateStatus: 'error', help: 'message' }, h(a.Input, null)),
    ),
    h(a.Input, null),
    h(a.Input.TextArea, null),
    h(a.Input.Search, null),
    h(a.Input.Password, null),
    h(a.InputNumber, null),
    h(a.Layout, null, h(a.Layout.Header, null), h(a.Layout.Content, null)),
    h(a.Modal, { open: false }),
    panel(a.Modal),
    panel(a.Modal, { type: 'confirm' }),
    h(a.Pagination, { total: 100 }),
    h(a.Popconfirm, { title: 'sure?' }, h('span', null, 'popconfirm')),
    panel(a.Popconfirm, { title: 'sure?' }),
    h(a.Popover, { content: 'popover' }, h('span', null, 'popover')),
    h(a.Radio.Group, { options: ['a', 'b'] }),
    h(a.Radio.Group, { optionType: 'button', options: ['a', 'b'] }),
    h(a.Result, { status: 'error', title: 'result' }),
    h(a.Segmented, { options: ['a', 'b'], value: 'a' }),
    h(a.Select, { options: [{ value: 'a', label: 'a' }] }),
    panel(a.Select, { options: [{ value: 'a', label: 'a' }] }),
    h(a.Skeleton, { active: true }),
    h(a.Space, null, h('span', null, 'space')),
    h(a.Space.Compact, null, h(a.Button, null, 'compact')),
    h(a.Spin, null),
    h(a.Statistic, { title: 'statistic', value: 1 }),
    h(a.Switch, null),
    h(a.Table, { dataSource: rows, columns, rowSelection: {}, pagination: { total: 100 } }),
    h(a.Table, { dataSource: [], columns, size: 'small' }),
    h(a.Tabs, { items: [{ key: 'a', label: 'tab', children: 'tab' }] }),
    // A preset colour and a status colour: each kind has a style of its own.
    h(a.Tag, { color: 'gold' }, 'tag'),
    h(a.Tag, { color: 'success' }, 'tag'),
    h(a.Timeline, { items: [{ content: 'timeline' }] }),
    h(a.Tooltip, { title: 'tooltip' }, h('span', null, 'tooltip')),
    panel(a.Tooltip, { title: 'tooltip' }),
    // The photograph library: a drop zone and a picture list with a file in progress, one done
    // and one refused. The progress bar is rendered on its own too: the list rendered here does
    // not register its styles (admin-photographs.spec found them computed in the browser).
    h(a.Progress, { percent: 40, size: 'small' }),
    h(a.Upload.Dragger, {
      listType: 'picture',
      fileList: [
        { uid: '1', name: 'uploading.jpg', status: 'uploading', percent: 40 },
        { uid: '2', name: 'done.jpg', status: 'done', thumbUrl: 'data:,' },
        { uid: '3', name: 'refused.jpg', status: 'error' },
      ],
    }),
    h(
      a.Upload,
      { fileList: [{ uid: '4', name: 'replace.jpg', status: 'uploading', percent: 40 }] },
      h(a.Button, null, 'upload'),
    ),
    h(a.Typography.Title, null, 'title'),
    h(a.Typography.Text, null, 'text'),
    h(a.Typography.Paragraph, null, 'paragraph'),
    h(a.Typography.Link, null, 'link'),
    panel(a.message),
    panel(a.notification),
  );
}
