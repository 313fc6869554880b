import type { DepsOf, SharedData } from '../../shared/domain/deps';
import type { LedgerRepository } from '../data/ledger.repository';
import type { OrdersRepository } from '../data/orders.repository';
import type { PaymentsRepository } from '../data/payments.repository';
import type { ReceiptNumbersRepository } from '../data/receipt-numbers.repository';

/** Orders, the payment each records once paid with its receipt's number, and the ledger of credits. */
export type CreditsData = SharedData & {
  orders: OrdersRepository;
  payments: PaymentsRepository;
  receiptNumbers: ReceiptNumbersRepository;
  ledger: LedgerRepository;
};

export type CreditsSettings = {
  /** The account transfer orders are paid to (TRANSFER_*); null: the student asks the teacher in the chat. */
  bankAccount: { accountHolder: string; iban: string; bic: string } | null;
  /** What every receipt says of the business (RECEIPT_*). */
  receipts: {
    business: { name: string; address: string; vatId: string };
    vatRatePercent: number;
    /** The operator's note when no VAT is charged, printed as it is; undefined: each language's own. */
    vatNote?: string;
  };
};

/** What the use cases of orders, credits and receipts are given. */
export type CreditsDeps = DepsOf<CreditsData> & CreditsSettings;
