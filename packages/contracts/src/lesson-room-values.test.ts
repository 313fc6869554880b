import { isRoomOpen, roomWindow } from './lesson-room-values';

describe('the room window', () => {
  const startsAt = new Date('2026-11-25T10:00:00.000Z');
  const at = (minutesFromStart: number) => new Date(startsAt.getTime() + minutesFromStart * 60_000);

  it.each([25, 50, 75])(
    'when a %i-minute lesson is booked, then its room is open from 10 minutes before to 15 after its end',
    (durationMinutes) => {
      const window = roomWindow({ startsAt, durationMinutes });

      expect(isRoomOpen(window, at(-10.01))).toBe(false);
      expect(isRoomOpen(window, at(-10))).toBe(true);
      expect(isRoomOpen(window, at(durationMinutes + 15 - 0.01))).toBe(true);
      expect(isRoomOpen(window, at(durationMinutes + 15))).toBe(false);
    },
  );
});
