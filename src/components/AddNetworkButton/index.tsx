import React, { useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { networks, type NetworkId } from '@site/src/data/networks';
import {
  addOrSwitchNetwork,
  injectedProvider,
  outcomeMessage,
  type AddNetworkOutcome,
} from '@site/src/lib/walletNetwork';
import NetworkParameters from '@site/src/components/NetworkParameters';
import styles from './styles.module.css';

export interface Props {
  network: NetworkId;
}

type State = { phase: 'idle' } | { phase: 'waiting' } | { phase: 'done'; outcome: AddNetworkOutcome };

/**
 * Asks the browser wallet to switch to a Linea network, adding it first if the wallet does not
 * know it. Every answer (approval, refusal, error, no wallet, silence) ends in a message and a
 * usable button; the logic lives in src/lib/walletNetwork.ts.
 */
export default function AddNetworkButton({ network }: Props): ReactNode {
  const target = networks[network];
  const [state, setState] = useState<State>({ phase: 'idle' });
  // Only the latest click may update the page, even if an older wallet prompt answers late.
  const attempt = useRef(0);
  const waiting = state.phase === 'waiting';

  const onClick = async () => {
    if (waiting) return;
    const id = ++attempt.current;
    setState({ phase: 'waiting' });
    const outcome = await addOrSwitchNetwork(injectedProvider(window), target);
    if (id === attempt.current) setState({ phase: 'done', outcome });
  };

  const message = state.phase === 'done' ? outcomeMessage(state.outcome, target.name) : undefined;

  return (
    <div className={styles.root} data-network={network}>
      <button
        type="button"
        className={clsx('button button--primary', styles.button, waiting && styles.waiting)}
        onClick={onClick}
        // aria-disabled rather than disabled: the button keeps keyboard focus while the wallet is open.
        aria-disabled={waiting}
      >
        {`Add ${target.name} to your wallet`}
      </button>
      <p role="status" aria-live="polite" className={clsx(styles.status, message && styles[message.tone])}>
        {waiting ? 'Waiting for your wallet: approve or decline the request there.' : message?.text}
      </p>
      {message?.showManualParameters && (
        <div className={styles.manual}>
          <NetworkParameters networks={[network]} />
        </div>
      )}
    </div>
  );
}
