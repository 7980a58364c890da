import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l2/il2messagemanagerv1',
  overview: [
    'On Linea, a message from Ethereum becomes claimable once its hash is anchored in the L2 message service’s inbox. `IL2MessageManagerV1` declares the events and errors of that inbox from the first version of the service, which are still in use: the anchoring event, the minimum-fee event and the claim-status error.',
  ],
  units: [
    {
      name: 'IL2MessageManagerV1',
      kind: 'interface',
      source: atHead('messaging/l2/v1/interfaces/IL2MessageManagerV1.sol', '^0.8.33'),
      inherits: [],
      summary: 'Events and errors of the L2 inbox of L1-to-L2 messages.',
      events: [
        {
          name: 'MinimumFeeChanged',
          params: [
            { name: 'previousMinimumFee', type: 'uint256', description: 'Former minimum, in wei.' },
            { name: 'newMinimumFee', type: 'uint256', description: 'New minimum, in wei.' },
            { name: 'calledBy', type: 'address', indexed: true, description: 'Account that changed it.' },
          ],
          description: 'The minimum fee for sending a message from Linea changed.',
        },
        {
          name: 'L1L2MessageHashesAddedToInbox',
          params: [{ name: 'messageHashes', type: 'bytes32[]', description: 'Hashes submitted in the anchoring call; any that were already anchored are skipped but still listed.' }],
          description: 'A batch of Ethereum-to-Linea message hashes was anchored; those messages can now be claimed on Linea.',
        },
      ],
      errors: [
        {
          name: 'MessageHashesListLengthHigherThanOneHundred',
          params: [{ name: 'length', type: 'uint256', description: 'Number of hashes submitted.' }],
          description: 'An anchoring call carried more than 100 hashes.',
        },
        {
          name: 'MessageDoesNotExistOrHasAlreadyBeenClaimed',
          params: [{ name: 'messageHash', type: 'bytes32', description: 'Hash computed from the claimed fields.' }],
          description: 'The message is not claimable on Linea: it is not anchored yet, the fields do not match what was sent, or it was already claimed.',
        },
      ],
    },
  ],
};

export default page;
