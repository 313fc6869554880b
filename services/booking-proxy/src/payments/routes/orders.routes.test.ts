import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  AdminOrderSchema,
  AdminOrdersResponseSchema,
  BOOKING_MESSAGES,
  CreditRecordSchema,
  OrderSchema,
  SERVER_MESSAGES,
  type Order,
} from '@lezioni/contracts';
import { addCalendarMonths } from '../../shared/domain/clock';
import { openBookingTestAppForFile } from '../../testing/booking-test-deps';
import { DAY_MS, cookieOf } from '../../testing/test-rows';

const t = openBookingTestAppForFile();

const api = () => request(t.app);
const teacherCookie = cookieOf({ id: randomUUID(), name: 'Chiara Lombardi' }, 'admin');

async function newStudent(name = 'Anna Bianchi') {
  const student = await t.addStudent({ name });
  return { ...student, cookie: cookieOf(student) };
}

async function placeOrder(cookie: string, packageId: string): Promise<Order> {
  const res = await api().post('/api/packages/orders').set('Cookie', cookie).send({ packageId }).expect(201);
  return OrderSchema.parse(res.body);
}

describe('POST /api/packages/orders', () => {
  it('when a student orders a package, then a pending order with its credits and price is created', async () => {
    const student = await newStudent();

    const order = await placeOrder(student.cookie, 'five');

    expect(order).toMatchObject({ packageId: 'five', credits: 5, priceEur: 100, status: 'pending', decidedAt: null });
  });

  it('when the package is unknown or missing, then 400 with the packages message', async () => {
    const student = await newStudent();

    const unknown = await api()
      .post('/api/packages/orders')
      .set('Cookie', student.cookie)
      .send({ packageId: 'twenty' });
    const missing = await api().post('/api/packages/orders').set('Cookie', student.cookie).send({});

    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: BOOKING_MESSAGES.unknownPackage, code: 'unknown_package' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: BOOKING_MESSAGES.unknownPackage, code: 'unknown_package' });
  });

  it('when a student already has a pending order, then a second one is refused with 409', async () => {
    const student = await newStudent();
    await placeOrder(student.cookie, 'single');

    const res = await api().post('/api/packages/orders').set('Cookie', student.cookie).send({ packageId: 'ten' });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: BOOKING_MESSAGES.orderAlreadyPending, code: 'order_already_pending' });
  });

  it('when a student orders twice at once, then one order is created and the other gets 409', async () => {
    const student = await newStudent();

    const answers = await Promise.all(
      ['five', 'ten'].map((packageId) =>
        api().post('/api/packages/orders').set('Cookie', student.cookie).send({ packageId }),
      ),
    );

    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const list = await api().get('/api/packages/orders').set('Cookie', student.cookie).expect(200);
    expect(list.body).toHaveLength(1);
  });

  it('when the teacher or no one orders, then 403 and 401', async () => {
    const asTeacher = await api().post('/api/packages/orders').set('Cookie', teacherCookie).send({ packageId: 'five' });
    const anonymous = await api().post('/api/packages/orders').send({ packageId: 'five' });

    expect(asTeacher.status).toBe(403);
    expect(asTeacher.body).toEqual({ error: SERVER_MESSAGES.forbidden, code: 'forbidden' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: SERVER_MESSAGES.notSignedIn, code: 'not_signed_in' });
  });
});

describe('GET /api/packages/orders and cancelling', () => {
  it('when a student cancels their pending order, then it is cancelled and they can order again; the list is newest first', async () => {
    const student = await newStudent();
    const first = await placeOrder(student.cookie, 'single');

    const cancel = await api().post(`/api/packages/orders/${first.id}/cancel`).set('Cookie', student.cookie);
    const second = await placeOrder(student.cookie, 'ten');
    const list = await api().get('/api/packages/orders').set('Cookie', student.cookie).expect(200);

    expect(cancel.status).toBe(200);
    expect(OrderSchema.parse(cancel.body)).toMatchObject({ id: first.id, status: 'cancelled' });
    expect(cancel.body.decidedAt).not.toBeNull();
    expect(list.headers['cache-control']).toBe('no-store');
    expect(
      OrderSchema.array()
        .parse(list.body)
        .map((order) => [order.id, order.status]),
    ).toEqual([
      [second.id, 'pending'],
      [first.id, 'cancelled'],
    ]);
  });

  it('when the order is no longer pending, then cancelling it again is 409', async () => {
    const student = await newStudent();
    const order = await placeOrder(student.cookie, 'single');
    await api().post(`/api/packages/orders/${order.id}/cancel`).set('Cookie', student.cookie).expect(200);

    const again = await api().post(`/api/packages/orders/${order.id}/cancel`).set('Cookie', student.cookie);

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: BOOKING_MESSAGES.orderNotPending, code: 'order_not_pending' });
  });

  it('when the order is someone else’s, unknown or malformed, then 404 and the order is untouched', async () => {
    const owner = await newStudent('Anna Bianchi');
    const other = await newStudent('Marco Rossi');
    const order = await placeOrder(owner.cookie, 'five');

    const foreign = await api().post(`/api/packages/orders/${order.id}/cancel`).set('Cookie', other.cookie);
    const unknown = await api().post(`/api/packages/orders/${randomUUID()}/cancel`).set('Cookie', other.cookie);
    const malformed = await api().post('/api/packages/orders/not-an-id/cancel').set('Cookie', other.cookie);
    const othersList = await api().get('/api/packages/orders').set('Cookie', other.cookie).expect(200);
    const ownersList = await api().get('/api/packages/orders').set('Cookie', owner.cookie).expect(200);

    for (const res of [foreign, unknown, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: SERVER_MESSAGES.notFound, code: 'not_found' });
    }
    expect(othersList.body).toEqual([]);
    expect(ownersList.body).toEqual([expect.objectContaining({ id: order.id, status: 'pending' })]);
  });
});

