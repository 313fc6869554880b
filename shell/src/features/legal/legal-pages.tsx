import type { ReactNode } from 'react';
import { Link } from '@lezioni/web-kit';
import {
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MIN_NOTICE_HOURS,
  CREDITS_PER_LESSON,
  CREDIT_VALIDITY_MONTHS,
  CURRENCY,
  FREE_CANCELLATION_HOURS,
  LEGAL_UPDATED,
  MINIMUM_AGE_YEARS,
  MONEY_BACK_DAYS,
  PRICING_OPTIONS,
  PRIVACY_REPLY_HOURS,
  REFUND_BUSINESS_DAYS,
  REMEMBER_ME_DAYS,
} from '@lezioni/contracts/values';

function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="shell-page shell-narrow shell-legal">
      <h1>{title}</h1>
      <p className="shell-muted">Last updated: {updated}</p>
      {children}
    </article>
  );
}

/** Privacy policy (spec §2, §9); /privacy-policy and /privacy. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated={LEGAL_UPDATED.privacy}>
      <p>
        This policy explains what personal data we collect when you use this site to learn Italian with us, why we
        collect it, and the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account data: your name, email address and a securely hashed password.</li>
        <li>Lesson data: your bookings, lesson credits and the messages you exchange with your teacher.</li>
        <li>Technical data: a session cookie that keeps you signed in, and basic server logs.</li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To create and secure your account, schedule and deliver your lessons, answer your messages, and send the emails
        you ask for, such as password reset links. We do not sell your data and we do not use advertising trackers.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We use one essential, http-only session cookie. If you tick “Remember me”, the session lasts {REMEMBER_ME_DAYS}{' '}
        days and your browser stores your email address, never your password, to fill in the sign-in form.
      </p>
      <h2>Services we rely on</h2>
      <p>
        Lessons are booked through an external scheduling service, which receives the details you enter in its calendar.
        Videos are embedded from a privacy-friendly video host that does not set tracking cookies until you play a
        video.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your data while your account is active and delete it when you ask us to, unless the law requires us to
        keep records such as invoices.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask to see, correct, export or delete your personal data, and object to its use. We answer every privacy
        request within {PRIVACY_REPLY_HOURS} hours.
      </p>
      <h2>Contact</h2>
      <p>
        Write to your teacher through the chat or by email for any privacy question. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}

/** Terms of service with the key terms of spec §9. */
export function TermsPage() {
  const prices = PRICING_OPTIONS.map((option) => `${option.name}: ${option.price} ${CURRENCY}`).join('; ');
  return (
    <LegalPage title="Terms of Service" updated={LEGAL_UPDATED.terms}>
      <p>By creating an account or booking a lesson you agree to these terms.</p>
      <h2>Who may use the service</h2>
      <p>You must be at least {MINIMUM_AGE_YEARS} years old to create an account and book lessons.</p>
      <h2>Booking lessons</h2>
      <ul>
        <li>
          Lessons must be booked at least {BOOKING_MIN_NOTICE_HOURS} hours in advance and at most{' '}
          {BOOKING_MAX_AHEAD_MONTHS} months ahead.
        </li>
        <li>Each lesson uses {CREDITS_PER_LESSON} credit.</li>
        <li>The teacher personally confirms every booking.</li>
      </ul>
      <h2>Prices and credits</h2>
      <ul>
        <li>
          All prices are in euros ({CURRENCY}). {prices}.
        </li>
        <li>Lesson credits expire {CREDIT_VALIDITY_MONTHS} months after purchase.</li>
      </ul>
      <h2>Cancellations</h2>
      <ul>
        <li>Cancel {FREE_CANCELLATION_HOURS} hours or more before the lesson and your credit is refunded in full.</li>
        <li>Cancellations with less than {FREE_CANCELLATION_HOURS} hours’ notice forfeit the credit.</li>
      </ul>
      <h2>Money-back guarantee and refunds</h2>
      <p>
        If you are not satisfied, ask for a refund within {MONEY_BACK_DAYS} days of your purchase. Refunds reach your
        account within {REFUND_BUSINESS_DAYS.min} to {REFUND_BUSINESS_DAYS.max} business days.
      </p>
      <h2>Your account</h2>
      <p>Keep your password safe and tell us at once if you suspect someone else is using your account.</p>
      <h2>Privacy</h2>
      <p>
        How we handle your data is described in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
