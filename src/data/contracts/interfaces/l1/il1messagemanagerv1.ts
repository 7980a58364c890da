import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l1/il1messagemanagerv1',
  overview: [
    'Before Linea’s Alpha v2 release, messages from Linea to Ethereum were claimed on Ethereum by looking up the message hash in a status mapping rather than by Merkle proof. `IL1MessageManagerV1` keeps the one error of that legacy path, which L1MessageManagerV1 still raises when such a message is claimed with `claimMessage`.',
    'New messages are claimed with `claimMessageWithProof`; see [IL1MessageService](/api/linea-smart-contracts/interfaces/l1/il1messageservice).',
  ],
  units: [
    {
      name: 'IL1MessageManagerV1',
      kind: 'interface',
      source: atHead('messaging/l1/v1/interfaces/IL1MessageManagerV1.sol', '^0.8.33'),
      inherits: [],
      summary: 'Error of the legacy, hash-based claiming of L2-to-L1 messages.',
      errors: [
        {
          name: 'MessageDoesNotExistOrHasAlreadyBeenClaimed',
          params: [{ name: 'messageHash', type: 'bytes32', description: 'Hash of the message being claimed.' }],
          description: 'The message is not waiting to be claimed through the legacy path: it was never recorded there (newer messages are not) or it has already been claimed.',
        },
      ],
    },
  ],
};

export default page;
