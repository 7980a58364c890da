/**
 * The "Was this page helpful?" widget's rules, kept pure: where a vote is remembered, the issue a
 * "No" opens on the docs repository (the page's URL and title and the reader's comment, nothing
 * else), and the event pushed to the tag manager's data layer.
 */
export type Vote = 'yes' | 'no';

const KEY_PREFIX = 'linea-docs:feedback:';

export function storageKey(path: string): string {
  return `${KEY_PREFIX}${path}`;
}

/** The remembered vote, or null when there is none or storage is unavailable (blocked, private mode). */
export function readVote(storage: () => Storage, path: string): Vote | null {
  try {
    const value = storage().getItem(storageKey(path));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a vote when storage allows; false when it could not. */
export function writeVote(storage: () => Storage, path: string, vote: Vote): boolean {
  try {
    storage().setItem(storageKey(path), vote);
    return true;
  } catch {
    return false;
  }
}

/** Longest comment carried into the issue URL; GitHub and browsers refuse very long URLs. */
export const MAX_COMMENT = 2000;

export function issueUrl(repository: string, page: { url: string; title: string }, comment: string): string {
  const text = comment.trim().slice(0, MAX_COMMENT);
  const body = [`Page: ${page.url}`, `Title: ${page.title}`, '', text || '(no comment)'].join('\n');
  const params = new URLSearchParams({ title: `Docs feedback: ${page.title}`, body });
  return `${repository.replace(/\/$/, '')}/issues/new?${params.toString()}`;
}

export interface FeedbackEvent {
  event: 'docs_feedback';
  helpful: boolean;
  page_path: string;
  page_title: string;
  /** The reader's comment on a "Yes", sent only where a data layer exists to receive it. */
  comment?: string;
}

/** Pushes the event when a tag manager set up its data layer; a site without one gets nothing. */
export function pushFeedbackEvent(target: { dataLayer?: unknown }, event: FeedbackEvent): boolean {
  const layer = target.dataLayer;
  if (!Array.isArray(layer)) return false;
  layer.push(event);
  return true;
}
