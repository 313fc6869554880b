import ICAL from 'ical.js';
import { lessonCalendar } from './lesson-calendar';

/** The lessons of the file's one event as ical.js (Mozilla's iCalendar library) expands it, with the zones the file defines. */
function startsIn(file: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const expansion = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).iterator();
  const starts: string[] = [];
  for (let next = expansion.next(); next; next = expansion.next()) starts.push(next.toJSDate().toISOString());
  return starts;
}

describe('a weekly series in a calendar file', () => {
  it('when its weeks cross a change of the clocks, then a calendar reading the file places each lesson at the same time on her clock, but for the weeks excluded', () => {
    // 18:00 in Rome on Thursdays from 18 March 2027; the clocks go forward on 28 March.
    const file = lessonCalendar({
      lessons: [
        {
          uid: 'ls-1@lezioni.example',
          startsAt: new Date('2027-03-18T17:00:00Z'),
          endsAt: new Date('2027-03-18T17:50:00Z'),
          summary: 'Italian lesson',
          description: 'Weekly',
          isCancelled: false,
          weekly: {
            timeZone: 'Europe/Rome',
            until: new Date('2027-04-08T16:00:00Z'),
            except: [new Date('2027-04-01T16:00:00Z')],
          },
        },
      ],
    });

    expect(file).toContain('DTSTART;TZID=Europe/Rome:20270318T180000');
    expect(file).toContain('EXDATE;TZID=Europe/Rome:20270401T180000');
    expect(file).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200');
    expect(startsIn(file)).toEqual([
      '2027-03-18T17:00:00.000Z',
      '2027-03-25T17:00:00.000Z',
      '2027-04-08T16:00:00.000Z',
    ]);
  });
});
