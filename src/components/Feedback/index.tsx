import React, { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { site } from '@site/src/config/site';
import { MAX_COMMENT, issueUrl, pushFeedbackEvent, readVote, writeVote, type Vote } from '@site/src/lib/feedback';
import styles from './styles.module.css';

interface Props {
  /** The page's title, as the issue and the event name it. */
  title: string;
}

const storage = () => window.localStorage;

/** Votes made in another tab show up here too. */
function onStorage(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

function noSubscription(): () => void {
  return () => undefined;
}

/**
 * "Was this page helpful?" under every doc. A vote is remembered per page where local storage
 * allows, and the widget works the same where it does not. "No" leads to a prefilled issue on the
 * docs repository; both answers reach the tag manager when the site has one. Nothing is sent
 * anywhere else. Mount it with the page path as its key, so a new page starts afresh.
 */
export default function Feedback({ title }: Props): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const stored = useSyncExternalStore(onStorage, () => readVote(storage, pathname), () => null);
  const hasDataLayer = useSyncExternalStore(noSubscription, () => Array.isArray((window as { dataLayer?: unknown }).dataLayer), () => false);
  // The vote of this visit: shown even where storage refuses to keep it.
  const [chosen, setChosen] = useState<Vote | null>(null);
  const vote = chosen ?? stored;
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const commentId = useId();
  const headingId = useId();
  // Sending removes the form, and the Send button with it: focus goes back to the pressed "Yes",
  // which stays, rather than to the top of the page; the status region announces the thanks.
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) yesRef.current?.focus();
  }, [sent]);

  const page = { url: `${siteConfig.url}${pathname}`, title };

  function choose(choice: Vote): void {
    setChosen(choice);
    setSent(false);
    writeVote(storage, pathname, choice);
    pushFeedbackEvent(window as { dataLayer?: unknown }, { event: 'docs_feedback', helpful: choice === 'yes', page_path: pathname, page_title: title });
  }

  function sendComment(event: FormEvent): void {
    event.preventDefault();
    if (comment.trim()) {
      pushFeedbackEvent(window as { dataLayer?: unknown }, { event: 'docs_feedback', helpful: true, page_path: pathname, page_title: title, comment: comment.trim().slice(0, MAX_COMMENT) });
    }
    setSent(true);
  }

  return (
    <section className={styles.feedback} aria-labelledby={headingId} data-llms="skip">
      <h2 id={headingId} className={styles.question}>
        Was this page helpful?
      </h2>
      <div className={styles.choices}>
        <button type="button" ref={yesRef} className={styles.choice} aria-pressed={vote === 'yes'} onClick={() => choose('yes')}>
          Yes
        </button>
        <button type="button" className={styles.choice} aria-pressed={vote === 'no'} onClick={() => choose('no')}>
          No
        </button>
      </div>
      <div role="status" className={styles.status}>
        {vote === 'yes' && (sent ? 'Thank you for the comment.' : 'Thank you. Glad it helped.')}
        {vote === 'no' && 'Sorry it missed. Tell us what was wrong or missing.'}
      </div>
      {vote === 'no' && (
        <div className={styles.followUp}>
          <label htmlFor={commentId}>What were you looking for? (optional)</label>
          <textarea id={commentId} className={styles.comment} rows={3} maxLength={MAX_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} />
          <a className={styles.submit} href={issueUrl(site.sourceRepository, page, comment)} target="_blank" rel="noopener noreferrer">
            Open an issue on GitHub
          </a>
          <p className={styles.note}>The issue holds this page&apos;s address and title and your comment, nothing else. You need a GitHub account to submit it.</p>
        </div>
      )}
      {vote === 'yes' && hasDataLayer && !sent && (
        <form className={styles.followUp} onSubmit={sendComment}>
          <label htmlFor={commentId}>Anything to add? (optional)</label>
          <textarea id={commentId} className={styles.comment} rows={2} maxLength={MAX_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} />
          <button type="submit" className={styles.submit}>
            Send
          </button>
        </form>
      )}
    </section>
  );
}
