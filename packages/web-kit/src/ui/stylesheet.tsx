/**
 * A feature's plain CSS (its `*-styles` module, docs/style.md), through React's <style precedence>:
 * in <head> once however many components render it (href dedupes it), in the server's HTML too.
 */
export function Stylesheet({ href, css }: { href: `lz-${string}`; css: string }) {
  return (
    <style href={href} precedence="default">
      {css}
    </style>
  );
}
