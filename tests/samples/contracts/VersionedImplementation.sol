// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Implementation behind a test proxy, with the version getter Linea's contracts expose.
contract VersionedImplementation {
  function CONTRACT_VERSION() external pure returns (string memory) {
    return "7.1";
  }
}
