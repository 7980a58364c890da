import React, { type ReactNode } from 'react';
import Cards, { type CardItem, type Props as CardsProps } from '@site/src/components/Cards';
import { useDocPaths } from './useDocPaths';

export interface Props extends CardsProps {
  /** Shown instead of the grid when none of the linked pages exists in this build. */
  fallback: ReactNode;
}

/**
 * Cards whose internal links point at pages of this build only: a card for a page that is not
 * published (yet) is left out instead of producing a broken link. External links always show.
 */
export default function AvailableCards({ items, fallback, ...rest }: Props): ReactNode {
  const paths = useDocPaths();
  const available = items.filter((item: CardItem) => !item.href.startsWith('/') || paths.has(item.href));
  if (available.length === 0) return <p>{fallback}</p>;
  return <Cards items={available} {...rest} />;
}
