import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';

/**
 * The teacher's calendar for browser tests: a TidyCal fake the platform syncs from, and a small
 * control endpoint on loopback so test files (in jest's workers) can add lessons to it.
 */
export type TestCalendar = { fake: TidyCalFake; controlUrl: string; close: () => Promise<void> };

export type LessonInput = { email: string; name: string; startsAt: string; durationMinutes?: number };

export async function startTestCalendar(): Promise<TestCalendar> {
  const fake = await startTidyCalFake();
  const control = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/lessons') {
        res.writeHead(404).end();
        return;
      }
      const input = JSON.parse(body) as LessonInput;
      const booking = fake.addBooking({ ...input, startsAt: new Date(input.startsAt) });
      res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify(booking));
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  return {
    fake,
    controlUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => control.close(resolve));
      await fake.close();
    },
  };
}

/** Books a lesson in the fake calendar, as the student would on TidyCal's page. */
export async function bookInCalendar(input: LessonInput): Promise<void> {
  const controlUrl = process.env.E2E_CALENDAR_CONTROL_URL;
  if (!controlUrl) throw new Error('E2E_CALENDAR_CONTROL_URL is not set: run through jest -c jest.e2e.config.js');
  const answer = await fetch(`${controlUrl}/lessons`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (answer.status !== 201) throw new Error(`the test calendar refused the lesson: ${answer.status}`);
}
