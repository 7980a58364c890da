import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/plugins/search/extract';

/** A built doc page as Docusaurus writes it, reduced to what extraction reads. */
function html(article: string): string {
  return `<!doctype html><html><head><meta name="description" content="Facts"></head><body><article><h1>Network information</h1>${article}</article></body></html>`;
}

describe('page extraction', () => {
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
      ['Network information', ['Chain ID']],
      ['Network details', ['Block time', 'USDC', 'TokenBridge (Linea side)', 'Gas limit']],
      ['No table', undefined],
    ]);
    // The row headers stay in the section's text too, where snippets find them.
    expect(page?.sections[1]!.content).toContain('Block time About 1 second');
  });
});
