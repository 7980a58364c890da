// The classic theme's code block, highlighted by the server once: the browser keeps the server's tokens and loads Prism only for code it renders itself (../../../../index.ts); blocks are measured for word wrap by one observer (../../../../wordWrap.ts).
import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { containsLineNumbers, parseCodeBlockTitle, parseLanguage, parseLines } from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock/Content/String';
import Line from '@theme/CodeBlock/Line';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type { Token } from 'prism-react-renderer';
import { loadTokenizer, tokenizer } from '@site/src/plugins/code-highlight/highlighter';
import { useCodeWordWrap } from '@site/src/plugins/code-highlight/wordWrap';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type LineProps = Parameters<Parameters<typeof Line>[0]['getLineProps']>[0];
type TokenProps = Parameters<Parameters<typeof Line>[0]['getTokenProps']>[0];

// The markup prism-react-renderer gives lines and tokens, with class names only (no theme styles).
const getLineProps = ({ className, line: _line, ...rest }: LineProps) => ({ ...rest, className: clsx('token-line', className) });
const getTokenProps = ({ token, className, ...rest }: TokenProps) => ({
  ...rest,
  className: clsx('token', ...token.types, className),
  children: token.content,
  ...(token.empty ? { style: { display: 'inline-block' } } : {}),
});

/** Unhighlighted lines, shown until the tokenizer has loaded. */
const plainLines = (code: string): Token[][] =>
  code.split(/\r\n|\r|\n/).map((content) => [{ types: ['plain'], content: content === '' ? '\n' : content, ...(content === '' ? { empty: true } : {}) }]);

// Pages from `docusaurus start` are not server-rendered, so there is no server markup to keep.
const SERVER_RENDERED = process.env.NODE_ENV === 'production';

/**
 * The lines of a code block: the server's tokens for code the server rendered (kept as they are in
 * the HTML while the page hydrates), else tokens from the tokenizer chunk, plain lines until it loads.
 */
function useLines(code: string, language: string): Token[][] | null {
  const isBrowser = useIsBrowser();
  // The code this block had when the page hydrated: the HTML holds its highlighted lines.
  const [serverCode] = useState(() => (SERVER_RENDERED && !isBrowser ? code : null));
  const kept = code === serverCode;
  const tokenize = tokenizer();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (kept || tokenize) return;
    let cancelled = false;
    // A tokenizer that fails to load leaves the code readable, unhighlighted.
    loadTokenizer().then(
      () => !cancelled && setLoaded(true),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [kept, tokenize]);
  if (kept && !tokenize) return null;
  return tokenize ? tokenize(code, language) : plainLines(code);
}

const normalizeLanguage = (language: string | undefined): string | undefined => language?.toLowerCase();

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: { defaultLanguage, magicComments },
  } = useThemeConfig();
  const language = normalizeLanguage(languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage) ?? 'text';
  const { codeBlockRef, isEnabled: wrapped, isCodeScrollable, toggle: toggleWrap } = useCodeWordWrap();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const { lineClassNames, code } = parseLines(children, { metastring, language, magicComments });
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const lines = useLines(code, language);
  const codeClassName = clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering);

  return (
    <Container as="div" className={clsx(blockClassName, !blockClassName.includes(`language-${language}`) && `language-${language}`)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {/* The block takes focus so the keyboard can scroll it; once the page runs, only while its code is wider than it (src/clientModules/scrollBoxes.ts). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the block scrolls, so it takes focus */}
        <pre tabIndex={0} data-scroll-box="" ref={codeBlockRef} className={clsx('prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
          {lines ? (
            <code className={codeClassName}>
              {lines.map((line, i) => (
                <Line
                  key={i}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[i]}
                  showLineNumbers={showLineNumbers}
                />
              ))}
            </code>
          ) : (
            // The server's highlighted lines, kept as they are while the page hydrates.
            <code className={codeClassName} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
          )}
        </pre>
        <div className={styles.buttonGroup}>
          {(wrapped || isCodeScrollable) && <WordWrapButton className={styles.codeButton} onClick={toggleWrap} isEnabled={wrapped} />}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}
