// Ejected: the classic theme's tabs without their remount after hydration, which re-rendered every tab (and re-highlighted its code) on every page load; the selected tab is synced from the query string and storage in a layout effect, so the server's markup can stay.
import React, { cloneElement, useId, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import LinkNote from '@site/src/components/LinkNote';
import { quotedLinkValue } from '@site/src/lib/linkValue';
import { sanitizeTabsChildren, useQueryStringValue, useScrollPositionBlocker, useTabs, type TabItemProps } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

type TabsState = ReturnType<typeof useTabs>;

/**
 * The ids that tie each tab to its panel (the WAI-ARIA tabs pattern: a tab's `aria-controls` names
 * its panel, a panel's `aria-labelledby` its tab), by the tab's place in the set. A tab given an id
 * of its own in its `attributes` keeps it.
 */
interface TabIds {
  tab: (index: number) => string;
  panel: (index: number) => string;
}

function useTabIds(tabValues: TabsState['tabValues']): TabIds {
  const base = useId();
  return {
    tab: (index) => {
      const own = tabValues[index]?.attributes?.id;
      return typeof own === 'string' && own !== '' ? own : `${base}-tab-${index}`;
    },
    panel: (index) => `${base}-panel-${index}`,
  };
}

function TabList({ className, block, lazy, selectedValue, selectValue, tabValues, ids }: Props & TabsState & { ids: TabIds }): ReactNode {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const handleTabChange = (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => {
    const value = tabValues[tabRefs.indexOf(event.currentTarget)]!.value;
    if (value === selectedValue) return;
    blockElementScrollPositionUntilNextRender(event.currentTarget);
    selectValue(value);
  };

  // The WAI-ARIA tabs pattern with manual activation: arrow keys move focus along the tabs
  // (wrapping round), Home and End to the first and last; Enter or Space selects the focused one.
  // The page does not scroll on Space, Home or End while a tab has focus.
  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabRefs.indexOf(event.currentTarget);
    const focusTab = (tab: HTMLLIElement | null | undefined) => {
      event.preventDefault();
      tab?.focus();
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      handleTabChange(event);
    } else if (event.key === 'ArrowRight') focusTab(tabRefs[index + 1] ?? tabRefs[0]);
    else if (event.key === 'ArrowLeft') focusTab(tabRefs[index - 1] ?? tabRefs[tabRefs.length - 1]);
    else if (event.key === 'Home') focusTab(tabRefs[0]);
    else if (event.key === 'End') focusTab(tabRefs[tabRefs.length - 1]);
  };

  return (
    // The theme's markup: Infima styles these elements, and the tab pattern is built on them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }, index) => (
        <li
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          // A lazy set renders the selected panel only: the others have no id to name.
          aria-controls={!lazy || selectedValue === value ? ids.panel(index) : undefined}
          key={value}
          ref={(tab) => {
            tabRefs.push(tab);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          id={ids.tab(index)}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({ lazy, children, selectedValue, tabValues, ids }: Props & TabsState & { ids: TabIds }): ReactNode {
  const tabs = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<TabItemProps>[];
  // A set given its tabs in a `values` prop may list them in another order than its panels.
  // A panel with no tab in the list (a `values` prop that leaves it out) is tied to none.
  const tied = (tab: ReactElement<TabItemProps>) => {
    const index = tabValues.findIndex((t) => t.value === tab.props.value);
    return index < 0 ? {} : { id: ids.panel(index), labelledBy: ids.tab(index) };
  };
  if (lazy) {
    const selected = tabs.find((tab) => tab.props.value === selectedValue);
    return selected ? cloneElement(selected, { className: clsx('margin-top--md', selected.props.className), ...tied(selected) }) : null;
  }
  return (
    <div className="margin-top--md">
      {tabs.map((tab, i) => cloneElement(tab, { key: i, hidden: tab.props.value !== selectedValue, ...tied(tab) }))}
    </div>
  );
}

/**
 * The query-string key of a tab set, as the theme names it: the `queryString` prop when it is a
 * string, the group ID when it is `true`, none otherwise.
 */
function queryKey({ queryString, groupId }: Props): string | null {
  if (typeof queryString === 'string') return queryString;
  return queryString === true && groupId ? groupId : null;
}

/**
 * Whether `container` is the first tab set on the page that reads `key` from the query string: a
 * page with several sets of one group (the contracts page has three network sets) says once that a
 * link's value was not found. The container is known once mounted (a callback ref), so this reads
 * the document only after hydration.
 */
function isFirstOfKey(key: string | null, container: HTMLDivElement | null): boolean {
  if (!key || !container) return false;
  const sets = Array.from(container.ownerDocument.querySelectorAll<HTMLElement>('[data-tabs-query-key]'));
  return sets.find((el) => el.dataset.tabsQueryKey === key) === container;
}

function TabsComponent(props: Props): ReactNode {
  const tabs = useTabs(props);
  const ids = useTabIds(tabs.tabValues);
  const key = queryKey(props);
  const requested = useQueryStringValue(key);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const first = isFirstOfKey(key, container);
  // A link that asks for a tab this set does not have (`?network=mainet`) would otherwise show the
  // default tab without a word. The note appears after mount (the server renders without the
  // query), in the first set of the group only; an empty value asks for nothing.
  const unknown = first && requested !== null && requested !== '' && !tabs.tabValues.some((t) => t.value === requested);
  const shown = tabs.tabValues.find((t) => t.value === tabs.selectedValue);
  return (
    <div ref={setContainer} className={clsx('tabs-container', styles.tabList)} data-tabs-query-key={key ?? undefined}>
      {unknown && <LinkNote notes={[`This link asks for the tab ${quotedLinkValue(requested)}, which this section does not have: showing ${shown?.label ?? tabs.selectedValue}.`]} />}
      <TabList {...tabs} {...props} ids={ids} />
      <TabContent {...tabs} {...props} ids={ids} />
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  return <TabsComponent {...props}>{sanitizeTabsChildren(props.children)}</TabsComponent>;
}
