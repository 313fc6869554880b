import {
  BOOKING_MESSAGES,
  CreateOrderRequestSchema,
  type AdminOrder,
  type AdminOrdersResponse,
  type Order,
} from '@lezioni/contracts';
import { AppError, NO_STORE, idParam, languageOfVisit, requireRole, createRouter } from '@lezioni/service-kit';
import type { PaymentsDeps } from '../domain/deps';
import {
  confirmOrder,
  listOrdersForTeacher,
  listOrdersOf,
  placeTransferOrder,
  readOwnOrder,
  readMonthlyRevenueCents,
  readOwnReceipt,
  rejectOrder,
} from '../../credits/domain/orders';
import {
  cancelOwnOrder,
  cardPaymentsNotice,
  listPaymentProblems,
  paymentMethodsOf,
  startCardCheckout,
} from '../domain/payments';
import { approveRefund, rejectRefund, requestRefund, withdrawRefund } from '../domain/refunds';
import { renderReceiptPage } from '../../credits/domain/receipt-page';

/** A student's package orders; the teacher orders nothing and decides through the admin routes (403 here). */
export function createOrdersRouter(deps: PaymentsDeps) {
  const router = createRouter();
  const studentOnly = requireRole('student');

  router.post('/api/packages/orders', studentOnly, async (req, res) => {
    const input = CreateOrderRequestSchema.safeParse(req.body ?? {});
    if (!input.success) throw new AppError('unknown_package', BOOKING_MESSAGES.unknownPackage);
    const { packageId, paymentMethod, withdrawalConsent } = input.data;
    const order: Order =
      paymentMethod === 'card'
        ? await startCardCheckout(deps, req.user!.id, packageId, withdrawalConsent)
        : await placeTransferOrder(deps, req.user!.id, packageId, withdrawalConsent);
    res.status(201).json(order);
  });

  router.get('/api/packages/orders', studentOnly, async (req, res) => {
    const orders: Order[] = await listOrdersOf(deps, req.user!.id);
    res.set(NO_STORE).json(orders);
  });

  router.get('/api/packages/orders/:id', studentOnly, async (req, res) => {
    const order: Order = await readOwnOrder(deps, req.user!.id, idParam(req));
    res.set(NO_STORE).json(order);
  });

  router.get('/api/packages/orders/:id/receipt', studentOnly, async (req, res) => {
    // In the language of the visit, as every page is (ARCHITECTURE D31).
    const language = languageOfVisit(req.headers.cookie, req.get('accept-language'));
    const receipt = await readOwnReceipt(deps, req.user!.id, idParam(req), language);
    res.set(NO_STORE).type('html').send(renderReceiptPage(receipt, language));
  });

  router.post('/api/packages/orders/:id/cancel', studentOnly, async (req, res) => {
    const order: Order = await cancelOwnOrder(deps, req.user!.id, idParam(req));
    res.json(order);
  });

  router.post('/api/packages/orders/:id/refund', studentOnly, async (req, res) => {
    const order: Order = await requestRefund(deps, req.user!.id, idParam(req));
    res.json(order);
  });

  router.post('/api/packages/orders/:id/refund/withdraw', studentOnly, async (req, res) => {
    const order: Order = await withdrawRefund(deps, req.user!.id, idParam(req));
    res.json(order);
  });

  return router;
}

/** The teacher's Payments tab: every order, confirming (grants the credits) or rejecting one, and refund requests. */
export function createAdminOrdersRouter(deps: PaymentsDeps) {
  const router = createRouter();
  const teacherOnly = requireRole('admin');

  router.get('/api/admin/orders', teacherOnly, async (_req, res) => {
    const body: AdminOrdersResponse = {
      orders: await listOrdersForTeacher(deps),
      paymentProblems: await listPaymentProblems(deps),
      monthlyRevenueCents: await readMonthlyRevenueCents(deps, new Date()),
      cardPayments: { ...paymentMethodsOf(deps), notice: cardPaymentsNotice(deps) },
    };
    res.set(NO_STORE).json(body);
  });

  router.post('/api/admin/orders/:id/confirm', teacherOnly, async (req, res) => {
    const order: AdminOrder = await confirmOrder(deps, idParam(req));
    res.json(order);
  });

  router.post('/api/admin/orders/:id/reject', teacherOnly, async (req, res) => {
    const order: AdminOrder = await rejectOrder(deps, idParam(req));
    res.json(order);
  });

  router.post('/api/admin/orders/:id/refund/approve', teacherOnly, async (req, res) => {
    const order: AdminOrder = await approveRefund(deps, idParam(req));
    res.json(order);
  });

  router.post('/api/admin/orders/:id/refund/reject', teacherOnly, async (req, res) => {
    const order: AdminOrder = await rejectRefund(deps, idParam(req));
    res.json(order);
  });

  return router;
}
