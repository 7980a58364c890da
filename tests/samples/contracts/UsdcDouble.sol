// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Stands in for Circle's USDC on Linea Sepolia: the ERC-20 surface a page's script uses (6 decimals,
/// balanceOf, transfer, approve, allowance, transferFrom and their events), without the proxy,
/// blacklist, pause or minter roles of the real FiatToken. Placing code runs no constructor, so
/// name and symbol are pure functions and setUp() credits the balance the walk starts from.
contract UsdcDouble {
  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);

  /// Hardhat's first well-known development account, which the runner's dev-key supply signs for.
  address private constant DEV_ACCOUNT = 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266;

  uint8 public constant decimals = 6;
  uint256 public totalSupply;
  mapping(address account => uint256 amount) public balanceOf;
  mapping(address owner => mapping(address spender => uint256 amount)) public allowance;

  function name() external pure returns (string memory) {
    return "USDC";
  }

  function symbol() external pure returns (string memory) {
    return "USDC";
  }

  /// Gives the development account 100 USDC, as a faucet would on Linea Sepolia.
  function setUp() external {
    uint256 amount = 100 * 10 ** decimals;
    totalSupply += amount;
    balanceOf[DEV_ACCOUNT] += amount;
    emit Transfer(address(0), DEV_ACCOUNT, amount);
  }

  function transfer(address to, uint256 value) external returns (bool) {
    _move(msg.sender, to, value);
    return true;
  }

  function approve(address spender, uint256 value) external returns (bool) {
    allowance[msg.sender][spender] = value;
    emit Approval(msg.sender, spender, value);
    return true;
  }

  function transferFrom(address from, address to, uint256 value) external returns (bool) {
    uint256 allowed = allowance[from][msg.sender];
    require(value <= allowed, "ERC20: transfer amount exceeds allowance");
    allowance[from][msg.sender] = allowed - value;
    _move(from, to, value);
    return true;
  }

  function _move(address from, address to, uint256 value) private {
    require(to != address(0), "ERC20: transfer to the zero address");
    require(value <= balanceOf[from], "ERC20: transfer amount exceeds balance");
    balanceOf[from] -= value;
    balanceOf[to] += value;
    emit Transfer(from, to, value);
  }
}
