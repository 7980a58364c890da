import type { ContractPage } from '../../../types';
import { atHead } from '../../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l1/v1/l1messagemanagerv1',
  overview: [
    '`L1MessageManagerV1` is the storage of the first version of the L1 message service, kept in the rollup so that messages recorded under it stay claimable and the storage layout of the upgraded contract does not shift. It holds two status mappings and the constants for their values.',
    'Ethereum-to-Linea messages are now tracked with rolling hashes and Linea-to-Ethereum messages with Merkle roots (see [L1MessageManager](/api/linea-smart-contracts/messageservice/l1/l1messagemanager)); these mappings only serve messages from before that change.',
  ],
  units: [
    {
      name: 'L1MessageManagerV1',
      kind: 'abstract contract',
      source: atHead('messaging/l1/v1/L1MessageManagerV1.sol', '^0.8.33'),
      inherits: ['IL1MessageManagerV1'],
      summary: 'Legacy message-status storage of the L1 message service.',
      variables: [
        { name: 'INBOX_STATUS_UNKNOWN', type: 'uint8', visibility: 'public', constant: true, value: '0', description: 'Inbox status of a message that is not waiting to be claimed.' },
        { name: 'INBOX_STATUS_RECEIVED', type: 'uint8', visibility: 'public', constant: true, value: '1', description: 'Inbox status of a message that can be claimed.' },
        { name: 'OUTBOX_STATUS_UNKNOWN', type: 'uint8', visibility: 'public', constant: true, value: '0', description: 'Outbox status of an unknown message.' },
        { name: 'OUTBOX_STATUS_SENT', type: 'uint8', visibility: 'public', constant: true, value: '1', description: 'Outbox status of a sent message.' },
        { name: 'OUTBOX_STATUS_RECEIVED', type: 'uint8', visibility: 'public', constant: true, value: '2', description: 'Outbox status of a message received on the other layer.' },
        { name: 'outboxL1L2MessageStatus', type: 'mapping(bytes32 messageHash => uint256 messageStatus)', visibility: 'public', description: 'Status of Ethereum-to-Linea messages sent under the first version. Superseded by `rollingHashes`; kept because entries may remain.' },
        { name: 'inboxL2L1MessageStatus', type: 'mapping(bytes32 messageHash => uint256 messageStatus)', visibility: 'public', description: 'Linea-to-Ethereum messages recorded before Alpha v2 that can still be claimed with `claimMessage` (1 means claimable). An entry is deleted when it is claimed.' },
      ],
      functions: [
        {
          name: '_updateL2L1MessageStatusToClaimed',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_messageHash', type: 'bytes32', description: 'Hash of the message being claimed.' }],
          description: 'Consumes a legacy inbox entry: it must be `INBOX_STATUS_RECEIVED`, and it is deleted so the message cannot be claimed twice.',
          reverts: ['IL1MessageManagerV1.MessageDoesNotExistOrHasAlreadyBeenClaimed'],
        },
      ],
    },
  ],
};

export default page;
