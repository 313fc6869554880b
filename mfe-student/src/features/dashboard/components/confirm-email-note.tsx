import { Alert, Button, isRequestError, useContractTexts, translateText } from '@lezioni/web-kit';
import { useResendConfirmationMutation } from '../api';

/**
 * The text after "Send the link again": the server's sentence (in English: contracts' wording, so
 * translated here), its limit, or a generic failure.
 */
function outcomeText(sent: string | undefined, error: unknown, sendLinkFailed: string): string | undefined {
  if (sent) return translateText(sent);
  if (!error) return undefined;
  return isRequestError(error) && error.code === 'rate_limited' ? error.message : sendLinkFailed;
}

/**
 * Shown until the student follows the mailed link: until then no lesson booked under the address is
 * linked to the account (anyone can register with anyone's address).
 */
export function ConfirmEmailNote() {
  const { ui } = useContractTexts();
  const [resend, { data, error, isLoading }] = useResendConfirmationMutation();
  const outcome = outcomeText(data, error, ui.sendLinkFailed);
  return (
    <Alert
      type="warning"
      // Part of the page, not news: the outcome line inside is the live region.
      role="note"
      showIcon
      className="lz-student-confirm-email"
      title={<h2 className="lz-student-confirm-email__title">{ui.confirmEmailTitle}</h2>}
      description={
        <>
          <p>{ui.confirmEmailDescription}</p>
          <Button onClick={() => void resend()} loading={isLoading}>
            {ui.sendLinkAgain}
          </Button>
          <p role="status" className="lz-student-confirm-email__outcome">
            {outcome}
          </p>
        </>
      }
    />
  );
}
