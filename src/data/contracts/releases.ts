/**
 * What runs on each network: the implementation version of every upgradeable contract Linea
 * deploys, from Linea's own record of its upgrades.
 *
 * Sources (Consensys/doc.linea at commit 994028bc, 2026-08-06):
 * - docs/changelog/release-notes.mdx keeps forced transactions (its "Version 1.0" entry) hidden
 *   until launch, and nonce 77 describes the 8.0 implementation as containing future forced
 *   transaction support.
 * - docs/changelog/security-council-record.mdx: Security Council nonce 77 (Ethereum, 2026-07-14)
 *   upgrades LineaRollup and records `LineaRollupVersionChanged` "7.1" to "8.0"; nonce 70
 *   (Ethereum, 2026-03-31) records "7.0" to "7.1" and upgrades the token bridge; nonce 52 (Linea,
 *   2026-03-31) upgrades L2MessageService and the Linea token bridge. These are the Beta v5.2
 *   upgrades of docs/changelog/release-notes.mdx, which reached Linea Sepolia on 2026-03-24.
 * - The newer record (Consensys-Incorporated/doc.linea at 645011bf, read 2026-11-27) adds nonce 78
 *   (Ethereum, 2026-09-01): a new LineaRollup implementation with a fix for the sender of yield
 *   reports, with no `LineaRollupVersionChanged` event, so the implementation still reports "8.0";
 *   nonces 79 and 80 only replace verifiers.
 * - The record publishes no upgrade of the Sepolia contracts after Beta v5.2, and no version
 *   number for the token bridge or L2MessageService. Their versions come from the monorepo:
 *   `_CONTRACT_VERSION` is "1.1" in TokenBridgeBase and "1.0" in L2MessageServiceBase in every
 *   commit from 2025-06-17 (e66abc64fd) to the documented one, so the implementations installed
 *   in 2026 report those values.
 * - `additions` lists what LineaRollup 8.0 adds to the ABI of 7.1: the ABI solc emits for
 *   contracts/src/rollup/LineaRollup.sol at fa2c822814 (2026-04-29, the last commit at "7.1")
 *   compared with the documented commit; tests/unit/contract-abis.test.ts recomputes it.
 * - The timelocks are not upgradeable and have no version; their addresses are those of
 *   src/data/deployments.ts.
 */
import type { DeployedContract, DeployedContractId, DeployedVersion } from './types';

const RECORD = 'Consensys/doc.linea docs/changelog/security-council-record.mdx at 994028bc';
const NOTES = 'Consensys/doc.linea docs/changelog/release-notes.mdx at 994028bc';

const betaV52Sepolia = (version: string): DeployedVersion => ({
  version,
  since: '2026-03-24',
  source: `${NOTES}: Beta v5.2 upgrades the rollup, bridge and messaging contracts, on Linea Sepolia on 24 March 2026`,
});

export const deployedContracts: Record<DeployedContractId, DeployedContract> = {
  lineaRollup: {
    id: 'lineaRollup',
    unit: 'LineaRollup',
    networks: {
      ethereumMainnet: { version: '8.0', since: '2026-07-14', source: `${RECORD}: nonce 77, LineaRollupVersionChanged "7.1" to "8.0"` },
      ethereumSepolia: betaV52Sepolia('7.1'),
    },
    additions: {
      version: '8.0',
      previous: '7.1',
      members: [
        'error AddressIsNotFiltered(address)',
        'error FinalizationDataMissingForcedTransaction(uint256)',
        'error ForcedTransactionExistsForBlockOrIsTooLow(uint256)',
        'error MissingRollingHashForForcedTransactionNumber(uint256)',
        'error ZeroLengthNotAllowed()',
        'error ZeroValueNotAllowed()',
        'event AddressFilterChanged(address,address)',
        'event FinalizedStateUpdated(uint256,uint256,uint256,uint256)',
        'event ForcedTransactionAdded(uint256,address,uint256,bytes32,bytes)',
        'event ForcedTransactionFeeSet(uint256)',
        'event LineaRollupBaseInitialized(bytes8,(bytes32,uint256,uint256,address,uint256,uint256,(address,bytes32)[],(uint8,bytes32)[],(uint8,bytes32)[],address,address,address),bytes32)',
        'function FORCED_TRANSACTION_FEE_SETTER_ROLE()',
        'function FORCED_TRANSACTION_SENDER_ROLE()',
        'function SET_ADDRESS_FILTER_ROLE()',
        'function addressFilter()',
        'function finalizeBlocks(bytes,uint256,(bytes32,uint256,(bytes32,bytes32,bytes32,bytes32,bytes32),uint256,uint256,bytes32,bytes32,uint256,uint256,uint256,uint256,uint256,bytes32,bytes32[],address[],bytes))',
        'function forcedTransactionFeeInWei()',
        'function forcedTransactionL2BlockNumbers(uint256)',
        'function forcedTransactionRollingHashes(uint256)',
        'function getRequiredForcedTransactionFields()',
        'function initialize((bytes32,uint256,uint256,address,uint256,uint256,(address,bytes32)[],(uint8,bytes32)[],(uint8,bytes32)[],address,address,address),address,address)',
        'function nextForcedTransactionNumber()',
        'function reinitializeLineaRollupV9(uint256,address)',
        'function setAddressFilter(address)',
        'function setForcedTransactionFee(uint256)',
        'function setLivenessRecoveryOperator(uint256,bytes32,uint256,bytes32,uint256)',
        'function storeForcedTransaction(bytes32,address,uint256,bytes)',
      ],
    },
  },
  l2MessageService: {
    id: 'l2MessageService',
    unit: 'L2MessageService',
    networks: {
      lineaMainnet: { version: '1.0', since: '2026-03-31', source: `${RECORD}: Linea nonce 52 upgrades L2MessageService` },
      lineaSepolia: betaV52Sepolia('1.0'),
    },
  },
  tokenBridge: {
    id: 'tokenBridge',
    unit: 'TokenBridge',
    networks: {
      ethereumMainnet: { version: '1.1', since: '2026-03-31', source: `${RECORD}: Ethereum nonce 70 upgrades the TokenBridge` },
      lineaMainnet: { version: '1.1', since: '2026-03-31', source: `${RECORD}: Linea nonce 52 upgrades the TokenBridge` },
      ethereumSepolia: betaV52Sepolia('1.1'),
      lineaSepolia: betaV52Sepolia('1.1'),
    },
  },
  timelock: {
    id: 'timelock',
    unit: 'TimeLock',
    networks: {
      ethereumMainnet: { source: 'src/data/deployments.ts (l1Timelock)' },
      lineaMainnet: { source: 'src/data/deployments.ts (l2Timelock)' },
    },
  },
};
