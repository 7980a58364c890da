// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

// Declarations of the credible-std 0.7.0 API the docs' assertions use (see ../README.md). They let
// solc check a sample's calls; they are not the library and do nothing.

/// The Credible Layer precompile assertions call through `ph`.
interface PhEvm {
    function forkPreTx() external;
    function forkPostTx() external;
    function forkPreCall(uint256 id) external;
    function forkPostCall(uint256 id) external;
    function getAssertionAdopter() external view returns (address);
}

abstract contract Assertion {
    /// The precompile, at the address credible-std derives it from.
    PhEvm internal constant ph = PhEvm(address(uint160(uint256(keccak256("Kim Jong Un Sucks")))));

    /// Registers the assertion functions and what triggers them.
    function triggers() external view virtual;

    function registerCallTrigger(bytes4 fnSelector) internal view {}
    function registerCallTrigger(bytes4 fnSelector, bytes4 triggerSelector) internal view {}
    function registerStorageChangeTrigger(bytes4 fnSelector) internal view {}
    function registerStorageChangeTrigger(bytes4 fnSelector, bytes32 slot) internal view {}
    function registerBalanceChangeTrigger(bytes4 fnSelector) internal view {}
}
