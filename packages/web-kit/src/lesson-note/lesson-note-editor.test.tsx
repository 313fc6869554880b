import { screen } from '@testing-library/react';
import { switchLanguage } from '@lezioni/web-kit';
import { mockFetch, renderWithProviders } from '@lezioni/web-kit/testing';
import { LessonNoteEditor } from './lesson-note-editor';

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
