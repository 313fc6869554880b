/**
 * `lezioni/no-bare-text`: user-visible words in JSX come from the translation files (ARCHITECTURE
 * D31), never from a literal: text between tags, a string child (`{'…'}`) and the attributes people
 * read or hear (`aria-label`, `title`, `placeholder`, `alt`, `label`). Punctuation, numbers and
 * symbols alone are not words.
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const HAS_WORD = /\p{L}{2,}/u;
const MESSAGE = 'User-visible text comes from the translation files: use useTexts() (ARCHITECTURE D31).';

const isWordyLiteral = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && HAS_WORD.test(node.value)) ||
  (node?.type === 'TemplateLiteral' && node.quasis.some((quasi) => HAS_WORD.test(quasi.value.cooked ?? '')));

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'no untranslated text in JSX' } },
  create(context) {
    return {
      JSXText(node) {
        if (HAS_WORD.test(node.value)) context.report({ node, message: MESSAGE });
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        if (isWordyLiteral(node.expression)) context.report({ node, message: MESSAGE });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (isWordyLiteral(value)) context.report({ node, message: MESSAGE });
      },
    };
  },
};

export default { rules: { 'no-bare-text': rule } };
