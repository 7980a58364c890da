import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from '../../src/lib/codeBlocks';

describe('extractCodeBlocks', () => {
  it('finds top-level and indented fences with their language, meta and line', () => {
    const md = [
      '# Title',
      '',
      '```bash title="Install"',
      'npm install viem',
      '```',
      '',
      '<Tabs>',
      '  <TabItem value="a">',
      '    ```ts typecheck',
      '    const a = 1;',
      '      const b = 2;',
      '    ```',
      '  </TabItem>',
      '</Tabs>',
      '````md',
      '```js',
      'nested',
      '```',
      '````',
    ].join('\n');
    expect(extractCodeBlocks(md)).toEqual([
      { lang: 'bash', meta: 'title="Install"', code: 'npm install viem', line: 3 },
      { lang: 'ts', meta: 'typecheck', code: 'const a = 1;\n  const b = 2;', line: 9 },
      { lang: 'md', meta: '', code: '```js\nnested\n```', line: 15 },
    ]);
  });

  it('reads a whole file: front matter is skipped and lines are the file\'s', () => {
    const md = ['---', 'title: Deploy {fast}', 'description: <b>bold</b> claims.', '---', '', '## Steps {#steps}', '', '```bash', 'forge build', '```'].join('\n');
    expect(extractCodeBlocks(md)).toEqual([{ lang: 'bash', meta: '', code: 'forge build', line: 8 }]);
  });

  it('returns nothing for prose without fences', () => {
    expect(extractCodeBlocks('Just `inline` code.')).toEqual([]);
  });
});
