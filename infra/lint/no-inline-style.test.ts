import { LINT_TIMEOUT_MS, lintAs } from './lint-as';

// Four refused style props and one allowed: a runtime value passed as a CSS custom property.
const PROBE = `import type { CSSProperties } from 'react';
import { Card } from '@lezioni/web-kit';

const muted = { color: 'grey' };

export const Probe = ({ pct }: { pct: number }) => (
  <>
    <p style={{ margin: 0 }} />
    <p style={{ '--lz-bar-width': \`\${pct}%\`, color: 'red' } as CSSProperties} />
    <p style={muted} />
    <Card style={{ minWidth: 0 }} />
    <p className="lz-probe-bar" style={{ '--lz-bar-width': \`\${pct}%\` } as CSSProperties} />
  </>
);
`;

describe('the one styling way, linted', () => {
  it.concurrent.each([
    ['the shell', 'shell/src/layout/probe.tsx'],
    ['web-kit', 'packages/web-kit/src/ui/probe.tsx'],
    ['a remote', 'mfe-student/src/components/probe.tsx'],
  ])(
    'when a component of %s passes a style object, a variable or a style beside a custom property, then lint refuses each, and lets a custom property alone through',
    async (_area, file) => {
      const result = await lintAs(file, PROBE);

      expect(result.code).toBe(1);
      const refusedLines = [...result.output.matchAll(/^ +(\d+):\d+ +error .* lezioni\/no-inline-style$/gm)].map(
        ([, line]) => Number(line),
      );
      expect(refusedLines).toEqual([8, 9, 10, 11]);
    },
    LINT_TIMEOUT_MS,
  );
});
