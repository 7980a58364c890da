/**
 * Section headings of a contract reference page, in page order; the ids are stable anchors.
 * Kept apart from contractReference.ts so the page component imports these few strings and
 * nothing of the build-time code.
 */
export const SECTIONS = {
  sectionPages: { id: 'in-this-section', title: 'In this section' },
  deployments: { id: 'deployed-addresses', title: 'Deployed addresses' },
  usage: { id: 'use-it-from-your-code', title: 'Use it from your code' },
  functions: { id: 'functions', title: 'Functions' },
  events: { id: 'events', title: 'Events' },
  errors: { id: 'errors', title: 'Errors' },
  modifiers: { id: 'modifiers', title: 'Modifiers' },
  types: { id: 'types', title: 'Structs and enums' },
  variables: { id: 'constants-and-state-variables', title: 'Constants and state variables' },
  abi: { id: 'selector-index', title: 'Selector index' },
  source: { id: 'source-and-inheritance', title: 'Source and inheritance' },
} as const;
