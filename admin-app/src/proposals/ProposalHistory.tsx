import { formatCents, toCents } from '@safari/shared-domain/proposals';
import { Card, Table, Tag, Timeline, Typography } from 'antd';
import { formatDateTime } from '../ui/format.ts';
import { proposalTrail, versionState } from './proposal-trail.ts';
import type { ProposalWorkspace } from './proposals-service.ts';

const STATE_TAG = {
  accepted: { color: 'green', text: 'Accepted' },
  current: { color: 'blue', text: 'Current' },
  superseded: { color: 'default', text: 'Replaced' },
} as const;

/** The versions sent, each with its link, and the booking's proposal trail (live). */
export function ProposalHistory({ workspace }: { readonly workspace: ProposalWorkspace }) {
  const latest = workspace.versions.at(-1)?.version ?? 0;
  const trail = proposalTrail(workspace.versions, workspace.changeRequests);
  return (
    <div className="flex flex-col gap-4">
      <Card title="Versions sent" size="small">
        <Table
          data-testid="proposal-versions"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={[...workspace.versions].reverse()}
          locale={{ emptyText: 'Nothing sent yet: the draft is seen by staff only.' }}
          columns={[
            {
              title: 'Version',
              dataIndex: 'version',
              key: 'version',
              render: (version: number) => `v${version}`,
            },
            {
              title: 'Total',
              dataIndex: 'total',
              key: 'total',
              render: (total: number | null) => (total === null ? '' : formatCents(toCents(total))),
            },
            {
              title: 'State',
              key: 'state',
              render: (_, version) => {
                const state = STATE_TAG[versionState(version, latest)];
                return <Tag color={state.color}>{state.text}</Tag>;
              },
            },
            {
              title: 'Link',
              key: 'link',
              render: (_, version) => (
                <a href={`/proposal/${version.token}`} target="_blank" rel="noreferrer">
                  Traveller's page of v{version.version}
                </a>
              ),
            },
          ]}
        />
      </Card>
      <Card title="History" size="small">
        {trail.length === 0 ? (
          <Typography.Text type="secondary">No proposal sent yet.</Typography.Text>
        ) : (
          <Timeline
            data-testid="proposal-trail"
            items={trail.map((event, index) => ({
              key: `${event.at}-${index}`,
              color: event.kind === 'accepted' ? 'green' : event.kind === 'changes' ? 'orange' : 'blue',
              children: (
                <div>
                  <div>
                    {event.text} · {formatDateTime(event.at)}
                  </div>
                  {event.message ? (
                    <blockquote
                      className="m-0 mt-1 whitespace-pre-wrap border-l-4 border-amber-300 pl-3 text-gray-800"
                      data-testid="proposal-change-request"
                    >
                      {event.message}
                    </blockquote>
                  ) : null}
                </div>
              ),
            }))}
          />
        )}
      </Card>
    </div>
  );
}
