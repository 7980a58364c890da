import React, { type ReactNode } from 'react';
import type { TextPart } from '../engine/types';

/** Text with its matched words in <mark>; rendered as text nodes, so nothing in it is ever HTML. */
export default function TextParts({ parts }: { parts: readonly TextPart[] }): ReactNode {
  return parts.map((part, n) => (part.mark ? <mark key={n}>{part.text}</mark> : <React.Fragment key={n}>{part.text}</React.Fragment>));
}
