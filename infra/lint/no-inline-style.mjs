/**
 * `lezioni/no-inline-style`: pages are styled in plain CSS, in the `*-styles` module beside the
 * feature (docs/style.md "One micro-frontend"). A JSX `style` prop only passes a value computed at
 * runtime, as a CSS custom property that the stylesheet reads: `style={{ '--lz-bar-width': `${pct}%` }}`.
 * Anything else (a style object, a variable, a spread) is refused: lint cannot tell what it holds.
 */
const MESSAGE =
  "Style with classes from the feature's *-styles module; a style prop passes only CSS custom properties ('--lz-…').";

/** The expression inside `as`, `satisfies` and `!`, which TypeScript needs for custom properties. */
const unwrap = (node) =>
  ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(node.type)
    ? unwrap(node.expression)
    : node;

const keyName = (property) => {
  if (!property.computed && property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  if (property.key.type === 'TemplateLiteral' && property.key.expressions.length === 0) {
    return property.key.quasis[0].value.cooked;
  }
  return undefined;
};

const isCustomProperty = (property) => property.type === 'Property' && keyName(property)?.startsWith('--') === true;

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'a JSX style prop holds only CSS custom properties' },
  },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'style') return;
        const value = node.value?.type === 'JSXExpressionContainer' ? unwrap(node.value.expression) : node.value;
        if (value?.type === 'ObjectExpression' && value.properties.every(isCustomProperty)) return;
        context.report({ node, message: MESSAGE });
      },
    };
  },
};

export default { rules: { 'no-inline-style': rule } };
