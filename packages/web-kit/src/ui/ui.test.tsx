import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { THEME_TOKENS } from '../theme/theme-tokens';
import { contrast } from '../testing/contrast';
import { renderWithProviders } from '../testing/render';
import { Alert } from './alert';
import { Badge, CountBadge } from './badge';
import { Button, LinkButton } from './button';
import { Checkbox } from './checkbox';
import { ConfirmButton } from './confirm-button';
import { TextArea } from './input';
import { Spinner } from './spinner';
import { Tooltip } from './tooltip';
import { UI_COLORS, UI_CSS } from './ui-styles';

describe('ConfirmButton, the step before an order', () => {
  const renderConfirm = (onConfirm = jest.fn()) => {
    render(
      <ConfirmButton
        title="Order the 5-Lesson Package?"
        description="5 credits for €100."
        okText="Yes, place the order"
        cancelText="Not now"
        onConfirm={onConfirm}
      >
        Pay by bank transfer
      </ConfirmButton>,
    );
    return onConfirm;
  };

  it('when the button is pressed by keyboard, then the question opens, named, with focus on its yes', async () => {
    renderConfirm();
    const trigger = screen.getByRole('button', { name: 'Pay by bank transfer' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const question = screen.getByRole('group', { name: 'Order the 5-Lesson Package?' });
    expect(question).toHaveAccessibleDescription('5 credits for €100.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Yes, place the order' })).toHaveFocus();
  });

  it('when the student says yes, then it is done once and focus goes back to the button', async () => {
    const onConfirm = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await userEvent.keyboard('{Enter}');

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toHaveFocus();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Not now', () => userEvent.click(screen.getByRole('button', { name: 'Not now' }))],
  ])('when the student answers with %s, then nothing is done and focus goes back', async (_, answer) => {
    const onConfirm = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await answer();

    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toHaveFocus();
  });
});

describe('Button and LinkButton', () => {
  it('when a button is loading, then it says it is busy and ignores a press', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Download
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when a button is pressed with the space bar, then it acts', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when a link button to a page is followed, then the app navigates to it, and it is a real link', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<LinkButton to="/packages">Lesson Packages</LinkButton>} />
        <Route path="/packages" element={<h1>Packages here</h1>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Lesson Packages' });
    expect(link).toHaveAttribute('href', '/packages');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Packages here' })).toBeInTheDocument();
  });
});

describe('Alert, Spinner, Badge, Checkbox', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'status'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('when an alert is of type %s, then a screen reader hears it as %s', (type, role) => {
    render(<Alert type={type} title="Something to say" description="More of it" showIcon />);
    expect(screen.getByRole(role)).toHaveTextContent(/^Something to say\s*More of it$/);
  });

  it('when an alert is part of the page, then it can be a plain note', () => {
    render(<Alert type="warning" role="note" title="Deleting cannot be undone" />);
    expect(screen.getByRole('note')).toHaveTextContent('Deleting cannot be undone');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when something loads, then the spinner is a status that says what', () => {
    render(<Spinner label="Loading your orders..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
  });

  it('when a badge shows a status, then it is said in words', () => {
    render(<Badge status="warning">Awaiting payment</Badge>);
    expect(screen.getByText('Awaiting payment')).toBeVisible();
  });

  it('when an outlined badge has more to say, then the words show and the rest is on hover', () => {
    render(
      <Badge variant="outlined" status="warning" title="No credit paid for this lesson">
        Unpaid
      </Badge>,
    );
    expect(screen.getByText('Unpaid')).toHaveAttribute('title', 'No credit paid for this lesson');
  });

  it('when a count is zero, then no bubble shows; above the maximum, it reads 9+', () => {
    const { rerender, container } = render(<CountBadge count={0} title="0 waiting" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={12} title="12 waiting" />);
    expect(screen.getByTitle('12 waiting')).toHaveTextContent('9+');
  });

  it('when an alert has an action, then the action is inside it', async () => {
    const onRetry = jest.fn();
    render(<Alert type="error" title="Could not load" action={<Button onClick={onRetry}>Retry</Button>} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('when its label is clicked or the space bar pressed, then the checkbox toggles', async () => {
    function Consent() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)}>
          I agree
        </Checkbox>
      );
    }
    render(<Consent />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    await userEvent.click(screen.getByText('I agree'));
    expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });
});

describe('Tooltip', () => {
  const renderTip = (props: { disabled?: boolean } = {}) =>
    render(
      <Tooltip title="Chat with Chiara" delayMs={50} {...props}>
        <Button aria-label="Chat with Chiara">Chat</Button>
      </Tooltip>,
    );

  it('when the pointer rests on the element, then the tip shows after the delay, and goes when it leaves', async () => {
    renderTip();
    const button = screen.getByRole('button', { name: 'Chat with Chiara' });
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Chat with Chiara');

    await userEvent.unhover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('when the element gets keyboard focus, then the tip shows, and Escape dismisses it', async () => {
    renderTip();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chat with Chiara');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with Chiara' })).toHaveFocus();
  });

  it('when the element is pressed, then the tip goes, and the focus the press gives does not bring it back', async () => {
    renderTip();
    const button = screen.getByRole('button', { name: 'Chat with Chiara' });
    await userEvent.hover(button);
    await screen.findByRole('tooltip');

    await userEvent.click(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('when disabled, then no tip shows', async () => {
    renderTip({ disabled: true });
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('TextArea', () => {
  it('when Shift+Enter is typed, then it keeps a new line, within its limit of characters', async () => {
    render(<TextArea aria-label="Message" maxLength={13} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Ciao{Shift>}{Enter}{/Shift}a domani!');
    expect(box).toHaveValue('Ciao\na domani');
    expect(box).toHaveAttribute('rows', '1');
  });
});

describe('the kit stylesheet', () => {
  it('when several components render, then the stylesheet is in the head once', () => {
    act(() => {
      render(
        <>
          <Button>One</Button>
          <Button>Two</Button>
          <Spinner label="Loading..." />
        </>,
      );
    });
    const sheets = document.head.querySelectorAll('style[data-href="lz-ui"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toBe(UI_CSS);
  });

  it('when text sits on a tint or a button, then it reads at 4.5:1 or more', () => {
    const pairs = [
      [THEME_TOKENS.colorText, UI_COLORS.infoBg],
      [UI_COLORS.infoIcon, UI_COLORS.infoBg],
      [THEME_TOKENS.colorText, THEME_TOKENS.colorSuccessBg],
      [THEME_TOKENS.colorText, THEME_TOKENS.colorWarningBg],
      [THEME_TOKENS.colorWarning, THEME_TOKENS.colorWarningBg],
      [THEME_TOKENS.colorText, UI_COLORS.errorBg],
      [THEME_TOKENS.colorError, UI_COLORS.errorBg],
      ['#ffffff', THEME_TOKENS.colorPrimary],
      ['#ffffff', UI_COLORS.primaryHover],
      ['#ffffff', THEME_TOKENS.colorError],
      ['#ffffff', UI_COLORS.errorHover],
      [THEME_TOKENS.colorPrimaryBorder, THEME_TOKENS.colorBgLayout],
    ];
    for (const [text, background] of pairs) expect(contrast(text!, background!)).toBeGreaterThanOrEqual(4.5);
  });

  it('when a field or a checkbox sits on white, then its edge stands out at 3:1 or more', () => {
    expect(contrast(UI_COLORS.controlBorder, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
