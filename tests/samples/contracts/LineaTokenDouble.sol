// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Stands in for the LINEA token on Ethereum Mainnet: 18 decimals, and a supply that setUp() sets to
/// the genesis supply of 72,009,990,000 LINEA less one burn by L1LineaTokenBurner, emitting the
/// Transfer to the zero address that the burner's claimMessageWithProof produces. Placing code runs
/// no constructor, so nothing is initialised inline.
contract LineaTokenDouble {
  event Transfer(address indexed from, address indexed to, uint256 value);

  address private constant BURNER = 0x5Ad9369254F29b724d98F6ce98Cb7bAD729969F3;

  uint8 public constant decimals = 18;
  uint256 public totalSupply;
  mapping(address account => uint256 amount) public balanceOf;

  function setUp() external {
    uint256 burnt = 41_250 ether;
    totalSupply = 72_009_990_000 ether - burnt;
    emit Transfer(BURNER, address(0), burnt);
  }
}
