import type { ProposalVersionRow } from '@safari/shared-domain/proposals';
import type { ChangeRequest } from './proposals-service.ts';

// A booking's proposal history as staff read it (the admin's trail): each version sent, each
// change the traveller asked for, the acceptance. Everything comes from the rows the database
// wrote (proposal_versions, proposal_change_requests); nothing here is stored twice.

export type VersionState = 'accepted' | 'superseded' | 'current';

export interface TrailEvent {
  readonly at: string;
  readonly kind: 'sent' | 'changes' | 'accepted';
  readonly text: string;
  /** The traveller's own words, for a change request. */
  readonly message?: string;
}

/** How each version stands: the accepted one, the latest (current) one, or replaced. */
export function versionState(
  version: Pick<ProposalVersionRow, 'version' | 'accepted_at'>,
  latest: number,
): VersionState {
  if (version.accepted_at) return 'accepted';
  return version.version === latest ? 'current' : 'superseded';
}

type TrailVersion = Pick<
  ProposalVersionRow,
  'id' | 'version' | 'sent_at' | 'sent_by_email' | 'accepted_at' | 'accepted_name' | 'total'
>;

/** Oldest first. */
export function proposalTrail(
  versions: readonly TrailVersion[],
  changeRequests: readonly Pick<ChangeRequest, 'proposal_version_id' | 'created_at' | 'message'>[],
): TrailEvent[] {
  const versionOf = new Map(versions.map((version) => [version.id, version.version]));
  const events: TrailEvent[] = [];
  for (const version of versions) {
    events.push({
      at: version.sent_at,
      kind: 'sent',
      text: `Version ${version.version} sent by ${version.sent_by_email ?? 'staff'}`,
    });
    if (version.accepted_at) {
      events.push({
        at: version.accepted_at,
        kind: 'accepted',
        text: `Version ${version.version} accepted by ${version.accepted_name ?? 'the traveller'}: booking confirmed`,
      });
    }
  }
  for (const request of changeRequests) {
    events.push({
      at: request.created_at,
      kind: 'changes',
      text: `Changes asked to version ${versionOf.get(request.proposal_version_id) ?? '?'}`,
      message: request.message,
    });
  }
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
