// The classic theme's code block container without the inline colour variables of one colour mode: ../../../themeCss.ts sets them for both.
import React, { type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({ as: As, ...props }: { as: T } & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return <Element {...(props as ComponentProps<'div'>)} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
