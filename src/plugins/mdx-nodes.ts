/**
 * MDX syntax-tree nodes that remark steps add to pages: imports and JSX attributes whose values
 * are JavaScript expressions. MDX compiles these from their ESTree (`data.estree`), so each node
 * carries one; `value` is the same code as text, for error messages and debugging.
 */
import type { Expression, Program } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

export const program = (body: Program['body']): Program => ({ type: 'Program', sourceType: 'module', body });

/** `import <local> from '<request>'`. */
export function importDefault(local: string, request: string): MdxjsEsm {
  const estree = program([
    {
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
      source: { type: 'Literal', value: request },
      attributes: [],
    },
  ]);
  return { type: 'mdxjsEsm', value: `import ${local} from ${JSON.stringify(request)};`, data: { estree } };
}

/** `import { <names> } from '<request>'`. */
export function importNamed(names: readonly string[], request: string): MdxjsEsm {
  const estree = program([
    {
      type: 'ImportDeclaration',
      specifiers: names.map((name) => ({ type: 'ImportSpecifier', imported: { type: 'Identifier', name }, local: { type: 'Identifier', name } })),
      source: { type: 'Literal', value: request },
      attributes: [],
    },
  ]);
  return { type: 'mdxjsEsm', value: `import { ${names.join(', ')} } from ${JSON.stringify(request)};`, data: { estree } };
}

/** `name={<expression>}`. */
export function expressionAttribute(name: string, expression: Expression, text: string): MdxJsxAttribute {
  const estree = program([{ type: 'ExpressionStatement', expression }]);
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: text, data: { estree } } };
}

/** `name={<identifier>}`. */
export const identifierAttribute = (name: string, identifier: string): MdxJsxAttribute =>
  expressionAttribute(name, { type: 'Identifier', name: identifier }, identifier);

/** A JSON value as an ECMAScript expression tree. */
export function valueToEstree(value: unknown): Expression {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { type: 'Literal', value };
  }
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueToEstree) };
  if (typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([key, v]) => ({
          type: 'Property',
          key: { type: 'Literal', value: key },
          value: valueToEstree(v),
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
        })),
    };
  }
  throw new Error(`Cannot put a ${typeof value} into a page`);
}

/** `name={<JSON value>}`. */
export const valueAttribute = (name: string, value: unknown): MdxJsxAttribute =>
  expressionAttribute(name, valueToEstree(value), JSON.stringify(value));
