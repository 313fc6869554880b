import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonNote } from '@lezioni/contracts';
import { api, switchLanguage } from '@lezioni/web-kit';
import { mockFetch, renderWithProviders } from '@lezioni/web-kit/testing';
import { LessonNoteEditor } from './lesson-note-editor';
import { LessonNotePanel } from './lesson-note-panel';

describe('the lesson note editor', () => {
  it('when the teacher reads Italian, then the note speaks Italian to her', async () => {
    mockFetch({});
    await switchLanguage('it');
    renderWithProviders(<LessonNoteEditor lessonId="b1" note={undefined} />);

    expect(await screen.findByRole('status')).toHaveTextContent('Non ancora scritta');
    expect(screen.getByRole('button', { name: 'Condividi con lo studente' })).toBeDisabled();
    expect(screen.getByLabelText('Argomenti trattati')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vocabolario' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi una parola' })).toBeInTheDocument();
    expect(screen.getByLabelText('Scadenza (facoltativa)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allega un file' })).toBeInTheDocument();
  });
});

describe('the note editor beside the call, when a word is saved in the room', () => {
  const note = (revision: number, vocabulary: LessonNote['vocabulary']): LessonNote => ({
    lesson: {
      id: 'b1',
      studentId: 's1',
      startsAt: '2026-12-07T10:00:00Z',
      endsAt: '2026-12-07T11:00:00Z',
      durationMinutes: 60,
      title: 'Lesson',
      cancelledAt: null,
      attendedAt: null,
    },
    covered: 'Verbi',
    vocabulary,
    homework: null,
    boards: [],
    revision,
    sharedAt: null,
    updatedAt: '2026-12-07T10:30:00Z',
  });

  it("when she is typing, then her text stays, the room's word joins her rows, and the note is saved over the new revision", async () => {
    await switchLanguage('en');
    let stored = note(1, [{ word: 'casa', translation: 'house', example: null }]);
    const network = mockFetch({
      'GET /api/learning/lessons/b1/note': () => ({ body: stored }),
      'PUT /api/learning/lessons/b1/note': (request) => {
        const body = request.body as { revision: number; covered: string; vocabulary: LessonNote['vocabulary'] };
        if (body.revision !== stored.revision) return { status: 409, body: { error: 'changed', code: 'note_changed' } };
        stored = { ...stored, covered: body.covered, vocabulary: body.vocabulary, revision: stored.revision + 1 };
        return { body: stored };
      },
    });
    const { store } = renderWithProviders(<LessonNotePanel lessonId="b1" />);
    const covered = await screen.findByLabelText('What was covered');

    await userEvent.type(covered, ' irregolari');
    // The room saved a word meanwhile (POST …/words), and invalidates the note (a tag the bare api's type does not list).
    stored = note(2, [...stored.vocabulary, { word: 'il treno', translation: 'the train', example: null }]);
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'LessonNote', id: 'b1' } as never]));
    });

    expect(await screen.findByDisplayValue('il treno')).toBeInTheDocument();
    expect(covered).toHaveValue('Verbi irregolari');
    await waitFor(() => expect(stored.revision).toBe(3), { timeout: 3000 });
    expect(stored).toMatchObject({
      covered: 'Verbi irregolari',
      vocabulary: [
        { word: 'casa', translation: 'house' },
        { word: 'il treno', translation: 'the train' },
      ],
    });
    expect(screen.queryByText('This note changed elsewhere.')).not.toBeInTheDocument();
    expect(network.requests.filter(({ method }) => method === 'PUT').length).toBeGreaterThanOrEqual(1);
  });
});
