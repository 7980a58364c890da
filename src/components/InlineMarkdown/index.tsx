import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

interface Props {
  /** Plain text from typed data, with `backticks` for code and [text](/path) for links. */
  text: string;
}

/**
 * The inline Markdown that typed data may carry, rendered: `backticks` as inline code and
 * [text](/path) as links. Data stays plain text; nothing else is interpreted, so a stray `*` or
 * `<` shows as written.
 */
export default function InlineMarkdown({ text }: Props): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    nodes.push(...withCode(text.slice(last, match.index), `t${last}`));
    nodes.push(
      <Link key={`l${match.index}`} to={match[2]!}>
        {withCode(match[1]!, `l${match.index}`)}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  nodes.push(...withCode(text.slice(last), `t${last}`));
  return nodes;
}

/** Odd parts between backticks are code; an unpaired backtick is kept as written. */
function withCode(text: string, key: string): ReactNode[] {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return [<React.Fragment key={key}>{text}</React.Fragment>];
  return parts.map((part, i) => (i % 2 === 1 ? <code key={`${key}-${i}`}>{part}</code> : <React.Fragment key={`${key}-${i}`}>{part}</React.Fragment>));
}
