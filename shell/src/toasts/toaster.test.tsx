import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@lezioni/contracts/values';
import { toast } from '@lezioni/web-kit';
import { Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('when two toasts are raised, then only the newest shows', () => {
    render(<Toaster />);

    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', variant: 'destructive' }));

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });

  it('when 5000 ms pass, then the toast closes by itself', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Saved', description: 'All good' }));

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('All good');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('when swiped right by more than 50 px, then it closes; by less, it stays', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Swipe me' }));
    const item = screen.getByRole('status');

    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 140, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 151, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('when F8 is pressed, then focus moves to the toast area', () => {
    render(<Toaster />);

    fireEvent.keyDown(document, { key: 'F8' });

    expect(
      screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('.shell-toast-viewport'),
    ).toHaveFocus();
  });

  it('when the close button or the action is used, then the toast closes or the action runs', () => {
    const onUndo = jest.fn();
    render(<Toaster />);
    act(() => void toast({ title: 'Deleted', action: { label: 'Undo', onClick: onUndo } }));

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
  });
});
