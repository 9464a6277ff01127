import type { ApprovalReason } from '../../../contract/schemas/purchaseRequests'

/**
 * A request's reasons as the reader sees them (spec §12). They are stored as the rules told the
 * requester ("Sinulla ei ole tilausoikeutta…", "Kuukausibudjettisi…"); anyone else, the approver,
 * reads of the requester by name, so nobody is told they lack a right that is another's.
 */
export function reasonsFor(
  reasons: ApprovalReason[],
  requesterName: string,
  readByRequester: boolean,
): ApprovalReason[] {
  if (readByRequester) return reasons
  return reasons.map((reason) => {
    switch (reason.code) {
      case 'requester':
        return {
          ...reason,
          message: `Pyytäjällä (${requesterName}) ei ole tilausoikeutta, joten tilaus tarvitsee hyväksynnän.`,
        }
      case 'monthly_budget':
        return {
          ...reason,
          message: reason.message.replace(/^Kuukausibudjettisi/, `Pyytäjän (${requesterName}) kuukausibudjetti`),
        }
      default:
        return reason
    }
  })
}
