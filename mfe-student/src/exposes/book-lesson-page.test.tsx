import { screen, within } from '@testing-library/react';
import type { CreditRecord, StudentBooking } from '@lezioni/contracts';
import { TEST_STUDENT, mockFetch, renderWithProviders, testConfig } from '@lezioni/web-kit/testing';
import { BookLessonPage } from './book-lesson-page';
import { lesson } from '../testing/student-fixtures';

const DAY = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function renderBookLesson(credits: CreditRecord[], bookings: StudentBooking[] = []) {
  mockFetch({ 'GET /api/my-credits': { body: credits }, 'GET /api/my-bookings': { body: bookings } });
  renderWithProviders(<BookLessonPage user={TEST_STUDENT} config={testConfig()} />, { route: '/book-lesson' });
}

const figure = (name: string) => screen.getByRole('region', { name });

describe('BookLessonPage', () => {
  it('when credits are left, then it shows how many, the earliest expiry, the next lesson and the way to book', async () => {
    const soon = inDays(3);
    const nextLessonAt = inDays(2);
    renderBookLesson(
      [
        { id: 'late', remainingCredits: 4, expiryDate: inDays(200) },
        { id: 'soon', remainingCredits: 2, expiryDate: soon },
        { id: 'expired', remainingCredits: 3, expiryDate: inDays(-1) },
      ],
      [
        lesson('later', 'scheduled', inDays(9)),
        lesson('next', 'scheduled', nextLessonAt),
        lesson('old', 'completed', inDays(-5)),
        lesson('gone', 'cancelled', inDays(1)),
      ],
    );

    expect(await screen.findByRole('region', { name: 'Credits left' })).toHaveTextContent('6');
    expect(figure('Earliest expiry').querySelector('time')).toHaveAttribute('datetime', soon);
    expect(figure('Earliest expiry')).toHaveTextContent('(2 credits)');
    expect(
      await within(figure('Next lesson')).findByText('Conversation lesson (50 min)', { exact: false }),
    ).toBeInTheDocument();
    expect(figure('Next lesson').querySelector('time')).toHaveAttribute('datetime', nextLessonAt);
    expect(screen.getByRole('link', { name: 'Choose a Time' })).toHaveAttribute('href', '/booking');
    expect(screen.queryByRole('link', { name: 'See Lesson Packages' })).not.toBeInTheDocument();
  });

  it('when no usable credit is left, then it leads to the packages', async () => {
    renderBookLesson([{ id: 'expired', remainingCredits: 3, expiryDate: inDays(-1) }]);

    expect(await screen.findByText('You have no lesson credits left')).toBeInTheDocument();
    expect(figure('Credits left')).toHaveTextContent('0');
    expect(figure('Earliest expiry')).toHaveTextContent('No credits to expire');
    expect(figure('Next lesson')).toHaveTextContent('No lesson scheduled');
    expect(screen.getByRole('link', { name: 'See Lesson Packages' })).toHaveAttribute('href', '/packages');
    expect(screen.queryByRole('link', { name: 'Choose a Time' })).not.toBeInTheDocument();
  });
});
