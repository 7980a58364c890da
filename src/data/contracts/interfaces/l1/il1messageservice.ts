import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l1/il1messageservice',
  overview: [
    'Messages sent from Linea to Ethereum are claimed on Ethereum with a Merkle proof: after the Linea blocks that carry the message are finalized, the rollup knows a root that commits to the message hash, and anyone can claim by presenting the message fields, the proof and the root. `IL1MessageService` declares that claim function, its parameter struct and its errors.',
    'Build the proof with the [Linea SDK](/api/linea-sdk) or from the `L2MerkleRootAdded` and `L2MessagingBlockAnchored` events of the rollup. The postman service claims messages that pay a fee that covers its costs; otherwise claim it yourself.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'IL1MessageService',
      kind: 'interface',
      source: atHead('messaging/l1/interfaces/IL1MessageService.sol', '^0.8.33'),
      inherits: [],
      summary: 'Claiming Linea-to-Ethereum messages with a Merkle proof.',
      structs: [
        {
          name: 'ClaimMessageWithProofParams',
          fields: [
            { name: 'proof', type: 'bytes32[]', description: 'Sibling hashes from the message leaf to the root.' },
            { name: 'messageNumber', type: 'uint256', description: 'Message number on Linea (the nonce in `MessageSent`).' },
            { name: 'leafIndex', type: 'uint32', description: 'Position of the message in the tree.' },
            { name: 'from', type: 'address', description: 'Sender on Linea.' },
            { name: 'to', type: 'address', description: 'Recipient on Ethereum.' },
            { name: 'fee', type: 'uint256', description: 'Fee in wei, as emitted.' },
            { name: 'value', type: 'uint256', description: 'ETH in wei to deliver.' },
            { name: 'feeRecipient', type: 'address payable', description: 'Account paid the fee; zero pays the caller.' },
            { name: 'merkleRoot', type: 'bytes32', description: 'Anchored root the proof leads to.' },
            { name: 'data', type: 'bytes', description: 'Calldata for the call to `to`.' },
          ],
          description: 'Everything needed to prove and deliver one message, packed in a struct to keep the call within Solidity’s stack limits.',
        },
      ],
      functions: [
        {
          name: 'claimMessageWithProof',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_params', type: 'ClaimMessageWithProofParams', location: 'calldata', description: 'The message, its proof and the root.' }],
          description: 'Checks the proof against an anchored root, marks the message number as claimed, pays the fee and calls the recipient with the value and data.',
          reverts: ['L2MerkleRootDoesNotExist', 'ProofLengthDifferentThanMerkleDepth', 'InvalidMerkleProof'],
          emits: ['MessageClaimed'],
        },
      ],
      errors: [
        { name: 'L2MerkleRootDoesNotExist', params: [], description: 'The root in the claim has not been anchored (yet): the blocks that carry the message are not finalized, or the root is wrong.' },
        { name: 'InvalidMerkleProof', params: [], description: 'The proof does not lead from the message hash to the root.' },
        {
          name: 'ProofLengthDifferentThanMerkleDepth',
          params: [
            { name: 'actual', type: 'uint256', description: 'Depth stored for the root.' },
            { name: 'expected', type: 'uint256', description: 'Length of the proof supplied.' },
          ],
          description: 'The proof has a different number of levels than the tree of the root. The implementation passes the stored depth first and the proof length second.',
        },
      ],
    },
  ],
};

export default page;
