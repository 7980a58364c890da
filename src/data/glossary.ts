/**
 * The glossary: every term the docs define, in alphabetical order (tests/unit/glossary-data.test.ts
 * checks the order, the anchors and the cross-references). The glossary page renders all of it
 * and <Term id="…"> shows one definition in a popover, so a definition is written once, here.
 *
 * Facts come from the public Linea docs (Consensys/doc.linea), the Linea monorepo and the EIPs;
 * the wording is our own. Definitions are plain text: they are shown both on the page and in
 * popovers and read out by screen readers.
 */

export interface GlossaryEntry {
  /** The term as readers meet it in the docs. */
  term: string;
  /** Fragment of the entry on the glossary page, and the id `<Term id>` refers to. Never change it. */
  anchor: string;
  /** One to four sentences, in our own words. */
  definition: string;
  /** Anchors of related entries, shown as "See also". */
  related: readonly string[];
  /** Earlier fragments of the same entry, kept so old links still land on it. */
  legacyAnchors?: readonly string[];
}

export const glossary: readonly GlossaryEntry[] = [
  {
    term: 'Aggregation proof',
    anchor: 'aggregation-proof',
    definition:
      'A single proof that vouches for a whole series of other proofs. Linea folds the execution and compression proofs behind several blobs into one aggregation proof, so Ethereum checks one proof per finalization and the verification cost is shared by every batch it covers.',
    related: ['execution-proof', 'compression-proof', 'recursion', 'finalization'],
  },
  {
    term: 'Anchoring',
    anchor: 'anchoring',
    definition:
      'Recording a cross-layer message on its destination layer so that it can be claimed there. Hashes of messages sent from Ethereum are written into the message service on Linea; messages sent from Linea are grouped into Merkle trees whose roots the rollup contract stores on Ethereum when it finalizes the blocks that emitted them.',
    related: ['canonical-message-service', 'claiming', 'merkle-tree', 'finalization'],
  },
  {
    term: 'Appchain',
    anchor: 'appchain',
    definition:
      'A chain dedicated to one application or product, tuned for its workload (fees, throughput, permissions) while it borrows security and settlement from the chain beneath it. Teams can run an appchain as a layer 2 or layer 3 with the Lineth stack.',
    related: ['lineth', 'finalization-layer', 'layer-2'],
  },
  {
    term: 'Archive node',
    anchor: 'archive-node',
    definition:
      'A node that keeps the state of every historical block, not only the recent ones, so it can answer questions such as "what was this balance at block 1,000,000?". It needs far more disk than a full node and serves explorers, indexers and analytics.',
    related: ['full-node', 'rpc-node'],
  },
  {
    term: 'Arithmetization',
    anchor: 'arithmetization',
    definition:
      'Translating a computation into polynomial equations over a finite field, the only language a proof system understands. Linea arithmetizes the entire EVM: its specification describes every opcode as constraints grouped into modules.',
    related: ['constraint', 'circuit', 'finite-field', 'corset', 'module-limits'],
  },
  {
    term: 'Batch',
    anchor: 'batch',
    definition:
      'A run of consecutive Linea blocks that the coordinator handles as one unit when it asks for proofs. Each batch gets its own execution proof; several batches share a blob and several blobs share an aggregation proof.',
    related: ['conflation', 'blob', 'execution-proof', 'coordinator'],
  },
  {
    term: 'Blob',
    anchor: 'blob',
    definition:
      'A large data attachment carried by the transaction type that EIP-4844 added to Ethereum. Blobs have their own fee market and are kept by consensus nodes for about 18 days rather than forever, which makes them much cheaper than calldata. Linea has posted its compressed block data in blobs since Alpha v3 in March 2024.',
    related: ['calldata', 'data-availability', 'kzg-commitment', 'compression-proof'],
  },
  {
    term: 'Blockchain trilemma',
    anchor: 'blockchain-trilemma',
    definition:
      'The rule of thumb that a blockchain can rarely maximize decentralization, security and scalability all at once: improving one usually costs another. Rollups sidestep part of it by executing away from Ethereum while settling on it.',
    related: ['scaling', 'rollup', 'layer-2'],
  },
  {
    term: 'Brakedown',
    anchor: 'brakedown',
    definition:
      'A SNARK construction whose prover does an amount of work linear in the size of the statement. It commits to polynomials with error-correcting codes and hashing instead of elliptic curves, so it needs no trusted setup and is believed to resist quantum computers.',
    related: ['polynomial-commitment', 'zk-snark', 'trusted-setup'],
  },
  {
    term: 'Calldata',
    anchor: 'calldata',
    definition:
      'The input bytes of an Ethereum transaction. Rollups first published their data as calldata, which stays in Ethereum history forever and competes with every other transaction for gas; Linea switched to blobs in 2024 to cut that cost.',
    related: ['blob', 'data-availability'],
  },
  {
    term: 'Canonical message service',
    anchor: 'canonical-message-service',
    definition:
      "Linea's native messaging layer: a contract on Ethereum (part of LineaRollup) and one on Linea (L2MessageService) that let a contract on either side send a message, with or without ETH, to a contract on the other. Messages are anchored on the destination layer and then claimed, by the Postman or by anyone. The canonical token bridge is built on it.",
    related: ['anchoring', 'claiming', 'postman', 'canonical-token-bridge', 'rate-limit'],
  },
  {
    term: 'Canonical token bridge',
    anchor: 'canonical-token-bridge',
    definition:
      'The TokenBridge contracts on Ethereum and on Linea that move ERC-20 tokens between the two layers. A token is locked on its home chain and a bridged version is minted on the other side; going back burns the bridged version and releases the original. Every transfer travels as a message through the canonical message service.',
    related: ['canonical-message-service', 'claiming'],
  },
  {
    term: 'Circuit',
    anchor: 'circuit',
    definition:
      'A computation written as a system of constraints over a finite field. Proving that a circuit is satisfied by some values is the same as proving that the computation ran correctly on them, without the verifier running it again.',
    related: ['constraint', 'arithmetization', 'witness', 'gnark'],
  },
  {
    term: 'Claiming',
    anchor: 'claiming',
    definition:
      'The second half of delivering a cross-layer message: a transaction on the destination layer checks that the message was anchored (with a Merkle proof, for messages leaving Linea), executes it and pays any attached fee to whoever submitted the claim. The Postman claims messages whose fee covers the cost; anyone else can claim a message manually.',
    related: ['anchoring', 'postman', 'canonical-message-service'],
  },
  {
    term: 'Completeness',
    anchor: 'completeness',
    definition:
      'The promise that an honest prover holding a true statement and a valid witness always convinces the verifier. It is the counterpart of soundness.',
    related: ['soundness', 'zero-knowledge-proof', 'witness'],
  },
  {
    term: 'Compression proof',
    anchor: 'compression-proof',
    definition:
      'A proof that the compressed data Linea published in a blob expands to exactly the batches that were executed and proven. It lets Linea post compact data to Ethereum without anyone having to trust the compression.',
    related: ['blob', 'execution-proof', 'aggregation-proof'],
  },
  {
    term: 'Conflation',
    anchor: 'conflation',
    definition:
      "Merging the transactions of several consecutive blocks into one batch before proving, so the prover produces one proof and one state update for the batch instead of one per block. Linea's coordinator decides where each batch ends, from trace counts and time limits.",
    related: ['batch', 'coordinator', 'tracer'],
  },
  {
    term: 'Constraint',
    anchor: 'constraint',
    definition:
      'One equation that the values in a circuit must satisfy, for example that an output column equals the sum of two input columns. A proof shows that every constraint holds at once.',
    related: ['circuit', 'arithmetization'],
  },
  {
    term: 'Coordinator',
    anchor: 'coordinator',
    definition:
      'The Linea service that turns a stream of blocks into finalized state on Ethereum. It follows block production, cuts blocks into batches and blobs, asks the prover for execution, compression and aggregation proofs, and submits the data and the proofs to the rollup contract.',
    related: ['conflation', 'prover', 'sequencer', 'finalization'],
  },
  {
    term: 'Corset',
    anchor: 'corset',
    definition:
      "The tool that prepares Linea's traces for proving: it reads the constraint specification and expands the compact traces from the tracer into every column the constraints refer to, which is the input of the proving system.",
    related: ['arithmetization', 'execution-trace', 'tracer', 'gnark'],
  },
  {
    term: 'Credible Layer',
    anchor: 'credible-layer',
    definition:
      'Security infrastructure from Phylax Systems, live on Linea since Beta v4.5 (January 2026). Contract teams write assertions in Solidity, rules their protocol must never break, and a service running beside the sequencer simulates each transaction and drops any that would break one before it executes.',
    related: ['sequencer'],
  },
  {
    term: 'Data availability',
    anchor: 'data-availability',
    definition:
      "The assurance that the data needed to rebuild a chain's state has been published where anyone can fetch it. Linea publishes its compressed transaction data on Ethereum, so Linea's state can be reconstructed from Ethereum alone; keeping data elsewhere is what makes a validium or a sidechain different from a rollup.",
    related: ['blob', 'state-recovery', 'validium', 'sidechain'],
  },
  {
    term: 'EIP-7702',
    anchor: 'eip-7702',
    definition:
      'An Ethereum upgrade that lets an externally owned account sign an authorization pointing it at contract code, so the same address can batch calls, have its gas paid by someone else or use session keys. Linea enabled it with Beta v5.0 in March 2026; existing accounts change only if their owner signs such an authorization.',
    related: ['ethereum-virtual-machine'],
  },
  {
    term: 'Elliptic curve cryptography',
    anchor: 'elliptic-curve-cryptography',
    definition:
      'Public-key cryptography built on the points of an elliptic curve over a finite field, whose security rests on the difficulty of the discrete logarithm on that curve. Ethereum signatures use the secp256k1 curve; proof systems use pairing-friendly curves such as BN254, which Ethereum can verify cheaply.',
    related: ['finite-field', 'kzg-commitment', 'trusted-setup'],
    legacyAnchors: ['elliptic-curve-cryptography-ecc'],
  },
  {
    term: 'Ethereum Virtual Machine (EVM)',
    anchor: 'ethereum-virtual-machine',
    definition:
      "The stack-based machine that runs smart contract bytecode and defines exactly how each transaction changes Ethereum's state. Linea executes the same EVM, with a short list of documented differences, and proves that it executed it correctly.",
    related: ['zkevm', 'type-2-zkevm', 'execution-trace'],
    legacyAnchors: ['ethereum-virtual-machine-evm'],
  },
  {
    term: 'Execution proof',
    anchor: 'execution-proof',
    definition:
      'The proof that the transactions of one batch ran according to the EVM rules and moved the state from the previous state root to the new one.',
    related: ['batch', 'state-root', 'compression-proof', 'aggregation-proof'],
  },
  {
    term: 'Execution trace',
    anchor: 'execution-trace',
    definition:
      'A complete record of what the machine did while running transactions (each opcode, stack and memory values, storage reads and writes, calls), laid out as tables. The prover shows that these tables satisfy the constraints of the arithmetization.',
    related: ['tracer', 'corset', 'arithmetization'],
  },
  {
    term: 'Fiat–Shamir heuristic',
    anchor: 'fiat-shamir-heuristic',
    definition:
      "A way to remove the back-and-forth from an interactive proof: instead of waiting for the verifier's random challenges, the prover derives them by hashing everything sent so far. SNARKs such as PLONK rely on it to produce a proof that anyone can check later.",
    related: ['hash-function', 'plonk', 'zk-snark'],
  },
  {
    term: 'Finalization',
    anchor: 'finalization',
    definition:
      'The moment the rollup contract on Ethereum accepts a proof for a range of Linea blocks and records their final state root and the roots of their outgoing messages. Those blocks reach hard finality once the Ethereum block containing the finalization is itself final.',
    related: ['hard-finality', 'aggregation-proof', 'anchoring', 'finalization-layer'],
  },
  {
    term: 'Finalization layer',
    anchor: 'finalization-layer',
    definition:
      'The chain on which a network built with Lineth publishes its data, proofs and state roots. For Linea Mainnet it is Ethereum Mainnet, which makes Linea a layer 2; a network that finalizes on Linea is a layer 3.',
    related: ['layer-1', 'layer-2', 'lineth', 'finalization'],
  },
  {
    term: 'Finite field',
    anchor: 'finite-field',
    definition:
      'A finite set of numbers in which addition and multiplication wrap around a modulus, typically a prime p, so every result stays in the set. All the arithmetic of a zero-knowledge proof happens in such a field.',
    related: ['small-field', 'arithmetization', 'elliptic-curve-cryptography'],
  },
  {
    term: 'Forced transaction',
    anchor: 'forced-transaction',
    definition:
      'A planned Linea feature for censorship resistance: you send a signed Linea transaction to a gateway contract on Ethereum, and the sequencer must process it before a deadline block, and no finalization can reach that block until it has. It is designed as a fallback for when RPC providers ignore or refuse your transactions; it is not yet active on Linea Mainnet.',
    related: ['sequencer', 'finalization', 'state-recovery'],
  },
  {
    term: 'Fraud proof',
    anchor: 'fraud-proof',
    definition:
      'In an optimistic rollup, evidence submitted during the challenge window that a posted result is wrong; if it checks out, the result is thrown away. Linea does not use fraud proofs: it proves every batch valid before Ethereum accepts it.',
    related: ['optimistic-rollup', 'validity-proof'],
  },
  {
    term: 'Full node',
    anchor: 'full-node',
    definition:
      'A node that downloads every block, re-executes it and keeps the current state. On Linea a full node pairs an execution client such as Linea Besu with the Maru consensus client.',
    related: ['archive-node', 'rpc-node', 'linea-besu', 'maru'],
  },
  {
    term: 'gnark',
    anchor: 'gnark',
    definition:
      "An open-source Go library from Consensys for writing circuits and producing and checking zk-SNARKs such as PLONK and Groth16. Linea's prover uses it for the outer proof that Ethereum verifies and for the circuits that verify and aggregate earlier proofs.",
    related: ['prover', 'plonk', 'groth16', 'circuit', 'recursion'],
  },
  {
    term: 'Groth16',
    anchor: 'groth16',
    definition:
      'A zk-SNARK with some of the smallest proofs and fastest verification known, at the price of a trusted setup specific to each circuit. Linea verified Groth16 proofs in its early testnet days and moved its outer proof to PLONK in June 2023.',
    related: ['plonk', 'trusted-setup', 'zk-snark'],
  },
  {
    term: 'Hard finality',
    anchor: 'hard-finality',
    definition:
      'The point at which a Linea transaction is settled on Ethereum: the proof covering its batch has been verified by the rollup contract and the Ethereum block containing that verification is final. Withdrawals to Ethereum can be claimed a little earlier, once the verification is in an Ethereum block. JSON-RPC calls with the finalized block tag return the latest block that has reached it.',
    related: ['soft-finality', 'finalization', 'reorg'],
  },
  {
    term: 'Hash function',
    anchor: 'hash-function',
    definition:
      'A function that maps input of any length to a short fixed-size digest in a way that cannot practically be reversed or made to collide. Ethereum relies on Keccak-256; circuits prefer hashes built from field arithmetic, such as MiMC and Poseidon2, because they are far cheaper to prove.',
    related: ['keccak', 'mimc', 'poseidon2', 'merkle-tree'],
  },
  {
    term: 'Keccak',
    anchor: 'keccak',
    definition:
      'The hash function family chosen as SHA-3. Ethereum uses Keccak-256 for addresses, storage slots, transaction hashes and more, so a zkEVM must prove Keccak computations, which are expensive inside a circuit.',
    related: ['hash-function'],
  },
  {
    term: 'KZG commitment',
    anchor: 'kzg-commitment',
    definition:
      "A polynomial commitment built on elliptic-curve pairings: the commitment and each opening proof are a few dozen bytes whatever the polynomial's size, but the scheme needs a trusted setup. EIP-4844 commits to every blob this way, and Linea's rollup contract checks a KZG opening to tie the blob it received to the data its proof used.",
    related: ['polynomial-commitment', 'blob', 'trusted-setup'],
  },
  {
    term: 'Layer 1 (L1)',
    anchor: 'layer-1',
    definition:
      "A base blockchain that orders and settles its own transactions through its own consensus. Ethereum is Linea's layer 1.",
    related: ['layer-2', 'finalization-layer'],
    legacyAnchors: ['layer-1-l1'],
  },
  {
    term: 'Layer 2 (L2)',
    anchor: 'layer-2',
    definition:
      'A network that executes transactions away from its layer 1 but publishes its data and settles its state there, so it inherits much of that chain’s security. Linea is a layer 2 on Ethereum.',
    related: ['layer-1', 'rollup', 'sidechain'],
    legacyAnchors: ['layer-2-l2'],
  },
  {
    term: 'Limitless prover',
    anchor: 'limitless-prover',
    definition:
      "The prover architecture Linea introduced with Beta v3.0 in 2025. It splits a proving job by module into segments that are proven separately and then stitched together, so heavy blocks no longer have to be held back to fit the prover's fixed capacity.",
    related: ['prover', 'module-limits', 'aggregation-proof'],
  },
  {
    term: 'Linea',
    anchor: 'linea',
    definition:
      'The zkEVM layer-2 network on Ethereum that these docs describe: Linea Mainnet, its test network Linea Sepolia, and the LINEA token. Gas on both networks is paid in ETH, and both run on the open-source Lineth stack.',
    related: ['lineth', 'zkevm', 'layer-2'],
  },
  {
    term: 'Linea Besu',
    anchor: 'linea-besu',
    definition:
      "Linea's execution client: Besu with plugins that add what a zk-rollup needs, among them the sequencer's block-building rules, the tracer and Linea-specific RPC methods.",
    related: ['sequencer', 'tracer', 'full-node', 'maru'],
  },
  {
    term: 'Lineth',
    anchor: 'lineth',
    definition:
      'The open-source zk-rollup stack that Linea Mainnet runs on, formerly called the Linea Stack. Anyone can deploy it to operate their own Ethereum-compatible layer 2 or layer 3.',
    related: ['linea', 'finalization-layer', 'appchain', 'operator'],
  },
  {
    term: 'Maru',
    anchor: 'maru',
    definition:
      "Linea's consensus client, introduced with Beta v4.0 in October 2025 to replace the Clique proof-of-authority setup. It runs beside the execution client on every node and implements QBFT; for now a single Maru validator run by Linea produces the blocks.",
    related: ['qbft', 'full-node', 'sequencer', 'linea-besu'],
  },
  {
    term: 'Merkle tree',
    anchor: 'merkle-tree',
    definition:
      'A tree of hashes in which every parent is the hash of its children, so one root commits to all the leaves and a short list of sibling hashes proves that a leaf belongs. Linea uses Merkle trees for its state and for the messages it sends to Ethereum.',
    related: ['sparse-merkle-tree', 'hash-function', 'anchoring', 'state-root'],
  },
  {
    term: 'MiMC',
    anchor: 'mimc',
    definition:
      'A hash function designed to need very few multiplications, which makes it cheap inside circuits. Linea hashed its state tree with MiMC before the move to small fields, and uses it for the rolling hash that chains forced transactions.',
    related: ['hash-function', 'poseidon2', 'sparse-merkle-tree'],
  },
  {
    term: 'Module limits',
    anchor: 'module-limits',
    definition:
      "Caps on how many trace rows each module of Linea's arithmetization may fill in one block, so that every block, and the batch it is conflated into, stays provable. The sequencer rejects a transaction that would exceed a limit; linea_estimateGas and linea_getTransactionExclusionStatusV1 report such rejections.",
    related: ['arithmetization', 'tracer', 'sequencer', 'limitless-prover'],
  },
  {
    term: 'Operator',
    anchor: 'operator',
    definition:
      'Whoever runs the infrastructure of a network built with Lineth (sequencer, prover, coordinator) and holds its operational keys and roles. On Linea Mainnet, the Linea team operates these components.',
    related: ['sequencer', 'prover', 'coordinator', 'lineth'],
  },
  {
    term: 'Optimistic rollup',
    anchor: 'optimistic-rollup',
    definition:
      'A rollup that posts results without proving them and treats them as valid unless someone submits a fraud proof during a challenge window, commonly about a week. Withdrawals to layer 1 wait for the window to close.',
    related: ['fraud-proof', 'zero-knowledge-rollup', 'rollup'],
  },
  {
    term: 'Oracle',
    anchor: 'oracle',
    definition:
      'A service that brings information from outside the chain, such as prices, randomness or sports results, into smart contracts that cannot fetch it themselves.',
    related: [],
  },
  // Source: Consensys/linea-monorepo at cb180134, contracts/src/security/pausing/PauseManager.sol
  // (PAUSE_DURATION, COOLDOWN_DURATION, nonSecurityCouncilCooldownEnd, unPauseByExpiredType).
  {
    term: 'Pause cooldown',
    anchor: 'pause-cooldown',
    definition:
      "A safeguard added to Linea's core contracts with Beta v5.2 (April 2026): a pause triggered by anyone without the Security Council role expires after 48 hours, after which anyone can lift it with unPauseByExpiredType. For the next 48 hours no account without that role can pause at all. Only the Security Council can keep a contract paused indefinitely.",
    related: ['security-council', 'role-based-access-control'],
  },
  {
    term: 'PLONK',
    anchor: 'plonk',
    definition:
      'A zk-SNARK with a universal setup: one reference string serves every circuit up to a given size. The final proof that Linea submits to Ethereum is a PLONK proof over the BN254 curve, produced with gnark and checked by a verifier contract.',
    related: ['gnark', 'groth16', 'kzg-commitment', 'trusted-setup', 'verifier'],
  },
  {
    term: 'Polynomial commitment',
    anchor: 'polynomial-commitment',
    definition:
      'A short value that binds a prover to a polynomial without revealing it, together with a way to prove what the polynomial evaluates to at any point. Combined with a polynomial IOP, it yields a SNARK.',
    related: ['kzg-commitment', 'polynomial-iop', 'brakedown'],
  },
  {
    term: 'Polynomial IOP (interactive oracle proof)',
    anchor: 'polynomial-iop',
    definition:
      'A proof protocol in which the prover sends polynomials and the verifier, instead of reading them whole, asks for their values at a few random points. Replacing those queries with a polynomial commitment turns the protocol into a practical proof system.',
    related: ['polynomial-commitment', 'fiat-shamir-heuristic', 'zk-snark'],
    legacyAnchors: ['polynomial-iop-interactive-oracle-proof'],
  },
  {
    term: 'Poseidon2',
    anchor: 'poseidon2',
    definition:
      "A hash function built from field arithmetic for use inside proofs. Since the small-fields upgrade of Beta v5.2, Linea's state proofs are hashed with Poseidon2 over a 31-bit prime field, and the Ethereum contracts that check them, such as the ENS resolver, were redeployed to match.",
    related: ['hash-function', 'mimc', 'small-field', 'sparse-merkle-tree'],
  },
  {
    term: 'Postman',
    anchor: 'postman',
    definition:
      'The service that delivers messages of the canonical message service: it watches for messages on one layer and claims them on the other when their fee covers the gas, or, for messages to Linea, when Linea sponsors the claim. Linea runs it today; if it does not deliver your message, you can claim it yourself.',
    related: ['claiming', 'anchoring', 'canonical-message-service'],
  },
  {
    term: 'Proof',
    anchor: 'proof',
    definition:
      'Data that convinces a verifier that a statement is true. In a validity rollup the statement is "running these transactions on the previous state produces this new state".',
    related: ['prover', 'verifier', 'validity-proof'],
  },
  {
    term: 'Prover',
    anchor: 'prover',
    definition:
      "The component that produces proofs. Linea's prover turns traces into execution, compression and aggregation proofs on dedicated machines run by the Linea team; proving takes far more computation than verifying, which Ethereum does in a single contract call.",
    related: ['verifier', 'coordinator', 'execution-proof', 'limitless-prover', 'gnark'],
  },
  {
    term: 'QBFT',
    anchor: 'qbft',
    definition:
      'Quorum Byzantine Fault Tolerance: a consensus protocol in which a known set of validators proposes and votes on each block, and a block is final as soon as a two-thirds quorum commits to it. With 3f + 1 validators it keeps working while up to f of them fail or misbehave. Maru implements it.',
    related: ['maru'],
    legacyAnchors: ['quorum-byzantine-fault-tolerance-qbft'],
  },
  {
    term: 'Rate limit',
    anchor: 'rate-limit',
    definition:
      'A cap on how much ETH can move through the canonical message service in a given period. When the cap is reached, further withdrawals wait for the next period, which limits the damage an attacker could do in one go.',
    related: ['canonical-message-service', 'security-council'],
  },
  {
    term: 'Recursion',
    anchor: 'recursion',
    definition:
      'Proving, inside a circuit, that another proof is valid. Recursion lets Linea shrink a large inner proof into a small one that Ethereum can check cheaply, and fold many proofs into one aggregation proof.',
    related: ['aggregation-proof', 'plonk', 'gnark'],
  },
  {
    term: 'Reorg',
    anchor: 'reorg',
    definition:
      'A chain reorganization: nodes drop their most recent blocks and adopt a competing branch. Ethereum can reorganize blocks that are not yet final (finality takes about 12.8 minutes). Linea does not reorganize blocks once its sequencer has produced them, and it waits for deposits to be final on Ethereum before acting on them.',
    related: ['soft-finality', 'hard-finality'],
  },
  {
    term: 'Role-based access control (RBAC)',
    anchor: 'role-based-access-control',
    definition:
      "Granting permissions through named roles rather than a single owner key. Linea's core contracts give separate roles for pausing each kind of operation, lifting pauses, setting rate limits and submitting data; in Lineth, RBAC also decides who can reach protected RPC and API endpoints, which controls access but does not encrypt anything.",
    related: ['security-council', 'pause-cooldown'],
    legacyAnchors: ['role-based-access-control-rbac'],
  },
  {
    term: 'Rollup',
    anchor: 'rollup',
    definition:
      'A layer 2 that executes transactions off the base chain, posts their data to it and has it settle the result, through a validity proof (zero-knowledge rollup) or a fraud-proof window (optimistic rollup).',
    related: ['zero-knowledge-rollup', 'optimistic-rollup', 'data-availability', 'layer-2'],
  },
  {
    term: 'RPC node',
    anchor: 'rpc-node',
    definition:
      'A node that answers JSON-RPC requests from wallets, applications and services. It can keep only recent state or the full history of an archive node, depending on what its users ask for.',
    related: ['full-node', 'archive-node'],
  },
  {
    term: 'Scaling',
    anchor: 'scaling',
    definition:
      'Raising how many transactions a network can handle and how fast they confirm, ideally without giving up decentralization or security.',
    related: ['blockchain-trilemma', 'rollup', 'layer-2'],
  },
  {
    term: 'Security Council',
    anchor: 'security-council',
    definition:
      "The group of signers, from Linea and from outside organizations, behind the Safe multisigs on Ethereum and on Linea that can upgrade Linea's core contracts, change their roles and settings, and pause or unpause them. Five of nine signatures are needed; each transaction is published with instructions for checking it.",
    related: ['pause-cooldown', 'role-based-access-control', 'timelock'],
  },
  {
    term: 'Sequencer',
    anchor: 'sequencer',
    definition:
      "The component that takes transactions from the pool, orders them and builds Linea blocks. It is a Maru validator paired with Linea Besu and its sequencer plugins; on Linea Mainnet a single sequencer run by the Linea team produces every block, so it can delay or reorder transactions.",
    related: ['transaction-order', 'soft-finality', 'forced-transaction', 'maru'],
  },
  {
    term: 'Shnarf',
    anchor: 'shnarf',
    definition:
      "Linea's running commitment to the data it has submitted to Ethereum. Each submission's shnarf is the Keccak hash of the previous shnarf, the new data's commitment, the resulting state root and a blob evaluation point and claim, so one value pins down the whole chain of submissions that a finalization refers to.",
    related: ['blob', 'finalization', 'keccak'],
  },
  {
    term: 'Shomei',
    anchor: 'shomei',
    definition:
      "Linea's state manager service. Fed by a plugin in Linea Besu, it keeps Linea's state in sparse Merkle trees, updates them block by block and serves the proofs that linea_getProof returns.",
    related: ['state-manager', 'sparse-merkle-tree', 'linea-besu'],
  },
  {
    term: 'Sidechain',
    anchor: 'sidechain',
    definition:
      'An independent chain with its own consensus, connected to another chain by a bridge. Unlike a layer 2, it neither publishes its data to that chain nor settles there, so it does not inherit its security.',
    related: ['layer-2', 'data-availability'],
  },
  {
    term: 'Small field',
    anchor: 'small-field',
    definition:
      'A finite field whose elements fit in a single machine word, such as the 31-bit prime field Linea now uses, instead of the roughly 254-bit fields that elliptic-curve proofs need. Arithmetic and hashing in a small field are much faster; Linea moved its prover to one with Beta v5.2 in April 2026.',
    related: ['finite-field', 'poseidon2', 'prover'],
  },
  {
    term: 'Soft finality',
    anchor: 'soft-finality',
    definition:
      'The point at which the sequencer has included a transaction in a Linea block, about one second after submission. Linea does not reverse such blocks, but they are not yet proven on Ethereum.',
    related: ['hard-finality', 'sequencer', 'reorg'],
  },
  {
    term: 'Soundness',
    anchor: 'soundness',
    definition:
      'The promise that a prover cannot convince the verifier of a false statement, except with a probability too small to matter. It is what lets Ethereum accept a Linea state without re-executing the transactions.',
    related: ['completeness', 'trusted-setup', 'validity-proof'],
  },
  {
    term: 'Sparse Merkle tree',
    anchor: 'sparse-merkle-tree',
    definition:
      'A Merkle tree with a slot for every possible key, nearly all of them empty, so it can prove that a key is absent as easily as that it is present. Linea keeps accounts and storage in sparse Merkle trees.',
    related: ['merkle-tree', 'shomei', 'state-root'],
  },
  {
    term: 'State manager',
    anchor: 'state-manager',
    definition:
      "The part of Linea that maintains the state representation the prover and state proofs rely on: a Linea Besu node with the Shomei plugin feeding a Shomei node, which tracks every state change in sparse Merkle trees.",
    related: ['shomei', 'sparse-merkle-tree', 'state-root'],
  },
  {
    term: 'State recovery',
    anchor: 'state-recovery',
    definition:
      "Rebuilding Linea's state from what Ethereum holds: a Linea Besu plugin reads the finalization events and their blobs, decompresses them, replays the blocks and checks the resulting state root against the one finalized on Ethereum. Available since Beta v1.4 (April 2025), it means Linea's state does not depend on the sequencer staying online.",
    related: ['data-availability', 'blob', 'state-root', 'sequencer'],
  },
  {
    term: 'State root',
    anchor: 'state-root',
    definition:
      'The hash at the top of the state tree, which commits to every account and storage value after a given block. Finalization records Linea state roots on Ethereum.',
    related: ['merkle-tree', 'sparse-merkle-tree', 'finalization'],
  },
  {
    term: 'Succinct',
    anchor: 'succinct',
    definition:
      'Describes a proof that is small and fast to check compared with the computation it covers, typically far fewer steps than re-running the computation. Succinctness is the "S" in zk-SNARK.',
    related: ['zk-snark', 'verifiable-computation'],
  },
  {
    term: 'Timelock',
    anchor: 'timelock',
    definition:
      'A contract that makes privileged actions happen in two steps, scheduling and then executing, with a configurable delay between them. The Security Council schedules and then executes upgrades of Linea\'s core contracts through a timelock contract.',
    related: ['security-council'],
  },
  {
    term: 'Tracer',
    anchor: 'tracer',
    definition:
      'The Linea Besu plugin that records execution traces as the sequencer builds blocks. It reports trace counts, which the coordinator uses to size batches, and writes the conflated traces that the prover takes as input.',
    related: ['execution-trace', 'conflation', 'module-limits', 'linea-besu'],
  },
  {
    term: 'Transaction fee',
    anchor: 'transaction-fee',
    definition:
      "What you pay to have a transaction processed: the gas it uses multiplied by the price per unit of gas. On Linea fees are paid in ETH and cover both executing the transaction and publishing its data on Ethereum; they rise when blocks are in demand.",
    related: ['transaction-order', 'blob'],
  },
  {
    term: 'Transaction order',
    anchor: 'transaction-order',
    definition:
      "How Linea's sequencer decides what comes first: across blocks, transactions are taken first come, first served; within one block, those paying a higher priority fee (or gas price, for legacy transactions) go first.",
    related: ['sequencer', 'transaction-fee'],
  },
  {
    term: 'Trusted setup',
    anchor: 'trusted-setup',
    definition:
      "A one-time ceremony that produces the public parameters some proof systems need. It stays safe if at least one participant destroyed their secret contribution. Linea reuses completed public ceremonies rather than running its own: Aztec Ignition for BN254, Aleo Setup I for BLS12-377 and Celo Plumo for BW6-761.",
    related: ['plonk', 'groth16', 'kzg-commitment', 'soundness'],
  },
  {
    term: 'Type 2 zkEVM',
    anchor: 'type-2-zkevm',
    definition:
      "A zkEVM that behaves exactly like the EVM for contracts and developer tools but may store state differently inside. Linea is type 2: it proves Ethereum execution but keeps its state in its own sparse Merkle trees, which is why BLOCKHASH values are not covered by its proofs.",
    related: ['zkevm', 'ethereum-virtual-machine', 'sparse-merkle-tree'],
  },
  {
    term: 'Validity proof',
    anchor: 'validity-proof',
    definition:
      'A proof, checked before a new state is accepted, that the state follows correctly from the previous one. Zero-knowledge rollups such as Linea use validity proofs instead of a challenge window.',
    related: ['zero-knowledge-rollup', 'fraud-proof', 'proof'],
  },
  {
    term: 'Validium',
    anchor: 'validium',
    definition:
      'A network that proves its state transitions like a zero-knowledge rollup but keeps its transaction data off the settlement chain, posting only state roots and proofs. It is cheaper, but people without access to the data cannot rebuild the state themselves.',
    related: ['data-availability', 'zero-knowledge-rollup', 'lineth'],
  },
  {
    term: 'Verifiable computation',
    anchor: 'verifiable-computation',
    definition:
      'Handing a computation to an untrusted, more powerful machine and getting back the result with a proof that checking costs much less than redoing the work. A zk-rollup is verifiable computation with Ethereum as the checker.',
    related: ['succinct', 'zero-knowledge-rollup', 'verifier'],
  },
  {
    term: 'Verifier',
    anchor: 'verifier',
    definition:
      "The party that checks a proof. Linea's verifiers are PLONK verifier contracts on Ethereum; the rollup contract accepts a new Linea state only when the verifier approves its proof.",
    related: ['prover', 'plonk', 'finalization'],
  },
  {
    term: 'Web3Signer',
    anchor: 'web3signer',
    definition:
      'An open-source remote signing service: nodes ask it over HTTP to sign blocks or transactions, so their private keys can stay in a separate key store or hardware module instead of on the node.',
    related: ['full-node'],
  },
  {
    term: 'Witness',
    anchor: 'witness',
    definition:
      'The values a prover plugs into a circuit to satisfy it, including any it keeps secret. A zero-knowledge proof convinces the verifier that a valid witness exists without revealing it.',
    related: ['circuit', 'zero-knowledge-proof'],
  },
  {
    term: 'Yield Boost',
    anchor: 'yield-boost',
    definition:
      'A Linea feature, live on Linea Mainnet since Beta v5.1 (March 2026), that stakes part of the ETH held by the canonical bridge contract on Ethereum through Lido v3 and passes the rewards to the Linea ecosystem, while a buffer of unstaked ETH serves withdrawals.',
    related: ['canonical-message-service', 'security-council'],
  },
  {
    term: 'Zero-knowledge proof',
    anchor: 'zero-knowledge-proof',
    definition:
      'A proof that a statement is true which reveals nothing beyond that fact. Rollups mostly value the succinctness of such proofs rather than their secrecy: Ethereum checks one small proof instead of re-executing many transactions.',
    related: ['zk-snark', 'soundness', 'completeness', 'witness'],
  },
  {
    term: 'Zero-knowledge rollup',
    anchor: 'zero-knowledge-rollup',
    definition:
      'A rollup that proves each batch valid with a succinct proof before its layer 1 accepts the new state, so withdrawals need no challenge window. Linea is a zero-knowledge rollup.',
    related: ['rollup', 'validity-proof', 'optimistic-rollup', 'zkevm'],
  },
  {
    term: 'zkEVM',
    anchor: 'zkevm',
    definition:
      'A system that runs EVM transactions and produces zero-knowledge proofs that it ran them correctly, so that existing Ethereum contracts and tools work unchanged. Linea is a zkEVM rollup.',
    related: ['ethereum-virtual-machine', 'type-2-zkevm', 'zero-knowledge-rollup'],
  },
  {
    term: 'zk-SNARK',
    anchor: 'zk-snark',
    definition:
      'A zero-knowledge succinct non-interactive argument of knowledge: a short proof, produced without any exchange with the verifier, that checks in about the same time however large the computation behind it. Linea submits a zk-SNARK to Ethereum for each finalization.',
    related: ['zero-knowledge-proof', 'succinct', 'plonk', 'fiat-shamir-heuristic'],
    legacyAnchors: ['zk-snark-zero-knowledge-succinct-non-interactive-argument-of-knowledge'],
  },
];

const byAnchor = new Map(glossary.map((entry) => [entry.anchor, entry]));

/** The entry with this anchor; throws so that a typo in `<Term id>` fails the build, not the reader. */
export function glossaryEntry(anchor: string): GlossaryEntry {
  const entry = byAnchor.get(anchor);
  if (!entry) throw new Error(`No glossary entry with anchor "${anchor}" (see src/data/glossary.ts)`);
  return entry;
}
