import type { ContractPage } from '../../types';
import { atHead } from '../../source';
import { baseInitializationFields, finalizationFields, finalizeParams, shnarfDataFields } from '../../rollupparams';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l1/ilinearollup',
  usedBy: ['lineaRollup'],
  overview: [
    '`ILineaRollup` is the interface of the rollup contract on Ethereum: the data structures of initialization and finalization, the events a finalization emits, and the errors it can fail with. Since the split of the rollup into modules, almost all of it sits in `ILineaRollupBase`, which `ILineaRollup` extends and which is documented here too.',
    'Tools that follow finalization use the events: `DataFinalizedV3` gives the block range and state roots of each finalization, `FinalizedStateUpdated` the message and forced-transaction numbers reached. Messaging, pausing, data submission and the other modules have interfaces of their own.',
  ],
  companionsNote: '`ILineaRollupBase`, which holds the shared structs, events, errors and functions, is documented on this page as well.',
  hasUsageSample: true,
  units: [
    {
      name: 'ILineaRollup',
      kind: 'interface',
      source: atHead('rollup/interfaces/ILineaRollup.sol', '^0.8.33'),
      inherits: ['ILineaRollupBase'],
      summary: 'Interface of the LineaRollup contract.',
      structs: [
        {
          name: 'InitializationData',
          fields: [
            { name: 'baseInitializationData', type: 'BaseInitializationData', description: 'Settings of the shared base.' },
            { name: 'livenessRecoveryOperator', type: 'address', description: 'Account that may obtain `OPERATOR_ROLE` after six months without finalization.' },
          ],
          description: 'Initialization settings of a LineaRollup deployment: the base settings plus the liveness recovery operator.',
        },
      ],
    },
    {
      name: 'ILineaRollupBase',
      kind: 'interface',
      source: atHead('rollup/interfaces/ILineaRollupBase.sol', '^0.8.33'),
      inherits: [],
      summary: 'Structs, events, errors and functions shared by rollup implementations.',
      structs: [
        { name: 'BaseInitializationData', fields: baseInitializationFields, description: 'Everything a new rollup deployment is initialized with.' },
        { name: 'ShnarfData', fields: shnarfDataFields, description: 'The inputs of a shnarf, the hash that chains data submissions together; finalization recomputes the final shnarf from them.' },
        {
          name: 'FinalizationDataV4',
          fields: finalizationFields,
          description: 'What a finalization claims: the block range, the state it starts from and ends on, the messaging and forced-transaction progress, and the roots of the messages sent. Dynamic fields come last so the contract can hash the fixed part in one piece.',
        },
      ],
      functions: [
        {
          name: 'CONTRACT_VERSION',
          visibility: 'external',
          mutability: 'view',
          params: [],
          returns: [{ name: 'contractVersion', type: 'string', description: 'ABI version, such as `8.0`.' }],
          description: 'Returns the version of the contract’s interface; it changes with the ABI, not with every upgrade.',
        },
        {
          name: 'setVerifierAddress',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [
            { name: '_newVerifierAddress', type: 'address', description: 'Verifier contract.' },
            { name: '_proofType', type: 'uint256', description: 'Proof type it serves.' },
          ],
          description: 'Registers or replaces the verifier of a proof type.',
        },
        {
          name: 'unsetVerifierAddress',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_proofType', type: 'uint256', description: 'Proof type to clear.' }],
          description: 'Removes the verifier of a proof type, so proofs of that type are refused.',
        },
        {
          name: 'finalizeBlocks',
          visibility: 'external',
          mutability: 'nonpayable',
          params: finalizeParams,
          description: 'Finalizes a range of Linea blocks with a proof. Once it succeeds, the range’s state root is final on Ethereum and the messages it sent can be claimed.',
        },
      ],
      events: [
        {
          name: 'LineaRollupVersionChanged',
          params: [
            { name: 'previousVersion', type: 'bytes8', indexed: true, description: 'Version before, such as `7.1`, as bytes.' },
            { name: 'newVersion', type: 'bytes8', indexed: true, description: 'Version after.' },
          ],
          description: 'A reinitialization moved the contract to a new version.',
        },
        {
          name: 'VerifierAddressChanged',
          params: [
            { name: 'verifierAddress', type: 'address', indexed: true, description: 'New verifier, or zero when unset.' },
            { name: 'proofType', type: 'uint256', indexed: true, description: 'Proof type concerned.' },
            { name: 'verifierSetBy', type: 'address', indexed: true, description: 'Account that made the change.' },
            { name: 'oldVerifierAddress', type: 'address', description: 'Previous verifier, possibly zero.' },
          ],
          description: 'The verifier of a proof type was set, replaced or removed.',
        },
        {
          name: 'DataFinalizedV3',
          params: [
            { name: 'startBlockNumber', type: 'uint256', indexed: true, description: 'First Linea block of the range.' },
            { name: 'endBlockNumber', type: 'uint256', indexed: true, description: 'Last Linea block of the range.' },
            { name: 'shnarf', type: 'bytes32', indexed: true, description: 'Final shnarf, now `currentFinalizedShnarf`.' },
            { name: 'parentStateRootHash', type: 'bytes32', description: 'State root the range starts from.' },
            { name: 'finalStateRootHash', type: 'bytes32', description: 'State root the range ends on.' },
          ],
          description: 'A range of Linea blocks was finalized. Wait for this event covering your block before claiming a Linea-to-Ethereum message from it.',
        },
        {
          name: 'FinalizedStateUpdated',
          params: [
            { name: 'blockNumber', type: 'uint256', indexed: true, description: 'Last block finalized.' },
            { name: 'timestamp', type: 'uint256', description: 'Its timestamp.' },
            { name: 'messageNumber', type: 'uint256', description: 'L1 message number Linea had anchored by then.' },
            { name: 'forcedTransactionNumber', type: 'uint256', description: 'Last forced transaction processed.' },
          ],
          description: 'Gives the values behind the new `currentFinalizedState` hash. Together with the rolling hashes stored for these numbers, they let you rebuild the hash, which liveness recovery and forced transactions ask for.',
        },
        {
          name: 'LineaRollupBaseInitialized',
          params: [
            { name: 'initialContractVersion', type: 'bytes8', indexed: true, description: 'Version at initialization.' },
            { name: 'initializationData', type: 'BaseInitializationData', description: 'Settings used.' },
            { name: 'genesisShnarf', type: 'bytes32', description: 'Shnarf computed for the starting state.' },
          ],
          description: 'A new rollup deployment was initialized.',
        },
      ],
      errors: [
        {
          name: 'L1RollingHashDoesNotExistOnL1',
          params: [
            { name: 'messageNumber', type: 'uint256', description: 'Message number claimed.' },
            { name: 'rollingHash', type: 'bytes32', description: 'Rolling hash claimed.' },
          ],
          description: 'The rolling hash that Linea reports having anchored does not match the one stored on Ethereum for that message number.',
        },
        {
          name: 'FinalizationStateIncorrect',
          params: [
            { name: 'expected', type: 'bytes32', description: 'Stored finalized state hash.' },
            { name: 'value', type: 'bytes32', description: 'Hash computed from the supplied fields.' },
          ],
          description: 'The supplied “last finalized” fields do not hash to the stored finalized state.',
        },
        { name: 'FinalBlockStateEqualsZeroHash', params: [], description: 'The final state root of the finalization is zero.' },
        {
          name: 'FinalizationInTheFuture',
          params: [
            { name: 'l2BlockTimestamp', type: 'uint256', description: 'Timestamp of the last block being finalized.' },
            { name: 'currentBlockTimestamp', type: 'uint256', description: 'Timestamp of the Ethereum block.' },
          ],
          description: 'The last Linea block of the range is not older than the current Ethereum block.',
        },
        {
          name: 'MissingMessageNumberForRollingHash',
          params: [{ name: 'rollingHash', type: 'bytes32', description: 'Rolling hash given.' }],
          description: 'A rolling hash was supplied with message number zero.',
        },
        {
          name: 'MissingRollingHashForMessageNumber',
          params: [{ name: 'messageNumber', type: 'uint256', description: 'Message number given.' }],
          description: 'A non-zero message number was supplied with a zero rolling hash.',
        },
        {
          name: 'FinalShnarfNotSubmitted',
          params: [{ name: 'shnarf', type: 'bytes32', description: 'Shnarf recomputed from the finalization data.' }],
          description: 'The data that the finalization claims to cover was never submitted.',
        },
        {
          name: 'FinalizationDataMissingForcedTransaction',
          params: [{ name: 'nextForcedTransactionNumber', type: 'uint256', description: 'First forced transaction left out.' }],
          description: 'A forced transaction whose deadline falls inside the range is not included in the finalization.',
        },
        {
          name: 'AddressIsNotFiltered',
          params: [{ name: 'addressNotFiltered', type: 'address', description: 'Address the address filter does not filter.' }],
          description: 'The finalization lists as filtered an address that the address filter does not filter.',
        },
      ],
    },
  ],
};

export default page;
