/**
 * The languages every JSON-RPC reference page shows its request in, in tab order. One list, so
 * the tabs, the sample generators and their tests agree; the shared `groupId` (also the query
 * string key) makes a reader's choice follow them from page to page.
 */
export const codeLanguages = [
  { id: 'curl', label: 'curl', prism: 'bash', fileName: 'request.sh' },
  { id: 'python', label: 'Python', prism: 'python', fileName: 'request.py' },
  { id: 'go', label: 'Go', prism: 'go', fileName: 'main.go' },
  { id: 'nodejs', label: 'Node.js', prism: 'javascript', fileName: 'request.mjs' },
] as const;

export type CodeLanguage = (typeof codeLanguages)[number];
export type CodeLanguageId = CodeLanguage['id'];

/** `<Tabs groupId>` of the request samples, and the query string key that selects a tab. */
export const CODE_LANGUAGE_GROUP_ID = 'language';

export const DEFAULT_CODE_LANGUAGE: CodeLanguageId = 'curl';
