import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { copyText, type CopyResult } from '@site/src/lib/clipboard';
import styles from './styles.module.css';

export interface Props {
  /** The exact text put on the clipboard. */
  value: string;
  /** What the value is, for the button's accessible name and the announcement ("chain ID of Linea Sepolia"). */
  label: string;
}

const RESET_AFTER_MS = 2000;

/** A small button beside a value that copies it, then says so visibly and to screen readers. */
export default function CopyButton({ value, label }: Props): ReactNode {
  const [result, setResult] = useState<CopyResult | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    clearTimeout(timer.current);
    setResult(undefined);
    const outcome = await copyText(value);
    setResult(outcome);
    timer.current = setTimeout(() => setResult(undefined), RESET_AFTER_MS);
  };

  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={clsx(styles.button, result === 'copied' && styles.copied, result === 'failed' && styles.failed)}
        onClick={onClick}
        // The name starts with the word the button shows (WCAG 2.5.3, label in name), so a reader who
        // speaks to the computer can say what they see, "Copied" included.
        aria-label={result === 'copied' ? `Copied ${label}` : result === 'failed' ? `Not copied: ${label}` : `Copy ${label}`}
        title={`Copy ${label}`}
      >
        {result === 'copied' ? 'Copied' : result === 'failed' ? 'Not copied' : 'Copy'}
      </button>
      <span role="status" className={styles.visuallyHidden}>
        {result === 'copied' && `Copied the ${label} to the clipboard.`}
        {result === 'failed' && `Could not copy the ${label}. Select the value and copy it by hand.`}
      </span>
    </span>
  );
}
