// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The smallest EIP-1967 proxy: the implementation in the standard slot, every call delegated.
contract Eip1967Proxy {
  bytes32 private constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

  constructor(address implementation) {
    assembly {
      sstore(IMPLEMENTATION_SLOT, implementation)
    }
  }

  fallback() external payable {
    assembly {
      let implementation := sload(IMPLEMENTATION_SLOT)
      calldatacopy(0, 0, calldatasize())
      let ok := delegatecall(gas(), implementation, 0, calldatasize(), 0, 0)
      returndatacopy(0, 0, returndatasize())
      if iszero(ok) {
        revert(0, returndatasize())
      }
      return(0, returndatasize())
    }
  }
}
