/**
 * The blocks of a smart-contract reference page. src/plugins/contract-reference writes them into
 * each page, one per section and one per member, with the member headings as Markdown so that
 * Docusaurus lists them in the table of contents. All hashes arrive precomputed.
 */
import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export { ContractOverview } from './Overview';
export { ContractVersions } from './Versions';
export { ContractDeployments, ContractSectionPages } from './Deployments';
export { ContractFunction, ContractFunctionIndex } from './Functions';
export { ContractEvent } from './Events';
export { ContractError } from './Errors';
export { MemberIndex as ContractMemberIndex } from './shared';
export { ContractModifier } from './Modifiers';
export { ContractEnum, ContractStruct } from './Types';
export { ContractVariable } from './Variables';
export { ContractAbiIndex } from './AbiIndex';
export { ContractSources } from './Sources';

/** Wraps a whole reference page, so long identifiers and hashes wrap instead of overflowing. */
export function ContractReference({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.reference}>{children}</div>;
}
