import { z } from 'zod';
import { PROPOSAL_LIMITS } from './proposal-schema.ts';

// The traveller's two forms on the proposal page. public.accept_proposal and
// public.request_proposal_changes check the same limits.

export const proposalAcceptanceSchema = z.object({
  name: z
    .string()
    .trim()
    .min(PROPOSAL_LIMITS.acceptedNameMin, 'Type your full name to accept')
    .max(
      PROPOSAL_LIMITS.acceptedNameMax,
      `Your name may have at most ${PROPOSAL_LIMITS.acceptedNameMax} characters`,
    ),
  terms: z.literal(true, { error: 'Tick the box to accept the terms' }),
});
export type ProposalAcceptanceInput = z.input<typeof proposalAcceptanceSchema>;

export const proposalChangesSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Write what you would like us to change')
    .max(
      PROPOSAL_LIMITS.changeMessageMax,
      `Your message may have at most ${PROPOSAL_LIMITS.changeMessageMax.toLocaleString('en-US')} characters`,
    ),
});
export type ProposalChangesInput = z.input<typeof proposalChangesSchema>;
