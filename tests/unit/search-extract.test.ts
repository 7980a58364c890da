import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/plugins/search/extract';

/** A built doc page as Docusaurus writes it, reduced to what extraction reads. */
function html(article: string): string {
  return `<!doctype html><html><head><meta name="description" content="Facts"></head><body><article><h1>Network information</h1>${article}</article></body></html>`;
}

describe('page extraction', () => {
  it("indexes a glossary term's words with the sentence around it, and no other button's", () => {
    const page = extractPage(html('<p>Rollup data goes in <button type="button" data-glossary-term="blob">blobs</button> on Ethereum.<button>Copy</button></p>'));
    expect(page?.sections[0]!.content).toBe('Rollup data goes in blobs on Ethereum.');
  });

  it('leaves out what is marked data-search="skip" (and only that), from the text and from a row label\'s value', () => {
    const page = extractPage(
      html(
        '<table><tbody><tr><th scope="row">Blocks limit</th><td data-search="skip">UInt</td></tr></tbody></table><p data-search="skip">Sources: Conflation.kt</p><p data-search="other">Kept.</p>',
      ),
    );
    const section = page?.sections[0];
    expect(section?.content).toBe('Blocks limit Kept.');
    expect(section?.labels).toEqual(['Blocks limit']);
  });

  it('keeps a code block out of the section text and indexes its identifiers once each', () => {
    const page = extractPage(
      html(`<p>Read the fee.</p><pre><code>const fee = await client.readContract({ functionName: 'minimumFeeInWei' });
geth --override.genesis ./genesis.json --http.api eth,net
sync-mode="FULL" data-storage-format="BONSAI" MAX_GAS_LIMIT
to: '0xd19d4B5d358258f05D7B411E21A1460D11B0876F', hash: '0x9a8b7c6d5e4f' readContract</code></pre>`),
    );
    const section = page?.sections[0];
    expect(section?.content).toBe('Read the fee.');
    expect(section?.code?.split(' ')).toEqual([
      'client.readContract',
      'functionName',
      'minimumFeeInWei',
      '--override.genesis',
      '--http.api',
      'sync-mode',
      'data-storage-format',
      'MAX_GAS_LIMIT',
      '0xd19d4B5d358258f05D7B411E21A1460D11B0876F',
      'readContract',
    ]);
  });

  it("keeps a glossary term's words in a row header's label", () => {
    const page = extractPage(html('<table><tbody><tr><th scope="row"><button type="button" data-glossary-term="archive-node">Archive node</button> disk</th><td>Over 2 TB</td></tr></tbody></table>'));
    expect(page?.sections[0]!.labels).toEqual(['Archive node disk: Over 2 TB']);
  });

  it("keeps each section's row headers as its labels: the cell's own words through links and emphasis, not code or notes nested in it, nor a header row's cells", () => {
    const page = extractPage(
      html(`
        <p>Both networks.</p>
        <table><tbody><tr><th scope="row">Chain ID</th><td>59144</td></tr></tbody></table>
        <h2 id="details">Network details</h2>
        <table>
          <thead><tr><th scope="row">Corner</th><th scope="col">Mainnet</th></tr></thead>
          <tbody>
            <tr><th scope="row">Block   time</th><td>About 1 second</td></tr>
            <tr><th scope="row"><code>eth_call</code><span> (standard)</span></th><td>Runs a call</td></tr>
            <tr><th scope="row">USDC<span>Circle's coin on Linea.</span></th><td>0x17</td></tr>
            <tr><th scope="row"><a href="/api">TokenBridge</a> (Linea side)<span>Mints bridged tokens.</span></th><td>0x35</td></tr>
            <tr><th scope="row"><strong>Gas</strong> limit</th><td>2,000,000,000</td></tr>
            <tr><th>Gas token</th><td>ETH</td></tr>
          </tbody>
        </table>
        <h2 id="none">No table</h2><p>Text.</p>`),
    );
    expect(page?.sections.map((s) => [s.title, s.labels])).toEqual([
      ['Network information', ['Chain ID: 59144']],
      ['Network details', ['Block time: About 1 second', 'USDC: 0x17', 'TokenBridge (Linea side): 0x35', 'Gas limit: 2,000,000,000']],
      ['No table', undefined],
    ]);
    // The row headers stay in the section's text too, where snippets find them.
    expect(page?.sections[1]!.content).toContain('Block time About 1 second');
  });

  it('makes a row with an anchor of its own a place of its own, named by its whole header, code included, without the notes in blocks under it, and by each anchor in its header', () => {
    const page = extractPage(
      html(`
        <h2 id="blob">Blob submission</h2>
        <table>
          <thead><tr><th scope="col">Key</th><th scope="col">Type</th><th scope="col">Default</th><th scope="col">Description</th></tr></thead>
          <tbody>
            <tr id="l1-submission.blob.target-blobs-per-transaction"><th scope="row"><code><span>l1-submission.<wbr>blob.<wbr>target-blobs-per-transaction</span></code> <div>required</div></th><td data-search="skip"><code>UInt</code></td><td data-search="skip"><code>7</code></td><td>Blobs per transaction. Loading does not check it, but a transaction carries 1 to 9.</td></tr>
            <tr id="limit-add"><th scope="row"><code>ADD</code></th><td>524,288</td></tr>
            <tr id="retries.max-retries"><th scope="row"><code>max-retries</code><span id="l1-submission.blob.request-retries.max-retries"></span><span id="conflation.request-retries.max-retries"></span></th><td>Retries.</td></tr>
            <tr><th scope="row">Blocks limit <code>blocks-limit</code></th><td>Most blocks in a batch, counted before each one is added.</td></tr>
          </tbody>
        </table>`),
    );
    const section = page?.sections[1];
    expect(section?.rows).toEqual([
      { label: 'l1-submission.blob.target-blobs-per-transaction', hash: '#l1-submission.blob.target-blobs-per-transaction' },
      // No value from the row: in a settings table the other cells are its type, default and description.
      { label: 'ADD', hash: '#limit-add' },
      // A shared table's row answers to each full key anchored in its header too.
      { label: 'max-retries', hash: '#retries.max-retries' },
      { label: 'l1-submission.blob.request-retries.max-retries', hash: '#l1-submission.blob.request-retries.max-retries' },
      { label: 'conflation.request-retries.max-retries', hash: '#conflation.request-retries.max-retries' },
    ]);
    // A row without an anchor keeps its header's own words as a label of its section.
    expect(section?.labels).toEqual(['Blocks limit']);
    expect(page?.sections[0]!.rows).toBeUndefined();
  });

  it("adds a row's value to its label when the value is short, each distinct value once, and leaves out a long one", () => {
    const page = extractPage(
      html(`
        <table>
          <thead><tr><th scope="col">Setting</th><th scope="col">Linea Mainnet</th><th scope="col">Linea Sepolia</th></tr></thead>
          <tbody>
            <tr><th scope="row">Chain ID (hex)</th><td><code>0xe708</code><button>Copy</button></td><td><code>0xe705</code></td></tr>
            <tr><th scope="row">Gas token</th><td>ETH</td><td>ETH</td></tr>
            <tr><th scope="row">Rollup</th><td>0xd19d4B5d358258f05D7B411E21A1460D11B0876F</td><td>-</td></tr>
            <tr><th scope="row">Finality</th><td>Hard finality comes when Ethereum finalizes the block that proves it.</td><td></td></tr>
            <tr><th scope="row">Empty</th><td></td><td> </td></tr>
          </tbody>
        </table>`),
    );
    // A value a reader may type ("0xe708") is next to the fact's name; an address, a sentence or
    // nothing leaves the label as it is.
    expect(page?.sections[0]!.labels).toEqual(['Chain ID (hex): 0xe708 0xe705', 'Gas token: ETH', 'Rollup', 'Finality', 'Empty']);
  });

  it('keeps the rows of a table marked data-search="excerpt" in the text, but not as labels or places: the page of the whole table owns them', () => {
    const page = extractPage(
      html(`
        <table data-search="excerpt"><tbody>
          <tr><th scope="row">Chain ID</th><td>59144</td></tr>
          <tr id="rollup"><th scope="row"><a href="/contracts#rollup">LineaRollup</a></th><td>Ethereum</td></tr>
        </tbody></table>
        <table><tbody><tr><th scope="row">Block time</th><td>About 1 second</td></tr></tbody></table>`),
    );
    const section = page?.sections[0];
    expect(section?.content).toBe('Chain ID 59144 LineaRollup Ethereum Block time About 1 second');
    expect(section?.labels).toEqual(['Block time: About 1 second']);
    expect(section?.rows).toBeUndefined();
  });

  it("reads the page's own sidebar entry (the link marked as the current page), not the navbar's or a category's", () => {
    const sidebar = (items: string) =>
      `<!doctype html><html><body><nav><a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/get-started">Get started</a></nav>` +
      `<div class="main-wrapper"><nav class="menu"><ul class="menu__list"><li><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="/how-to">How to</a></div>` +
      `<ul>${items}</ul></li></ul></nav><article><h1>Estimate transaction costs</h1><p>Text.</p></article></div></body></html>`;
    const page = extractPage(sidebar(`<li><a class="menu__link" href="/how-to/bridge">Bridge tokens</a></li><li><a class="menu__link menu__link--active" aria-current="page" href="/how-to/gas-fees">Estimate   gas fees</a></li>`));
    expect(page?.sidebarLabel).toBe('Estimate gas fees');
    expect(page?.breadcrumb).toEqual(['Get started', 'How to']);
    // A page the sidebar does not list has no label.
    expect(extractPage(sidebar('<li><a class="menu__link" href="/how-to/bridge">Bridge tokens</a></li>'))).not.toHaveProperty('sidebarLabel');
  });
});
