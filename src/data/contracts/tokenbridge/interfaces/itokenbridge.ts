import type { ContractPage } from '../../types';
import { atHead } from '../../source';
import { bridgeParams, completeBridgingParams, initializationFields, permitDataParam } from '../params';

const token = (description: string) => ({ name: 'token', type: 'address', indexed: true, description });

const page: ContractPage = {
  path: '/api/linea-smart-contracts/tokenbridge/interfaces/itokenbridge',
  overview: [
    '`ITokenBridge` is the interface of Linea’s canonical token bridge, the same on Ethereum and on Linea. A token is native on the layer where it was created; the bridge escrows native tokens and, on the other layer, mints and burns a bridged ERC-20 that it deploys the first time the token crosses. The two bridges talk through the canonical message service.',
    'Use the events to follow transfers: `BridgingInitiatedV2` on the origin layer, `BridgingFinalizedV2` on the destination layer, and `NewTokenDeployed` when a bridged token is created. The errors tell you why a transfer was refused.',
  ],
  units: [
    {
      name: 'ITokenBridge',
      kind: 'interface',
      source: atHead('bridging/token/interfaces/ITokenBridge.sol', '^0.8.33'),
      inherits: [],
      summary: 'Interface, events and errors of the canonical token bridge.',
      structs: [{ name: 'InitializationData', fields: initializationFields, description: 'Everything a new token bridge deployment is initialized with.' }],
      functions: [
        {
          name: 'CONTRACT_VERSION',
          visibility: 'external',
          mutability: 'view',
          params: [],
          returns: [{ name: 'contractVersion', type: 'string', description: 'ABI version, such as `1.1`.' }],
          description: 'Returns the version of the bridge’s interface; it changes with the ABI, not with every upgrade.',
        },
        {
          name: 'bridgeTokenWithPermit',
          visibility: 'external',
          mutability: 'payable',
          params: [...bridgeParams, permitDataParam],
          description: 'Same as `bridgeToken`, with an ERC-2612 permit applied first so no separate approval transaction is needed.',
        },
        {
          name: 'completeBridging',
          visibility: 'external',
          mutability: 'nonpayable',
          params: completeBridgingParams,
          description: 'Second half of a transfer, run on the destination layer when the message sent by the other bridge is claimed. It releases escrowed tokens or mints bridged ones.',
        },
        {
          name: 'confirmDeployment',
          visibility: 'external',
          mutability: 'payable',
          params: [{ name: '_tokens', type: 'address[]', location: 'memory', description: 'Bridged tokens on this layer.' }],
          description: 'Tells the bridge on the other layer that these bridged tokens exist here, so later transfers stop carrying token metadata. Any ETH sent pays the message fee.',
        },
        {
          name: 'setMessageService',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_messageService', type: 'address', description: 'New message service.' }],
          description: 'Points the bridge at another message service.',
        },
        {
          name: 'setDeployed',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_nativeTokens', type: 'address[]', location: 'memory', description: 'Native tokens of this layer.' }],
          description: 'Receiving end of `confirmDeployment`: marks native tokens as deployed on the other layer.',
        },
        {
          name: 'setReserved',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_token', type: 'address', description: 'Native token of this layer that has never been bridged.' }],
          description: 'Reserves a token so the canonical bridge refuses it, typically because it has a dedicated bridge.',
        },
        {
          name: 'removeReserved',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_token', type: 'address', description: 'Reserved token.' }],
          description: 'Lifts a reservation.',
        },
        {
          name: 'setCustomContract',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [
            { name: '_nativeToken', type: 'address', description: 'Token on the other layer that has never been bridged.' },
            { name: '_targetContract', type: 'address', description: 'Contract on this layer to use as its bridged version.' },
          ],
          description: 'Makes the bridge mint and burn an existing contract, rather than deploying a standard bridged token, for a token coming from the other layer.',
        },
      ],
      events: [
        {
          name: 'TokenBridgeBaseInitialized',
          params: [
            { name: 'contractVersion', type: 'bytes8', indexed: true, description: 'Version at initialization.' },
            { name: 'initializationData', type: 'InitializationData', description: 'Settings used.' },
          ],
          description: 'A new token bridge deployment was initialized.',
        },
        { name: 'TokenReserved', params: [token('Reserved token.')], description: 'A token was reserved and can no longer be bridged.' },
        { name: 'ReservationRemoved', params: [token('Token released.')], description: 'A reservation was lifted.' },
        {
          name: 'CustomContractSet',
          params: [
            { name: 'nativeToken', type: 'address', indexed: true, description: 'Token on the other layer.' },
            { name: 'customContract', type: 'address', indexed: true, description: 'Contract used as its bridged version here.' },
            { name: 'setBy', type: 'address', indexed: true, description: 'Account that set it.' },
          ],
          description: 'A custom bridged-token contract was assigned.',
        },
        {
          name: 'BridgingInitiated',
          params: [
            { name: 'sender', type: 'address', indexed: true, description: 'Caller.' },
            { name: 'recipient', type: 'address', description: 'Recipient on the other layer.' },
            { name: 'token', type: 'address', indexed: true, description: 'Token sent.' },
            { name: 'amount', type: 'uint256', indexed: true, description: 'Amount sent.' },
          ],
          description: 'Deprecated version of `BridgingInitiatedV2`, emitted by earlier bridge versions; kept so that old logs still decode.',
        },
        {
          name: 'BridgingInitiatedV2',
          params: [
            { name: 'sender', type: 'address', indexed: true, description: 'Caller.' },
            { name: 'recipient', type: 'address', indexed: true, description: 'Recipient on the other layer.' },
            { name: 'token', type: 'address', indexed: true, description: 'Token sent, as known on this layer.' },
            { name: 'amount', type: 'uint256', description: 'Amount that will arrive: for native tokens, what the bridge actually received.' },
          ],
          description: 'A transfer started on this layer.',
        },
        {
          name: 'BridgingFinalized',
          params: [
            { name: 'nativeToken', type: 'address', indexed: true, description: 'Token on its native layer.' },
            { name: 'bridgedToken', type: 'address', indexed: true, description: 'Bridged token, or zero.' },
            { name: 'amount', type: 'uint256', indexed: true, description: 'Amount.' },
            { name: 'recipient', type: 'address', description: 'Recipient.' },
          ],
          description: 'Deprecated version of `BridgingFinalizedV2`, emitted by earlier bridge versions.',
        },
        {
          name: 'BridgingFinalizedV2',
          params: [
            { name: 'nativeToken', type: 'address', indexed: true, description: 'Token on its native layer.' },
            { name: 'bridgedToken', type: 'address', indexed: true, description: 'Bridged token minted, or zero when native tokens were released from escrow.' },
            { name: 'amount', type: 'uint256', description: 'Amount delivered.' },
            { name: 'recipient', type: 'address', indexed: true, description: 'Recipient.' },
          ],
          description: 'A transfer completed on this layer.',
        },
        { name: 'NewToken', params: [token('Native token bridged for the first time.')], description: 'A native token left this layer for the first time.' },
        {
          name: 'NewTokenDeployed',
          params: [
            { name: 'bridgedToken', type: 'address', indexed: true, description: 'Address of the new bridged token.' },
            { name: 'nativeToken', type: 'address', indexed: true, description: 'Token it represents.' },
          ],
          description: 'The bridge created a bridged token on this layer.',
        },
        { name: 'TokenDeployed', params: [token('Native token of this layer.')], description: 'A native token was marked as deployed on the other layer, after a `confirmDeployment` there.' },
        {
          name: 'DeploymentConfirmed',
          params: [
            { name: 'tokens', type: 'address[]', description: 'Native addresses of the confirmed tokens.' },
            { name: 'confirmedBy', type: 'address', indexed: true, description: 'Caller.' },
          ],
          description: 'Someone confirmed bridged tokens of this layer to the other bridge.',
        },
        {
          name: 'MessageServiceUpdated',
          params: [
            { name: 'newMessageService', type: 'address', indexed: true, description: 'New message service.' },
            { name: 'oldMessageService', type: 'address', indexed: true, description: 'Previous message service.' },
            { name: 'setBy', type: 'address', indexed: true, description: 'Account that changed it.' },
          ],
          description: 'The bridge now uses another message service.',
        },
      ],
      errors: [
        { name: 'ReservedToken', params: [{ name: 'token', type: 'address', description: 'Token refused.' }], description: 'The token is reserved and cannot use the canonical bridge.' },
        { name: 'AlreadyBridgedToken', params: [{ name: 'token', type: 'address', description: 'Token.' }], description: 'The token has already been bridged, so it can no longer be reserved or given a custom contract.' },
        {
          name: 'InvalidPermitData',
          params: [
            { name: 'permitData', type: 'bytes4', description: 'Selector found in the permit data.' },
            { name: 'permitSelector', type: 'bytes4', description: 'Selector of `permit`.' },
          ],
          description: 'The permit data is not a call to ERC-2612 `permit`.',
        },
        { name: 'PermitNotFromSender', params: [{ name: 'owner', type: 'address', description: 'Owner in the permit.' }], description: 'The permit was signed for an owner other than the caller.' },
        { name: 'PermitNotAllowingBridge', params: [{ name: 'spender', type: 'address', description: 'Spender in the permit.' }], description: 'The permit approves a spender other than the bridge.' },
        { name: 'ZeroAmountNotAllowed', params: [{ name: 'amount', type: 'uint256', description: 'Amount given (zero).' }], description: 'The amount to bridge is zero.' },
        { name: 'NotReserved', params: [{ name: 'token', type: 'address', description: 'Token.' }], description: 'The token is not reserved.' },
        { name: 'TokenNotDeployed', params: [{ name: 'token', type: 'address', description: 'Address given.' }], description: 'The address is not a bridged token created by this bridge.' },
        { name: 'AlreadyBrigedToNativeTokenSet', params: [{ name: 'token', type: 'address', description: 'Contract given.' }], description: 'The contract already serves as the bridged version of a token. (The spelling of the name is as in the source.)' },
        { name: 'NativeToBridgedTokenAlreadySet', params: [{ name: 'token', type: 'address', description: 'Native token.' }], description: 'The token already has a bridged version on this layer.' },
        { name: 'StatusAddressNotAllowed', params: [{ name: 'token', type: 'address', description: 'Address given.' }], description: 'The address is one of the reserved status markers (`0x…111`, `0x…222`, `0x…333`) the bridge uses internally.' },
        { name: 'DecimalsAreUnknown', params: [{ name: 'token', type: 'address', description: 'Token.' }], description: 'The token does not answer `decimals()` with a valid value, so it cannot be bridged for the first time.' },
        { name: 'TokenListEmpty', params: [], description: '`confirmDeployment` was called with no tokens.' },
        { name: 'ZeroChainIdNotAllowed', params: [], description: 'A chain ID given at initialization is zero.' },
        { name: 'SourceChainSameAsTargetChain', params: [], description: 'The two chain IDs given at initialization are equal.' },
      ],
    },
  ],
};

export default page;
