import React, { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { linksToConsole } from '@site/src/config/rpc-console';
import { loadTokenizer } from '@site/src/plugins/code-highlight/highlighter';
import type { RpcMethodSpec } from '@site/src/data/rpc/types';
import type { MethodValidators, SchemaValidator } from '@site/src/lib/rpc-console';
import { exampleRequest } from '@site/src/lib/rpc-request';
import CodeSamples from '../CodeSamples';
import { ExampleResponse, Heading } from './parts';
import type { LiveConsoleProps } from './LiveConsole';
import styles from './styles.module.css';

/** The module the rpc-reference plugin compiles from a method's schemas: `param0`, `param1`, …, `result`. */
export type ValidatorModule = Record<string, SchemaValidator>;

export interface Props {
  spec: RpcMethodSpec;
  /** Loads the method's compiled validators; called with the console's own chunk. */
  loadValidators: () => Promise<ValidatorModule | { default: ValidatorModule }>;
  /** Heading level of the "Request" and "Response" titles, to fit the page outline. */
  headingLevel?: 3 | 4;
}

/**
 * Resolves a second after it is called, once the browser is also idle: even a console in view
 * when the page opens stays out of the page's own first load (what the weight budget counts).
 */
function afterFirstLoad(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else resolve();
    }, 1000);
  });
}

function toValidators(spec: RpcMethodSpec, loaded: ValidatorModule | { default: ValidatorModule }): MethodValidators {
  // A CommonJS module arrives as its exports or wrapped in `default`, depending on the bundler's interop.
  const module = ('default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded) as ValidatorModule;
  const pick = (name: string): SchemaValidator => {
    const validate = module[name];
    if (typeof validate !== 'function') throw new Error(`The validators of ${spec.name} have no ${name}`);
    return validate;
  };
  return { params: spec.params.map((_, i) => pick(`param${i}`)), result: pick('result') };
}

/** The console's code and the method's validators, loaded together after the page's first load. */
type ConsoleProps = Omit<LiveConsoleProps, 'validators'>;

function loadLiveConsole(spec: RpcMethodSpec, loadValidators: Props['loadValidators'], waitForFirstLoad: boolean): Promise<ComponentType<ConsoleProps>> {
  return (waitForFirstLoad ? afterFirstLoad() : Promise.resolve())
    .then(() =>
      // The tokenizer comes along so the console's request samples are highlighted from their first render.
      Promise.all([import('./LiveConsole'), loadValidators(), loadTokenizer().catch(() => null)]),
    )
    .then(([module, validators]) => {
      const checks = toValidators(spec, validators);
      const Live = module.default;
      return function LoadedConsole(props: ConsoleProps): ReactNode {
        return <Live {...props} validators={checks} />;
      };
    })
    .catch(
      () =>
        function ConsoleUnavailable({ spec: method, headingLevel }: ConsoleProps): ReactNode {
          return (
            <>
              <p className={styles.error} role="status">
                The live console could not be loaded. Reload the page to try again; the example below still works with curl.
              </p>
              <StaticExample spec={method} headingLevel={headingLevel} />
            </>
          );
        },
    );
}

/**
 * "Try it": edit the example request, send it to Linea Mainnet, Linea Sepolia or an endpoint of
 * your own, and read the reply. The samples above the response always show the request Send
 * makes, and the form lives in the query string so a request can be shared as a link. Without
 * JavaScript (and until the console has loaded) the example request and response are shown
 * instead: the same elements the server rendered.
 */
export function RpcConsole({ spec, loadValidators, headingLevel = 3 }: Props): ReactNode {
  const [LiveConsole, setLiveConsole] = useState<ComponentType<ConsoleProps> | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  // Focus inside the example when the console replaces it: the label of the sample tab it was on
  // ('' for another control), so the same tab of the console's samples gets it back.
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const label = refocus.current;
    if (!LiveConsole || label === null) return;
    refocus.current = null;
    const tabs = Array.from(live.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    (tabs.find((tab) => label !== '' && tab.textContent === label) ?? tabs.find((tab) => tab.getAttribute('aria-selected') === 'true'))?.focus();
  }, [LiveConsole]);
  // The loader props are new functions on every render of the page; the first ones load the console.
  const loader = useRef({ spec, loadValidators });
  useEffect(() => {
    let cancelled = false;
    let started = false;
    let observer: IntersectionObserver | undefined;
    const element = placeholder.current;
    // A console in reach as the page opens waits for the page's first load; one the reader moves
    // to loads at once, so it is ready by the time they get there.
    const start = (waitForFirstLoad: boolean) => {
      if (started) return;
      started = true;
      observer?.disconnect();
      element?.removeEventListener('focusin', now);
      element?.removeEventListener('pointerdown', now);
      void loadLiveConsole(loader.current.spec, loader.current.loadValidators, waitForFirstLoad).then((component) => {
        if (cancelled) return;
        const active = document.activeElement;
        if (element && active instanceof HTMLElement && element.contains(active)) refocus.current = active.getAttribute('role') === 'tab' ? (active.textContent ?? '') : '';
        setLiveConsole(() => component);
      });
    };
    const now = () => start(false);
    // The console loads when the reader comes within a screen or so of it, or at once when the link
    // carries a request: a reader who never scrolls to it never spends a phone's CPU on it.
    if (element && typeof IntersectionObserver === 'function' && !linksToConsole(window.location.search)) {
      let first = true;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start(first);
          first = false;
        },
        { rootMargin: '100% 0px 150% 0px' },
      );
      observer.observe(element);
      element.addEventListener('focusin', now);
      element.addEventListener('pointerdown', now);
    } else {
      start(true);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      element?.removeEventListener('focusin', now);
      element?.removeEventListener('pointerdown', now);
    };
  }, []);
  if (LiveConsole) {
    return (
      <div ref={live}>
        <LiveConsole spec={spec} headingLevel={headingLevel} />
      </div>
    );
  }
  return <StaticExample spec={spec} headingLevel={headingLevel} containerRef={placeholder} />;
}

function StaticExample({ spec, headingLevel, containerRef }: { spec: RpcMethodSpec; headingLevel: 3 | 4; containerRef?: Ref<HTMLDivElement> }): ReactNode {
  const example = spec.examples[0];
  return (
    <div className={styles.console} ref={containerRef}>
      <Heading level={headingLevel}>Request</Heading>
      <CodeSamples request={exampleRequest(spec)} />
      <Heading level={headingLevel}>Response</Heading>
      {example && <ExampleResponse example={example} />}
    </div>
  );
}
