import { Link } from '@lezioni/web-kit';

type ClosingCtaSectionProps = { bookingPath: string };

export function ClosingCtaSection({ bookingPath }: ClosingCtaSectionProps) {
  return (
    <section id="get-started" aria-labelledby="get-started-title" className="lz-section lz-closing">
      <div className="lz-container">
        <h2 id="get-started-title">Ready to Start Speaking Italian?</h2>
        <p className="lz-lead">
          Book your first lesson today and have your first real conversation in Italian this week.
        </p>
        <div className="lz-actions">
          <Link to={bookingPath} className="lz-btn lz-btn--primary">
            Book Your First Lesson
          </Link>
          <Link to={bookingPath} className="lz-btn lz-btn--secondary">
            Schedule Your Lesson
          </Link>
        </div>
        <p className="lz-closing__note">
          By booking a lesson, you agree to our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      </div>
    </section>
  );
}
