// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

// Declarations of the credible-std 0.7.0 test API the docs' tests use (see ../README.md): the
// assertion cheatcode and the Forge cheatcodes it extends. They let solc check a sample's calls.

interface VmEx {
    /// Attaches an assertion to `adopter` for the call that follows.
    function assertion(address adopter, bytes calldata createData, bytes4 fnSelector) external;
    // Forge cheatcodes (forge-std Vm).
    function deal(address account, uint256 newBalance) external;
    function prank(address msgSender) external;
    function expectRevert(bytes calldata revertData) external;
}

contract CredibleTest {
    /// Forge's cheatcode address, where pcl also answers the assertion cheatcode.
    VmEx public constant cl = VmEx(address(uint160(uint256(keccak256("hevm cheat code")))));
}
