import type { ContractPage } from '../../../types';
import { atHead } from '../../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l2/v1/l2messagemanagerv1',
  overview: [
    '`L2MessageManagerV1` holds the inbox of the L2 message service: a status per Ethereum-to-Linea message hash that moves from unknown to received when the hash is anchored and to claimed when the message is delivered. Query `inboxL1L2MessageStatus` with a message hash to see whether a message from Ethereum has arrived and whether it has been claimed.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'L2MessageManagerV1',
      kind: 'abstract contract',
      source: atHead('messaging/l2/v1/L2MessageManagerV1.sol', '^0.8.33'),
      inherits: ['Initializable', 'L2MessageServicePauseManager', 'IL2MessageManagerV1'],
      summary: 'Inbox status of Ethereum-to-Linea messages.',
      variables: [
        { name: 'INBOX_STATUS_UNKNOWN', type: 'uint8', visibility: 'public', constant: true, value: '0', description: 'Not anchored on Linea (yet).' },
        { name: 'INBOX_STATUS_RECEIVED', type: 'uint8', visibility: 'public', constant: true, value: '1', description: 'Anchored and claimable.' },
        { name: 'INBOX_STATUS_CLAIMED', type: 'uint8', visibility: 'public', constant: true, value: '2', description: 'Delivered.' },
        { name: 'inboxL1L2MessageStatus', type: 'mapping(bytes32 messageHash => uint256 messageStatus)', visibility: 'public', description: 'Status of each Ethereum-to-Linea message by hash, one of the three constants above.' },
      ],
      functions: [
        {
          name: '_updateL1L2MessageStatusToClaimed',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_messageHash', type: 'bytes32', description: 'Hash of the message being claimed.' }],
          description: 'Moves a message from received to claimed, refusing anything else.',
          reverts: ['IL2MessageManagerV1.MessageDoesNotExistOrHasAlreadyBeenClaimed'],
        },
      ],
    },
  ],
};

export default page;
