import { describe, expect, it } from 'vitest';
import { contractAddress } from '../../src/data/deployments';
import {
  groupSourceUrl,
  groupsOf,
  optionAnchor,
  optionGroups,
  optionsIn,
  pluginOptions,
  pluginOptionsSource,
} from '../../src/data/linea-besu-plugin-options';

describe('Linea Besu plugin options data', () => {
  it('names every option once, each a --plugin-linea- flag in kebab case', () => {
    const names = pluginOptions.map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^--plugin-linea-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every option a known group, a type and a description', () => {
    const groups = new Set(optionGroups.map((g) => g.id));
    for (const o of pluginOptions) {
      expect(groups.has(o.group), `${o.name}: group ${o.group}`).toBe(true);
      expect(o.type, o.name).toMatch(/^[A-Z][A-Z0-9_<>[\]]*$/);
      expect(o.description.length, o.name).toBeGreaterThan(10);
      expect(o.description, o.name).toMatch(/[.)]$/);
      if (o.default !== null) expect(o.default.trim(), o.name).not.toBe('');
    }
  });

  it('keeps defaults consistent with the declared type', () => {
    for (const o of pluginOptions.filter((p) => p.default !== null)) {
      const value = o.default as string;
      if (['BOOLEAN', 'BOOL', 'CACHING'].includes(o.type)) expect(['true', 'false'], o.name).toContain(value);
      if (['INTEGER', 'INT', 'LONG', 'SERVER_PORT', 'BLOCK_COUNT', 'REQUEST_COUNT_LIMIT'].includes(o.type)) expect(value, o.name).toMatch(/^\d+$/);
      if (o.type === 'FLOAT') expect(value, o.name).toMatch(/^\d+(\.\d+)?$/);
      if (o.type === 'ADDRESS') expect(value, o.name).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
  });

  it('fills every group, and each group belongs to one plugin family', () => {
    const ids = optionGroups.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of optionGroups) {
      expect(optionsIn(g.id).length, g.id).toBeGreaterThan(0);
      expect(g.path, g.id).toMatch(new RegExp(`/${g.className}\\.java$`));
      expect(g.configKey, g.id).toMatch(/^[a-z0-9-]+$/);
    }
    expect(groupsOf('sequencer').length + groupsOf('tracer').length).toBe(optionGroups.length);
  });

  it('records profile values only as strings, for at least one network', () => {
    for (const o of pluginOptions.filter((p) => p.profiles)) {
      const values = Object.values(o.profiles ?? {});
      expect(values.length, o.name).toBeGreaterThan(0);
      for (const v of values) expect(typeof v, o.name).toBe('string');
    }
  });

  it('records where the options were read', () => {
    const s = pluginOptionsSource;
    expect(s.repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Number.isNaN(Date.parse(s.committedAt))).toBe(false);
    const first = optionGroups[0]!;
    expect(groupSourceUrl(first)).toBe(`${s.repository}/blob/${s.commit}/${first.path}`);
    expect(optionAnchor('--plugin-linea-max-block-gas')).toBe('plugin-linea-max-block-gas');
  });
  it("holds the Mainnet profile's bridge contract to Linea Mainnet's L2MessageService in deployments.ts", () => {
    const bridge = pluginOptions.find((o) => o.name === '--plugin-linea-l1l2-bridge-contract');
    expect(bridge?.profiles?.mainnet?.toLowerCase()).toBe(contractAddress('mainnet', 'l2MessageService').toLowerCase());
    // The Sepolia profile names a devnet address, which the page explains; it is not Sepolia's.
    expect(bridge?.profiles?.sepolia?.toLowerCase()).not.toBe(contractAddress('sepolia', 'l2MessageService').toLowerCase());
  });
});
