/**
 * The smart-contract reference as a whole: every page of the inventory has data and an MDX page
 * that names it in its front matter, the data set is consistent (unique names, every base documented
 * or external, every type and cross-reference resolvable), and the selectors the pages show are
 * the ones solc computes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keccak256, stringToHex, toEventSelector, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import routes from '../fixtures/routes.json';
import { contractInfo, deployments } from '../../src/data/deployments';
import { contractData, contractPages } from '../../src/data/contracts/index';
import { HEAD } from '../../src/data/contracts/source';
import type { Param } from '../../src/data/contracts/types';
import { buildReference, collectAbi, type Hashers } from '../../src/lib/contractBuilder';
import { ContractIndex } from '../../src/lib/contractIndex';
import type { ContractReference } from '../../src/lib/contractReference';
import { packAbi, unpackAbi } from '../../src/lib/contractAbiIndex';
import { SECTIONS, visibleSections } from '../../src/lib/contractSections';
import { docFiles, repoRoot } from './support/docs';

const PREFIX = '/api/linea-smart-contracts';
const hashers: Hashers = {
  functionSelector: (s) => toFunctionSelector(s),
  eventTopic: (s) => toEventSelector(s),
  keccakOfString: (t) => keccak256(stringToHex(t)),
};
const index = new ContractIndex(contractData);
const references = new Map<string, ContractReference>(contractPages.map((p) => [p.path, buildReference(contractData, p.path, hashers, index)]));
const routePaths = [...new Set(routes.routes.map((r) => r.path).filter((p) => p.startsWith(PREFIX)))];
const mdxByPath = new Map(
  docFiles()
    .filter((d) => d.file.startsWith('docs/api/linea-smart-contracts/'))
    .map((d) => [`/${d.file.replace(/^docs\//, '').replace(/(\/index)?\.mdx$/, '')}`, d]),
);

describe('page inventory', () => {
  it('has data for exactly the smart-contract routes of the inventory', () => {
    expect(contractPages.map((p) => p.path).sort()).toEqual([...routePaths].sort());
  });

  it('has one MDX page per route, naming its reference in its front matter and importing nothing', () => {
    expect([...mdxByPath.keys()].sort()).toEqual([...routePaths].sort());
    for (const [path, doc] of mdxByPath) {
      expect(doc.frontMatter.contract, path).toBe(path.slice(PREFIX.length + 1));
      const outsideCode = doc.body.replace(/^```[\s\S]*?^```/gm, '');
      expect(outsideCode, path).not.toMatch(/^\s*(import|export)\s/m);
      expect(doc.body, path).not.toContain('loader.cjs');
    }
  });

  it('has a usage sample in the page exactly where the data announces one', () => {
    for (const page of contractPages) {
      expect(mdxByPath.get(page.path)!.body.trim() !== '', page.path).toBe(page.hasUsageSample === true);
    }
  });

  it('labels every sub-folder of the section with a _category_.json', () => {
    const folders = new Set([...mdxByPath.keys()].map((p) => p.split('/').slice(0, -1).join('/')).filter((p) => p.startsWith(PREFIX)));
    folders.add(PREFIX);
    folders.add(`${PREFIX}/tokenbridge`);
    for (const folder of folders) {
      const category = JSON.parse(readFileSync(join(repoRoot, 'docs', folder.slice(1), '_category_.json'), 'utf8')) as { label?: string; position?: number };
      expect(typeof category.label, folder).toBe('string');
      expect(typeof category.position, folder).toBe('number');
    }
  });
});

/** Parameters, return values and struct fields of any member. */
function paramsOf(member: object): Param[] {
  const m = member as { params?: Param[]; returns?: Param[]; fields?: Param[] };
  return [...(m.params ?? []), ...(m.returns ?? []), ...(m.fields ?? [])];
}

