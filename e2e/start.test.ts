import { readFileSync } from 'node:fs';

/** What `npm start` printed until it said the platform is running: a newcomer's first screen. */
function startOutput(): string[] {
  const logFile = process.env.E2E_LOG_FILE;
  if (!logFile) throw new Error('E2E_LOG_FILE is not set: run through jest -c jest.e2e.config.js');
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const running = lines.findIndex((line) => line.startsWith('lezioni is running at '));
  if (running < 0) throw new Error('npm start has not said that the platform is running');
  return lines.slice(0, running + 8);
}

describe('npm start, as a newcomer runs it', () => {
  it('when the platform comes up, then no service logs a warning or an error', () => {
    const problems = startOutput()
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; service: string; msg: string })
      .filter((line) => line.level >= 40)
      .map((line) => `${line.service}: ${line.msg}`);

    expect(problems).toEqual([]);
  });

  it('when the demo TidyCal is asked for (DEMO_CALENDAR=tidycal, as the browser tests do), then it says where it is kept', () => {
    expect(startOutput().filter((line) => line.includes('calendar:'))).toEqual([
      expect.stringMatching(
        /^ {2}calendar: a demo TidyCal, kept in .*demo-calendar\.json \(book at \/booking\); TIDYCAL_API_TOKEN connects TidyCal$/,
      ),
    ]);
  });

  it('when no Stripe key is set, then it says card payments go to a demo checkout and where it is kept', () => {
    expect(startOutput().filter((line) => line.includes('card payments:'))).toEqual([
      expect.stringMatching(
        /^ {2}card payments: a demo checkout, no card charged \(kept in .*demo-payments\.json\); STRIPE_SECRET_KEY connects Stripe$/,
      ),
    ]);
  });
});
