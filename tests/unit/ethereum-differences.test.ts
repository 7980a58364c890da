import { describe, expect, it } from 'vitest';
import {
  ethereumLimits,
  finalityStages,
  opcodeDifferences,
  precompiles,
  protocolDifferences,
  rpcDifferences,
  sources,
  transactionTypes,
} from '../../src/data/ethereum-differences';
import { moduleLimits } from '../../src/data/prover-limits';

const allSources = [
  ...Object.values(sources),
  ...opcodeDifferences.map((r) => r.source),
  ...precompiles.map((r) => r.source),
  ...transactionTypes.map((r) => r.source),
  ...protocolDifferences.map((r) => r.source),
  ...finalityStages.map((r) => r.source),
];

const unique = <T>(list: T[]) => new Set(list).size === list.length;

describe('Ethereum differences data', () => {
  it('cites an https source for every row', () => {
    for (const s of allSources) {
      expect(new URL(s.url).protocol, s.url).toBe('https:');
      expect(s.label.length).toBeGreaterThan(0);
    }
  });

  it('lists each opcode once, with its real opcode byte', () => {
    // Opcode bytes from the Ethereum yellow paper / EIP-4844 / EIP-7516.
    const bytes: Record<string, string> = { BLOCKHASH: '0x40', PREVRANDAO: '0x44', BLOBHASH: '0x49', BLOBBASEFEE: '0x4a' };
    expect(unique(opcodeDifferences.map((o) => o.opcode))).toBe(true);
    for (const o of opcodeDifferences) expect(o.hex, o.opcode).toBe(bytes[o.opcode]);
  });

  it('lists each precompile address once, in ascending order, with a note wherever Linea differs', () => {
    const addresses = precompiles.map((p) => BigInt(p.address));
    expect(unique(addresses.map(String))).toBe(true);
    expect([...addresses].sort((a, b) => (a < b ? -1 : 1))).toEqual(addresses);
    for (const p of precompiles) {
      expect(p.address).toMatch(/^0x[0-9a-f]+$/);
      if (p.status !== 'same') expect(p.note.length, p.name).toBeGreaterThan(0);
    }
    const unsupported = precompiles.filter((p) => p.status === 'unsupported').map((p) => p.name);
    expect(unsupported).toEqual(['RIPEMD-160', 'BLAKE2F']);
    expect(precompiles.find((p) => p.name === 'MODEXP')?.status).toBe('limited');
  });

  it('gives every limited precompile its per-block cap from the prover limits, and links them', () => {
    const figure = (name: string) => moduleLimits.find((m) => m.name === name)!.limit.toLocaleString('en-US');
    for (const p of precompiles.filter((x) => x.status === 'limited')) {
      expect(p.note, p.name).toContain('[module limits](/technology/prover/prover-limits)');
    }
    // IDENTITY has no precompile limit of its own in the limits file.
    expect(precompiles.filter((p) => p.status === 'same').map((p) => p.name)).toEqual(['IDENTITY']);
    const note = (prefix: string) => precompiles.find((p) => p.name.startsWith(prefix))!.note;
    expect(note('ECMUL')).toContain(`${figure('PRECOMPILE_ECMUL_EFFECTIVE_CALLS')} calls`);
    expect(note('POINT_EVALUATION')).toContain(`${figure('PRECOMPILE_BLS_POINT_EVALUATION_EFFECTIVE_CALLS')} successful calls`);
    expect(note('MODEXP')).toContain(`at most ${figure('PRECOMPILE_LARGE_MODEXP_EFFECTIVE_CALLS')} of them`);
  });

  it('covers transaction types 0 to 4, with blob transactions unsupported', () => {
    expect(transactionTypes.map((t) => t.type)).toEqual([0, 1, 2, 3, 4]);
    expect(transactionTypes.filter((t) => !t.supported).map((t) => t.eip)).toEqual(['EIP-4844']);
  });

  it('describes finality from soft to hard, and the Linea-only RPC methods once each', () => {
    expect(finalityStages.map((s) => s.stage)).toEqual(['Soft finality', 'Hard finality']);
    expect(unique(rpcDifferences.map((m) => m.method))).toBe(true);
    expect(rpcDifferences.map((m) => m.method)).toContain('linea_estimateGas');
  });

  it('links each RPC method to its reference page, named after the method', () => {
    for (const m of rpcDifferences.filter((d) => d.reference)) {
      expect(m.reference).toBe(`/api/reference/${m.method.toLowerCase().replace(/_/g, '-')}`);
    }
    expect(rpcDifferences.find((m) => m.method === 'linea_estimateGas')?.reference).toBeDefined();
  });

  it('gives every protocol difference both sides, and Ethereum a value for every limit', () => {
    for (const d of protocolDifferences) {
      expect(d.ethereum.length).toBeGreaterThan(0);
      expect(d.linea.length).toBeGreaterThan(0);
    }
    for (const value of Object.values(ethereumLimits)) expect(value.length).toBeGreaterThan(0);
  });
});
