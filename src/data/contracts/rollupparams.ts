/**
 * Field and parameter descriptions shared by the rollup pages (the interface and the contract).
 */
import type { Param } from './types';

export const baseInitializationFields: Param[] = [
  { name: 'initialStateRootHash', type: 'bytes32', description: 'State root of the Linea block the rollup starts from.' },
  { name: 'initialL2BlockNumber', type: 'uint256', description: 'Number of that block.' },
  { name: 'genesisTimestamp', type: 'uint256', description: 'Timestamp of that block, the first finalized timestamp.' },
  { name: 'defaultVerifier', type: 'address', description: 'Verifier registered for proof type 0; must not be zero.' },
  { name: 'rateLimitPeriodInSeconds', type: 'uint256', description: 'Rate-limit period for ETH leaving through claims.' },
  { name: 'rateLimitAmountInWei', type: 'uint256', description: 'Rate limit per period, in wei.' },
  { name: 'roleAddresses', type: 'IPermissionsManager.RoleAddress[]', description: 'Roles to grant, other than the admin role.' },
  { name: 'pauseTypeRoles', type: 'IPauseManager.PauseTypeRole[]', description: 'Pause role of each pause type.' },
  { name: 'unpauseTypeRoles', type: 'IPauseManager.PauseTypeRole[]', description: 'Unpause role of each pause type.' },
  { name: 'defaultAdmin', type: 'address', description: 'Account given `DEFAULT_ADMIN_ROLE`; must not be zero.' },
  { name: 'shnarfProvider', type: 'address', description: 'Contract asked whether a shnarf was submitted; zero means the rollup itself.' },
  { name: 'addressFilter', type: 'address', description: 'Contract that says which addresses forced transactions may filter; must not be zero.' },
];

export const shnarfDataFields: Param[] = [
  { name: 'parentShnarf', type: 'bytes32', description: 'Shnarf of the data submission before this one.' },
  { name: 'snarkHash', type: 'bytes32', description: 'SNARK-friendly hash of the compressed data of the submission.' },
  { name: 'finalStateRootHash', type: 'bytes32', description: 'State root after the submission’s last block.' },
  { name: 'dataEvaluationPoint', type: 'bytes32', description: 'Point at which the blob polynomial was evaluated.' },
  { name: 'dataEvaluationClaim', type: 'bytes32', description: 'Claimed value of the polynomial at that point.' },
];

export const finalizationFields: Param[] = [
  { name: 'parentStateRootHash', type: 'bytes32', description: 'State root of the last finalized block; must match what the rollup stored.' },
  { name: 'endBlockNumber', type: 'uint256', description: 'Last Linea block this finalization covers.' },
  { name: 'shnarfData', type: 'ShnarfData', description: 'Fields of the last data submission covered, from which the final shnarf is recomputed.' },
  { name: 'lastFinalizedTimestamp', type: 'uint256', description: 'Timestamp of the last finalized block, as recorded in the finalized state.' },
  { name: 'finalTimestamp', type: 'uint256', description: 'Timestamp of `endBlockNumber`; must be in the past.' },
  { name: 'lastFinalizedL1RollingHash', type: 'bytes32', description: 'L1 rolling hash recorded at the previous finalization.' },
  { name: 'l1RollingHash', type: 'bytes32', description: 'L1 rolling hash that Linea has anchored by the end of this range; must exist on Ethereum.' },
  { name: 'lastFinalizedL1RollingHashMessageNumber', type: 'uint256', description: 'Message number recorded at the previous finalization.' },
  { name: 'l1RollingHashMessageNumber', type: 'uint256', description: 'Message number of `l1RollingHash`.' },
  { name: 'l2MerkleTreesDepth', type: 'uint256', description: 'Depth shared by all the Merkle trees in `l2MerkleRoots`.' },
  { name: 'lastFinalizedForcedTransactionNumber', type: 'uint256', description: 'Forced transaction number recorded at the previous finalization.' },
  { name: 'finalForcedTransactionNumber', type: 'uint256', description: 'Last forced transaction processed within this range.' },
  { name: 'lastFinalizedForcedTransactionRollingHash', type: 'bytes32', description: 'Forced-transaction rolling hash recorded at the previous finalization.' },
  { name: 'l2MerkleRoots', type: 'bytes32[]', description: 'Roots of the trees of Linea-to-Ethereum messages sent in this range.' },
  { name: 'filteredAddresses', type: 'address[]', description: 'Addresses whose forced transactions were filtered out in this range; each must be filtered by the address filter.' },
  { name: 'l2MessagingBlocksOffsets', type: 'bytes', description: 'Packed 2-byte offsets from the last finalized block to each block in the range that sent messages to Ethereum.' },
];

export const finalizeParams: Param[] = [
  { name: '_aggregatedProof', type: 'bytes', location: 'calldata', description: 'Aggregated PLONK proof of the block range; must not be empty.' },
  { name: '_proofType', type: 'uint256', description: 'Selects the verifier in `verifiers`.' },
  { name: '_finalizationData', type: 'FinalizationDataV4', location: 'calldata', description: 'What the proof attests to.' },
];
