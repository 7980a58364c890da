/**
 * Parameters shared by the token bridge pages (interface and implementation).
 */
import type { Param } from '../types';

export const bridgeParams: Param[] = [
  { name: '_token', type: 'address', description: 'Token to send, on this layer: a native ERC-20 or a bridged token created by the bridge.' },
  { name: '_amount', type: 'uint256', description: 'Amount in the token’s smallest unit; must not be zero.' },
  { name: '_recipient', type: 'address', description: 'Account that receives the tokens on the other layer; must not be zero.' },
];

export const permitDataParam: Param = {
  name: '_permitData',
  type: 'bytes',
  location: 'calldata',
  description: 'ABI-encoded call to the token’s ERC-2612 `permit(owner, spender, value, deadline, v, r, s)`, selector included, with you as owner and the bridge as spender; empty to skip the permit.',
};

export const completeBridgingParams: Param[] = [
  { name: '_nativeToken', type: 'address', description: 'Address of the token on the layer where it was created.' },
  { name: '_amount', type: 'uint256', description: 'Amount to release or mint.' },
  { name: '_recipient', type: 'address', description: 'Account that receives the tokens.' },
  { name: '_chainId', type: 'uint256', description: 'Chain ID of the layer where the token was created.' },
  { name: '_tokenMetadata', type: 'bytes', location: 'calldata', description: 'ABI-encoded name, symbol and decimals, sent while the token has no bridged version confirmed on this layer; empty otherwise.' },
];

export const initializationFields: Param[] = [
  { name: 'defaultAdmin', type: 'address', description: 'Account given `DEFAULT_ADMIN_ROLE`; must not be zero.' },
  { name: 'messageService', type: 'address', description: 'Message service on this layer; must not be zero.' },
  { name: 'tokenBeacon', type: 'address', description: 'Beacon of the BridgedToken implementation used for new bridged tokens; must not be zero.' },
  { name: 'sourceChainId', type: 'uint256', description: 'Chain ID of this layer; must not be zero.' },
  { name: 'targetChainId', type: 'uint256', description: 'Chain ID of the other layer; non-zero and different from `sourceChainId`.' },
  { name: 'remoteSender', type: 'address', description: 'Token bridge on the other layer.' },
  { name: 'reservedTokens', type: 'address[]', description: 'Tokens of this layer that may not be bridged.' },
  { name: 'roleAddresses', type: 'IPermissionsManager.RoleAddress[]', description: 'Roles to grant, other than the admin role.' },
  { name: 'pauseTypeRoles', type: 'IPauseManager.PauseTypeRole[]', description: 'Pause role of each pause type.' },
  { name: 'unpauseTypeRoles', type: 'IPauseManager.PauseTypeRole[]', description: 'Unpause role of each pause type.' },
];
