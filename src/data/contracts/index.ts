/**
 * Every smart-contract reference page, plus the external bases they inherit from. The reference
 * plugin (src/plugins/contract-reference) resolves types, links and inherited members across
 * this whole set, and tests/unit/contract-reference-data.test.ts validates it.
 */
import type { ContractPage, DataSet } from './types';
import { contractTypes, externalBases } from './external';
import { deployedContracts } from './releases';
import { HEAD, HISTORICAL } from './source';
import igenericerrors from './interfaces/igenericerrors';
import imessageservice from './interfaces/imessageservice';
import ipausemanager from './interfaces/ipausemanager';
import ipermissionsmanager from './interfaces/ipermissionsmanager';
import iratelimiter from './interfaces/iratelimiter';
import il1messagemanager from './interfaces/l1/il1messagemanager';
import il1messagemanagerv1 from './interfaces/l1/il1messagemanagerv1';
import il1messageservice from './interfaces/l1/il1messageservice';
import ilinearollup from './interfaces/l1/ilinearollup';
import iplonkverifier from './interfaces/l1/iplonkverifier';
import izkevmv2 from './interfaces/l1/izkevmv2';
import il2messagemanager from './interfaces/l2/il2messagemanager';
import il2messagemanagerv1 from './interfaces/l2/il2messagemanagerv1';
import il2messageservicev1 from './interfaces/l2/il2messageservicev1';
import callforwardingproxy from './lib/callforwardingproxy';
import l2messageservicepausemanager from './lib/l2messageservicepausemanager';
import linearolluppausemanager from './lib/linearolluppausemanager';
import mimc from './lib/mimc';
import pausemanager from './lib/pausemanager';
import permissionsmanager from './lib/permissionsmanager';
import sparsemerkleproof from './lib/sparsemerkleproof';
import tokenbridgepausemanager from './lib/tokenbridgepausemanager';
import utils from './lib/utils';
import linearollup from './linearollup';
import l1messagemanager from './messageservice/l1/l1messagemanager';
import l1messageservice from './messageservice/l1/l1messageservice';
import transientstoragereentrancyguardupgradeable from './messageservice/l1/transientstoragereentrancyguardupgradeable';
import l1messagemanagerv1 from './messageservice/l1/v1/l1messagemanagerv1';
import l1messageservicev1 from './messageservice/l1/v1/l1messageservicev1';
import l2messagemanager from './messageservice/l2/l2messagemanager';
import l2messageservice from './messageservice/l2/l2messageservice';
import l2messagemanagerv1 from './messageservice/l2/v1/l2messagemanagerv1';
import l2messageservicev1 from './messageservice/l2/v1/l2messageservicev1';
import messagehashing from './messageservice/lib/messagehashing';
import ratelimiter from './messageservice/lib/ratelimiter';
import sparsemerkletreeverifier from './messageservice/lib/sparsemerkletreeverifier';
import timelock from './messageservice/lib/timelock';
import transientstoragehelpers from './messageservice/lib/transientstoragehelpers';
import messageservicebase from './messageservice/messageservicebase';
import bridgedtoken from './tokenbridge/bridgedtoken';
import custombridgedtoken from './tokenbridge/custombridgedtoken';
import itokenbridge from './tokenbridge/interfaces/itokenbridge';
import storagefiller39 from './tokenbridge/lib/storagefiller39';
import tokenbridge from './tokenbridge/tokenbridge';
import zkevmv2 from './zkevmv2';

export const contractPages: ContractPage[] = [
  igenericerrors,
  imessageservice,
  ipausemanager,
  ipermissionsmanager,
  iratelimiter,
  il1messagemanager,
  il1messagemanagerv1,
  il1messageservice,
  ilinearollup,
  iplonkverifier,
  izkevmv2,
  il2messagemanager,
  il2messagemanagerv1,
  il2messageservicev1,
  callforwardingproxy,
  l2messageservicepausemanager,
  linearolluppausemanager,
  mimc,
  pausemanager,
  permissionsmanager,
  sparsemerkleproof,
  tokenbridgepausemanager,
  utils,
  linearollup,
  l1messagemanager,
  l1messageservice,
  transientstoragereentrancyguardupgradeable,
  l1messagemanagerv1,
  l1messageservicev1,
  l2messagemanager,
  l2messageservice,
  l2messagemanagerv1,
  l2messageservicev1,
  messagehashing,
  ratelimiter,
  sparsemerkletreeverifier,
  timelock,
  transientstoragehelpers,
  messageservicebase,
  bridgedtoken,
  custombridgedtoken,
  itokenbridge,
  storagefiller39,
  tokenbridge,
  zkevmv2,
];

export const contractData: DataSet = {
  pages: contractPages,
  externalBases,
  contractTypes,
  deployed: deployedContracts,
  commitDates: Object.fromEntries([HEAD, ...Object.values(HISTORICAL)].map((c) => [c.commit, c.date])),
};