describe('data set', () => {
  const units = contractPages.flatMap((p) => p.units.map((unit) => ({ page: p, unit })));

  it('names every unit once', () => {
    const names = units.map((u) => u.unit.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('documents every inherited contract or marks it external', () => {
    for (const { unit } of units) {
      for (const base of unit.inherits) {
        expect(index.units.has(base) || index.externals.has(base), `${unit.name} inherits ${base}`).toBe(true);
      }
    }
  });

  it('gives every member a description and unique names, overloads aside', () => {
    for (const { unit } of units) {
      expect(unit.summary.trim(), unit.name).not.toBe('');
      const groups = { functions: unit.functions, events: unit.events, errors: unit.errors, modifiers: unit.modifiers, structs: unit.structs, enums: unit.enums, variables: unit.variables };
      for (const [group, members] of Object.entries(groups)) {
        const keys = (members ?? []).map((m) => ('params' in m && group === 'functions' ? `${m.name}(${m.params.map((p) => p.type).join(',')})` : m.name));
        expect(new Set(keys).size, `${unit.name} ${group}`).toBe(keys.length);
        for (const m of members ?? []) {
          expect(m.description.trim(), `${unit.name}.${m.name}`).not.toBe('');
          for (const p of paramsOf(m)) {
            expect(p.description.trim(), `${unit.name}.${m.name}.${p.name}`).not.toBe('');
          }
        }
      }
    }
  });

  it('points every source at the Linea monorepo; earlier versions say what replaced them', () => {
    for (const { page, unit } of units) {
      expect(unit.source.path, unit.name).toMatch(/^contracts\/(src|contracts)\/.+\.sol$/);
      expect(unit.source.commit, unit.name).toMatch(/^[0-9a-f]{40}$/);
      if (!page.history) expect(unit.source.commit, unit.name).toBe(HEAD.commit);
    }
    for (const page of contractPages.filter((p) => p.history)) {
      expect(page.units[0].source.commit).not.toBe(HEAD.commit);
      for (const name of page.history!.replacedBy) {
        expect(index.units.get(name)?.unit.source.commit, `${page.path} replaced by ${name}`).toBe(HEAD.commit);
      }
    }
  });

  it('renders deployed addresses from src/data/deployments.ts, on the page those entries point to', () => {
    for (const page of contractPages) {
      for (const key of page.deployments ?? []) {
        expect(contractInfo[key].referencePath, key).toBe(page.path);
        expect(deployments.mainnet[key] ?? deployments.sepolia[key], key).toBeDefined();
      }
    }
    for (const info of Object.values(contractInfo)) {
      if (!info.referencePath?.startsWith(PREFIX)) continue;
      expect(contractPages.find((p) => p.path === info.referencePath)?.deployments ?? [], info.key).toContain(info.key);
    }
  });
});

describe('built references', () => {
  it('builds every page, resolving every type, base, error and event reference', () => {
    expect(references.size).toBe(routePaths.length);
  });

  it('gives every section and member of a page a unique anchor, each member under a shown section', () => {
    for (const [path, ref] of references) {
      const sections = visibleSections(ref);
      const ids = [...sections.map((s) => s.id), ...sections.flatMap((s) => s.members.map((m) => m.value.id)), ...ref.units.map((u) => u.id)];
      expect(new Set(ids).size, path).toBe(ids.length);
      const listed = new Set(sections.flatMap((s) => s.members.map((m) => m.value.id)));
      for (const m of [...ref.functions, ...ref.events, ...ref.errors, ...ref.modifiers, ...ref.structs, ...ref.enums, ...ref.variables]) {
        expect(listed.has(m.id), `${path}#${m.id}`).toBe(true);
      }
      expect(sections.at(-1)!.id, path).toBe(SECTIONS.source.id);
      expect(sections.some((s) => s.key === 'usage'), path).toBe(ref.hasUsageSample);
      expect(sections.some((s) => s.key === 'abi'), path).toBe(ref.abi.rows.length > 0);
    }
  });

  it('shows a selector for every external or public function and a topic for every event', () => {
    for (const [path, ref] of references) {
      for (const fn of ref.functions) {
        const reachable = fn.visibility !== 'internal' && !['constructor', 'receive', 'fallback'].includes(fn.name);
        if (reachable) expect(fn.selector, `${path} ${fn.name}`).toMatch(/^0x[0-9a-f]{8}$/);
        else expect(fn.selector, `${path} ${fn.name}`).toBeUndefined();
      }
      for (const e of ref.events) expect(e.topic, `${path} ${e.name}`).toMatch(/^0x[0-9a-f]{64}$/);
      for (const e of ref.errors) expect(e.selector, `${path} ${e.name}`).toMatch(/^0x[0-9a-f]{8}$/);
    }
  });

  const find = <T extends { name: string }>(list: T[], name: string): T => {
    const found = list.find((m) => m.name === name);
    if (!found) throw new Error(`${name} not found`);
    return found;
  };

  it('matches the selectors solc computed for the monorepo', () => {
    const rollup = references.get(`${PREFIX}/linearollup`)!;
    expect(find(rollup.functions, 'finalizeBlocks').selector).toBe('0x755bc62f');
    expect(find(rollup.functions, 'submitBlobs').selector).toBe('0x99467a35');
    expect(find(references.get(`${PREFIX}/interfaces/l1/ilinearollup`)!.events, 'DataFinalizedV3').topic).toBe('0xa0262dc79e4ccb71ceac8574ae906311ae338aa4a2044fd4ec4b99fad5ab60cb');
    const l1 = references.get(`${PREFIX}/messageservice/l1/l1messageservice`)!;
    expect(find(l1.functions, 'claimMessageWithProof').selector).toBe('0x6463fb2a');
    expect(find(l1.functions, 'claimMessage').selector).toBe('0x491e0936');
    const zkevm = references.get(`${PREFIX}/zkevmv2`)!;
    expect(find(zkevm.variables, 'stateRootHashes').selector).toBe('0x8be745d1');
    expect(find(zkevm.variables, 'OPERATOR_ROLE').selector).toBe('0xf5b541a6');
    const bridge = references.get(`${PREFIX}/tokenbridge`)!;
    expect(find(bridge.functions, 'bridgeToken').selector).toBe('0x522ea81a');
    expect(find(bridge.variables, 'nativeToBridgedToken').selector).toBe('0x0f6f86ec');
    expect(find(bridge.functions, 'completeBridging').selector).toBe('0xe4d27451');
    const itb = references.get(`${PREFIX}/tokenbridge/interfaces/itokenbridge`)!;
    expect(find(itb.events, 'BridgingInitiatedV2').topic).toBe('0x8780a94875b70464f8ac6c28851501d32e7fd4ee574e4b94beb28923a3c42d9c');
    const generic = references.get(`${PREFIX}/interfaces/igenericerrors`)!;
    expect(find(generic.errors, 'ZeroAddressNotAllowed').selector).toBe('0x8579befe');
    const pause = references.get(`${PREFIX}/interfaces/ipausemanager`)!;
    expect(find(pause.errors, 'IsPaused').selector).toBe('0xc0a71b58');
  });

  it('matches the role identifiers solc folds keccak256("...") into', () => {
    const pauseManager = references.get(`${PREFIX}/lib/pausemanager`)!;
    expect(find(pauseManager.variables, 'PAUSE_ALL_ROLE').hashedValue).toBe('0x56bdc3c9ec86cb7db110a7699b2ade72f0b8819727d9f7d906b012641505fa77');
    expect(find(pauseManager.variables, 'SECURITY_COUNCIL_ROLE').hashedValue).toBe('0x1453a531db80c85f2d944d498709d84959bc5bf839eefe9acb784571e5a32118');
    expect(find(references.get(`${PREFIX}/zkevmv2`)!.variables, 'OPERATOR_ROLE').hashedValue).toBe(
      '0x97667070c54ef182b0f5858b034beac1b6f3089aa2d3188bb1e8929f4fa9b929',
    );
  });

  it('indexes the whole public interface of the deployed contracts, inherited members included', () => {
    // tests/unit/contract-abis.test.ts checks each index row by row against the compiled ABI.
    for (const path of ['linearollup', 'messageservice/l2/l2messageservice', 'tokenbridge', 'messageservice/lib/timelock']) {
      const ref = references.get(`${PREFIX}/${path}`)!;
      const rows = unpackAbi(ref.abi);
      expect(packAbi(rows), path).toEqual(ref.abi);
      const keys = rows.map((r) => `${r.kind} ${r.signature}`);
      expect(new Set(keys).size, path).toBe(keys.length);
    }
    const rollup = unpackAbi(references.get(`${PREFIX}/linearollup`)!.abi);
    expect(rollup.find((r) => r.signature === 'sendMessage(address,uint256,bytes)')?.href).toBe(`${PREFIX}/messageservice/l1/l1messageservice#sendMessage`);
    expect(rollup.find((r) => r.signature === 'finalizeBlocks(bytes,uint256,(bytes32,uint256,(bytes32,bytes32,bytes32,bytes32,bytes32),uint256,uint256,bytes32,bytes32,uint256,uint256,uint256,uint256,uint256,bytes32,bytes32[],address[],bytes))')?.hash).toBe('0x755bc62f');
    expect(rollup.find((r) => r.signature === 'grantRole(bytes32,address)')?.external).toBe(true);
  });

  it('lists interfaces, libraries and earlier versions without a selector index', () => {
    for (const ref of references.values()) {
      if (ref.kind === 'interface' || ref.kind === 'library' || ref.history) expect(ref.abi.rows, ref.path).toEqual([]);
    }
    expect(collectAbi(index, 'IGenericErrors', contractPages[0]!, hashers).map((r) => r.name)).toContain('ZeroAddressNotAllowed');
  });
});

describe('versions', () => {
  it('states on every page the version and commit it documents, and for each deployed contract built from it what runs on each network', () => {
    for (const [path, ref] of references) {
      const v = ref.versions;
      expect(v.commit, path).toBe(ref.units[0]?.commit);
      expect(v.date, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const host of v.deployedIn) {
        expect(host.networks.length, `${path} ${host.name}`).toBeGreaterThan(0);
        for (const n of host.networks) {
          const expected = !n.version || !host.version ? 'unversioned' : n.version === host.version ? 'same' : n.status;
          expect(n.status, `${path} ${host.name} ${n.network}`).toBe(expected);
        }
      }
      if (ref.history) expect(v.deployedIn, path).toEqual([]);
    }
  });

  it('finds the deployed contracts a unit belongs to through inheritance and declared use', () => {
    const hosts = (path: string) => references.get(`${PREFIX}/${path}`)!.versions.deployedIn.map((d) => d.name);
    expect(hosts('linearollup')).toEqual(['LineaRollup']);
    expect(hosts('interfaces/l1/ilinearollup')).toEqual(['LineaRollup']);
    expect(hosts('lib/pausemanager').sort()).toEqual(['L2MessageService', 'LineaRollup', 'TokenBridge']);
    expect(hosts('messageservice/lib/messagehashing').sort()).toEqual(['L2MessageService', 'LineaRollup']);
    expect(hosts('lib/mimc')).toEqual([]);
    expect(hosts('messageservice/l1/v1/l1messageservicev1')).toEqual([]);
  });

  it('marks LineaRollup 8.0 as deployed on Ethereum Mainnet and upcoming on Sepolia, where 7.1 is the last published upgrade', () => {
    const rollup = references.get(`${PREFIX}/interfaces/l1/ilinearollup`)!.versions;
    expect(rollup.version).toBe('8.0');
    expect(rollup.deployedIn[0]?.networks).toEqual([
      { network: 'ethereumMainnet', version: '8.0', since: '2026-07-14', status: 'same' },
      { network: 'ethereumSepolia', version: '7.1', since: '2026-03-24', status: 'newer' },
    ]);
  });

  it('points every declared use at a deployed contract that is not already an ancestor', () => {
    for (const page of contractPages.filter((p) => p.usedBy)) {
      for (const id of page.usedBy!) {
        const ancestry = index.ancestry(contractData.deployed[id].unit).map((u) => u.name);
        expect(ancestry, `${page.path} ${id}`).not.toContain(page.units[0].name);
      }
    }
  });
});
