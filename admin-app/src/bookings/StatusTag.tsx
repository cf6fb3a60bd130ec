import { Tag } from 'antd';

const COLOURS: Record<string, string> = {
  pending: 'gold',
  confirmed: 'green',
  cancelled: 'red',
  unread: 'blue',
  read: 'default',
  replied: 'green',
};

export function StatusTag({ status }: { status: string }) {
  return <Tag color={COLOURS[status] ?? 'default'}>{status}</Tag>;
}
