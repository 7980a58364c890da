/**
 * Every signature the smart-contract reference documents, checked against the ABI solc emits for
 * the same source file at the same monorepo commit (tests/fixtures/contract-abis: one JSON file
 * per contract, compiled from Consensys/linea-monorepo with the solc npm package, pragmas relaxed
 * to the compiler at hand; the ABI does not depend on the 0.8 patch release).
 *
 * One way, each documented function, public getter, event and error of a unit is in that unit's
 * compiled ABI with the selector or topic the page shows. The other way, the selector index of a
 * deployable contract lists exactly its compiled ABI, so no member is left out.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { keccak256, stringToHex, toEventSelector, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { contractData, contractPages } from '../../src/data/contracts/index';
import { deployedContracts } from '../../src/data/contracts/releases';
import { buildReference, type Hashers } from '../../src/lib/contractBuilder';
import { unpackAbi } from '../../src/lib/contractAbiIndex';

interface AbiParam {
  type: string;
  components?: AbiParam[];
}
interface AbiEntry {
  type: string;
  name?: string;
  inputs?: AbiParam[];
}
interface CompiledContract {
  contract: string;
  source: string;
  commit: string;
  abi: AbiEntry[];
}

const FIXTURES = join(__dirname, '../fixtures/contract-abis');
const compiled = new Map<string, CompiledContract>(
  readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const record = JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')) as CompiledContract;
      return [record.contract, record];
    }),
);

/** The canonical type of an ABI parameter: tuples spelled out as their component types. */
function canonical(p: AbiParam): string {
  if (!p.type.startsWith('tuple')) return p.type;
  return `(${(p.components ?? []).map(canonical).join(',')})${p.type.slice('tuple'.length)}`;
}

/** `kind signature` of every function, event and error of a compiled ABI. */
function abiKeys(abi: readonly AbiEntry[]): Set<string> {
  return new Set(
    abi
      .filter((e) => e.type === 'function' || e.type === 'event' || e.type === 'error')
      .map((e) => `${e.type} ${e.name}(${(e.inputs ?? []).map(canonical).join(',')})`),
  );
}

const hashers: Hashers = {
  functionSelector: (s) => toFunctionSelector(s),
  eventTopic: (s) => toEventSelector(s),
  keccakOfString: (t) => keccak256(stringToHex(t)),
};
const references = contractPages.map((p) => buildReference(contractData, p.path, hashers));
const units = contractPages.flatMap((p) => p.units);

describe('compiled ABI fixtures', () => {
  it('exist for every documented unit, from the file and commit the page cites', () => {
    for (const unit of units) {
      const record = compiled.get(unit.name);
      expect(record, unit.name).toBeDefined();
      expect(record!.source, unit.name).toBe(unit.source.path);
      expect(record!.commit, unit.name).toBe(unit.source.commit);
    }
  });

  it('spell tuples out as their component types', () => {
    expect(canonical({ type: 'tuple[]', components: [{ type: 'address' }, { type: 'tuple', components: [{ type: 'uint8' }] }] })).toBe('(address,(uint8))[]');
  });
});

describe('documented signatures', () => {
  for (const ref of references) {
    it(`${ref.path}: every selector, topic and signature is in the compiled ABI`, () => {
      for (const unitInfo of ref.units) {
        const keys = abiKeys(compiled.get(unitInfo.name)!.abi);
        const declaredHere = (m: { declaredIn?: string }) => (m.declaredIn ?? ref.units[0]!.name) === unitInfo.name;
        for (const fn of ref.functions.filter(declaredHere)) {
          if (!fn.signature) continue;
          expect(keys, `${unitInfo.name}.${fn.signature}`).toContain(`function ${fn.signature}`);
          expect(fn.selector, fn.signature).toBe(toFunctionSelector(fn.signature));
        }
        for (const v of ref.variables.filter(declaredHere)) {
          if (!v.signature) continue;
          expect(keys, `${unitInfo.name}.${v.signature}`).toContain(`function ${v.signature}`);
          expect(v.selector, v.signature).toBe(toFunctionSelector(v.signature));
        }
        for (const e of ref.events.filter(declaredHere)) {
          expect(keys, `${unitInfo.name}.${e.signature}`).toContain(`event ${e.signature}`);
          expect(e.topic, e.signature).toBe(toEventSelector(e.signature));
        }
        for (const e of ref.errors.filter(declaredHere)) {
          expect(keys, `${unitInfo.name}.${e.signature}`).toContain(`error ${e.signature}`);
          expect(e.selector, e.signature).toBe(toFunctionSelector(e.signature));
        }
      }
    });
  }
});

describe('selector indexes', () => {
  for (const ref of references.filter((r) => r.abi.rows.length > 0)) {
    it(`${ref.path}: lists exactly the compiled ABI of ${ref.title}`, () => {
      const documented = new Set(unpackAbi(ref.abi).map((r) => `${r.kind} ${r.signature}`));
      const actual = abiKeys(compiled.get(ref.title)!.abi);
      expect([...documented].filter((k) => !actual.has(k)), 'documented but not in the ABI').toEqual([]);
      expect([...actual].filter((k) => !documented.has(k)), 'in the ABI but not documented').toEqual([]);
    });
  }
});

describe('version additions', () => {
  it('list exactly what the documented version adds to the ABI of the one before it', () => {
    for (const deployed of Object.values(deployedContracts).filter((d) => d.additions)) {
      const { version, previous, members } = deployed.additions!;
      const earlier = JSON.parse(readFileSync(join(FIXTURES, 'earlier', `${deployed.unit}-${previous}.json`), 'utf8')) as CompiledContract & { version: string };
      expect(earlier.version).toBe(previous);
      const before = abiKeys(earlier.abi);
      const now = abiKeys(compiled.get(deployed.unit)!.abi);
      expect([...members].sort(), `${deployed.unit} ${version}`).toEqual([...now].filter((k) => !before.has(k)).sort());
    }
  });

  it('mark those members on every page that documents them', () => {
    const rollup = references.find((r) => r.title === 'LineaRollup')!;
    expect(rollup.functions.find((f) => f.name === 'finalizeBlocks')?.addedIn).toBe('8.0');
    expect(rollup.functions.find((f) => f.name === 'submitBlobs')?.addedIn).toBeUndefined();
    const iface = references.find((r) => r.title === 'ILineaRollup')!;
    expect(iface.events.find((e) => e.name === 'FinalizedStateUpdated')?.addedIn).toBe('8.0');
    expect(iface.events.find((e) => e.name === 'DataFinalizedV3')?.addedIn).toBeUndefined();
  });
});