describe('the teacher’s orders', () => {
  it('when a student or no one asks, then 403 and 401', async () => {
    const student = await newStudent();
    const order = await placeOrder(student.cookie, 'single');

    const list = await api().get('/api/admin/orders').set('Cookie', student.cookie);
    const confirm = await api().post(`/api/admin/orders/${order.id}/confirm`).set('Cookie', student.cookie);
    const reject = await api().post(`/api/admin/orders/${order.id}/reject`);

    expect(list.status).toBe(403);
    expect(confirm.status).toBe(403);
    expect(reject.status).toBe(401);
    const own = await api().get('/api/packages/orders').set('Cookie', student.cookie).expect(200);
    expect(own.body[0].status).toBe('pending');
  });

  it('lists pending orders oldest first, then decided ones, with the students’ names and emails', async () => {
    const anna = await newStudent('Anna Bianchi');
    const marco = await newStudent('Marco Rossi');
    const giulia = await newStudent('Giulia Verdi');
    const annas = await placeOrder(anna.cookie, 'single');
    const marcos = await placeOrder(marco.cookie, 'ten');
    const giulias = await placeOrder(giulia.cookie, 'five');
    await api().post(`/api/admin/orders/${giulias.id}/reject`).set('Cookie', teacherCookie).expect(200);

    const res = await api().get('/api/admin/orders').set('Cookie', teacherCookie).expect(200);

    const { orders } = AdminOrdersResponseSchema.parse(res.body);
    const ids = orders.map((order) => order.id);
    const firstDecided = orders.findIndex((order) => order.status !== 'pending');
    expect(orders.slice(0, firstDecided).every((order) => order.status === 'pending')).toBe(true);
    expect(ids.indexOf(annas.id)).toBeLessThan(ids.indexOf(marcos.id));
    expect(ids.indexOf(marcos.id)).toBeLessThan(firstDecided);
    expect(orders[firstDecided]).toMatchObject({
      id: giulias.id,
      status: 'cancelled',
      student: { id: giulia.id, name: 'Giulia Verdi', email: giulia.email },
    });
    expect(orders.find((order) => order.id === annas.id)?.student).toEqual({
      id: anna.id,
      name: 'Anna Bianchi',
      email: anna.email,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when many orders were decided, then only the 20 latest are listed, latest first', async () => {
    const student = await newStudent();
    const decidedAts = Array.from({ length: 22 }, (_, i) => new Date(Date.now() + DAY_MS + i * 60_000));
    const rows = await t.db
      .insertInto('orders')
      .values(
        decidedAts.map((decidedAt) => ({
          student_id: student.id,
          package_id: 'single' as const,
          credits: 1,
          price_eur: 20,
          status: 'cancelled' as const,
          decided_at: decidedAt,
        })),
      )
      .returning(['id', 'decided_at'])
      .execute();

    const res = await api().get('/api/admin/orders').set('Cookie', teacherCookie).expect(200);

    const decided = AdminOrdersResponseSchema.parse(res.body).orders.filter((order) => order.status !== 'pending');
    const latest = rows.sort((a, b) => b.decided_at!.getTime() - a.decided_at!.getTime()).slice(0, 20);
    expect(decided.map((order) => order.id)).toEqual(latest.map((row) => row.id));
  });

  it('when the student is not in the copy of users yet, then the order is listed by the student’s id', async () => {
    const unknownStudent = { id: randomUUID(), name: 'New Student' };
    const order = await placeOrder(cookieOf(unknownStudent), 'single');

    const res = await api().get('/api/admin/orders').set('Cookie', teacherCookie).expect(200);

    expect(AdminOrdersResponseSchema.parse(res.body).orders.find((listed) => listed.id === order.id)?.student).toEqual({
      id: unknownStudent.id,
      name: '',
      email: '',
    });
  });

  it('when the teacher confirms an order, then the student’s credits appear with their expiry and pay for a waiting lesson', async () => {
    const student = await newStudent();
    const waitingLesson = await t.addBooking({ email: student.email, startsAt: new Date(Date.now() + 3 * DAY_MS) });
    const order = await placeOrder(student.cookie, 'five');

    const confirm = await api().post(`/api/admin/orders/${order.id}/confirm`).set('Cookie', teacherCookie);
    const credits = await api().get('/api/my-credits').set('Cookie', student.cookie).expect(200);

    expect(confirm.status).toBe(200);
    const confirmed = AdminOrderSchema.parse(confirm.body);
    expect(confirmed).toMatchObject({ id: order.id, status: 'confirmed', student: { id: student.id } });
    const expiry = addCalendarMonths(new Date(confirmed.decidedAt!), 6).toISOString();
    expect(CreditRecordSchema.array().parse(credits.body)).toEqual([
      { id: expect.any(String), remainingCredits: 4, expiryDate: expiry },
    ]);
    expect(await t.entriesOfBooking(waitingLesson)).toEqual([
      { kind: 'consume', credits: -1, lot_id: credits.body[0].id },
    ]);
  });

  it('when an order is confirmed twice at once, then its credits are granted once and the other answer is 409', async () => {
    const student = await newStudent();
    const order = await placeOrder(student.cookie, 'ten');

    const answers = await Promise.all(
      [1, 2].map(() => api().post(`/api/admin/orders/${order.id}/confirm`).set('Cookie', teacherCookie)),
    );
    const credits = await api().get('/api/my-credits').set('Cookie', student.cookie).expect(200);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)?.body).toEqual({
      error: BOOKING_MESSAGES.orderNotPending,
      code: 'order_not_pending',
    });
    expect(credits.body).toEqual([expect.objectContaining({ remainingCredits: 10 })]);
  });

  it('when a cancelled order is confirmed or a confirmed one rejected, then 409 and nothing changes', async () => {
    const student = await newStudent();
    const cancelled = await placeOrder(student.cookie, 'single');
    await api().post(`/api/packages/orders/${cancelled.id}/cancel`).set('Cookie', student.cookie).expect(200);
    const confirmed = await placeOrder(student.cookie, 'single');
    await api().post(`/api/admin/orders/${confirmed.id}/confirm`).set('Cookie', teacherCookie).expect(200);

    const confirmCancelled = await api().post(`/api/admin/orders/${cancelled.id}/confirm`).set('Cookie', teacherCookie);
    const rejectConfirmed = await api().post(`/api/admin/orders/${confirmed.id}/reject`).set('Cookie', teacherCookie);
    const credits = await api().get('/api/my-credits').set('Cookie', student.cookie).expect(200);

    expect(confirmCancelled.status).toBe(409);
    expect(rejectConfirmed.status).toBe(409);
    expect(rejectConfirmed.body).toEqual({ error: BOOKING_MESSAGES.orderNotPending, code: 'order_not_pending' });
    expect(credits.body).toEqual([expect.objectContaining({ remainingCredits: 1 })]);
  });

  it('when the order does not exist, then confirm and reject are 404', async () => {
    const confirm = await api().post(`/api/admin/orders/${randomUUID()}/confirm`).set('Cookie', teacherCookie);
    const reject = await api().post('/api/admin/orders/42/reject').set('Cookie', teacherCookie);

    expect(confirm.status).toBe(404);
    expect(reject.status).toBe(404);
  });

  it('when the teacher rejects an order, then it is cancelled, grants nothing, and the student may order again', async () => {
    const student = await newStudent();
    const order = await placeOrder(student.cookie, 'five');

    const reject = await api().post(`/api/admin/orders/${order.id}/reject`).set('Cookie', teacherCookie);
    const credits = await api().get('/api/my-credits').set('Cookie', student.cookie).expect(200);
    const again = await api().post('/api/packages/orders').set('Cookie', student.cookie).send({ packageId: 'five' });

    expect(reject.status).toBe(200);
    expect(AdminOrderSchema.parse(reject.body)).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(credits.body).toEqual([]);
    expect(again.status).toBe(201);
  });
});

describe('GET /api/my-credits', () => {
  it('answers students only: the teacher gets 403, no one 401; never cached', async () => {
    const student = await newStudent();

    const own = await api().get('/api/my-credits').set('Cookie', student.cookie);
    const asTeacher = await api().get('/api/my-credits').set('Cookie', teacherCookie);
    const anonymous = await api().get('/api/my-credits');

    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(asTeacher.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });
});
