/**
 * Safe smart-account contracts deployed on Linea, per Safe release. Safe deploys its contracts
 * deterministically, so the canonical addresses are the same on Linea Mainnet and Linea Sepolia;
 * `networks` records where each release is deployed. tests/unit/safe-deployments.test.ts checks
 * every address is EIP-55 checksummed and unique within a release.
 *
 * Source: safe-global/safe-deployments, `src/assets/<version>/*.json`, `networkAddresses` for
 * chain IDs 59144 and 59141, `canonical` deployment type.
 */
import type { NetworkId } from './networks';

export type SafeVersion = '1.5.0' | '1.4.1' | '1.3.0';

export interface SafeContract {
  /** Contract name as Safe publishes it. */
  name: string;
  address: `0x${string}`;
}

export interface SafeRelease {
  version: SafeVersion;
  networks: readonly NetworkId[];
  contracts: readonly SafeContract[];
}

export const safeDeploymentsSource = 'https://github.com/safe-global/safe-deployments/tree/main/src/assets';

export const safeReleases: readonly SafeRelease[] = [
  {
    version: '1.5.0',
    networks: ['mainnet', 'sepolia'],
    contracts: [
      { name: 'Safe', address: '0xFf51A5898e281Db6DfC7855790607438dF2ca44b' },
      { name: 'SafeL2', address: '0xEdd160fEBBD92E350D4D398fb636302fccd67C7e' },
      { name: 'SafeProxyFactory', address: '0x14F2982D601c9458F93bd70B218933A6f8165e7b' },
      { name: 'CompatibilityFallbackHandler', address: '0x3EfCBb83A4A7AfcB4F68D501E2c2203a38be77f4' },
      { name: 'ExtensibleFallbackHandler', address: '0x85a8ca358D388530ad0fB95D0cb89Dd44Fc242c3' },
      { name: 'TokenCallbackHandler', address: '0x54e86d004d71a8D2112ec75FaCE57D730b0433F3' },
      { name: 'MultiSend', address: '0x218543288004CD07832472D464648173c77D7eB7' },
      { name: 'MultiSendCallOnly', address: '0xA83c336B20401Af773B6219BA5027174338D1836' },
      { name: 'CreateCall', address: '0x2Ef5ECfbea521449E4De05EDB1ce63B75eDA90B4' },
      { name: 'SignMessageLib', address: '0x4FfeF8222648872B3dE295Ba1e49110E61f5b5aa' },
      { name: 'SimulateTxAccessor', address: '0x07EfA797c55B5DdE3698d876b277aBb6B893654C' },
      { name: 'SafeMigration', address: '0x6439e7ABD8Bb915A5263094784C5CF561c4172AC' },
      { name: 'SafeToL2Setup', address: '0x900C7589200010D6C6eCaaE5B06EBe653bc2D82a' },
    ],
  },
  {
    version: '1.4.1',
    networks: ['mainnet', 'sepolia'],
    contracts: [
      { name: 'Safe', address: '0x41675C099F32341bf84BFc5382aF534df5C7461a' },
      { name: 'SafeL2', address: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762' },
      { name: 'SafeProxyFactory', address: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67' },
      { name: 'CompatibilityFallbackHandler', address: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99' },
      { name: 'MultiSend', address: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526' },
      { name: 'MultiSendCallOnly', address: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2' },
      { name: 'CreateCall', address: '0x9b35Af71d77eaf8d7e40252370304687390A1A52' },
      { name: 'SignMessageLib', address: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9' },
      { name: 'SimulateTxAccessor', address: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199' },
      { name: 'SafeMigration', address: '0x526643F69b81B008F46d95CD5ced5eC0edFFDaC6' },
      { name: 'SafeToL2Migration', address: '0xfF83F6335d8930cBad1c0D439A841f01888D9f69' },
      { name: 'SafeToL2Setup', address: '0xBD89A1CE4DDe368FFAB0eC35506eEcE0b1fFdc54' },
    ],
  },
  {
    version: '1.3.0',
    networks: ['mainnet', 'sepolia'],
    contracts: [
      { name: 'GnosisSafe', address: '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552' },
      { name: 'GnosisSafeL2', address: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E' },
      { name: 'GnosisSafeProxyFactory', address: '0xa6B71E26C5e0845f74c812102Ca7114b6a896AB2' },
      { name: 'CompatibilityFallbackHandler', address: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4' },
      { name: 'MultiSend', address: '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761' },
      { name: 'MultiSendCallOnly', address: '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D' },
      { name: 'CreateCall', address: '0x7cbB62EaA69F79e6873cD1ecB2392971036cFAa4' },
      { name: 'SignMessageLib', address: '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2' },
      { name: 'SimulateTxAccessor', address: '0x59AD6735bCd8152B84860Cb256dD9e96b85F69Da' },
    ],
  },
];

/**
 * Safe 1.3.0's second deployment on both Linea networks, of `eip155` type (the other releases have
 * only the canonical one). safe-global/safe-deployments at d0989c95 (2026-08-17),
 * src/assets/v1.3.0/gnosis_safe_l2.json and proxy_factory.json, networkAddresses 59144 and 59141.
 */
export const safe130Eip155 = {
  GnosisSafeL2: '0xfb1bffC9d739B8D520DaF37dF666da4C687191EA',
  GnosisSafeProxyFactory: '0xC22834581EbC8527d974F8a1c97E1bEA4EF910BC',
} as const satisfies Record<string, `0x${string}`>;

export function safeRelease(version: SafeVersion): SafeRelease {
  const release = safeReleases.find((r) => r.version === version);
  if (!release) throw new Error(`No Safe ${version} deployment on Linea`);
  return release;
}
