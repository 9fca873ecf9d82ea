import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

/**
 * /forgot-password: Selah sends no email. An admin of the member's community makes a one-time reset
 * link (User Management, or the server's command line) and gives it to them.
 */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="It happens to all of us."
      footer={
        <Link
          to="/login"
          className="font-semibold text-primary-ink underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      }
    >
      <div className="space-y-3 text-base leading-relaxed text-ink">
        <p>
          Selah does not send emails. An admin of your Selah community can make you a reset link
          from User Management: ask an admin you know, in person or however you usually reach them.
        </p>
        <p>
          Open the link they give you and choose a new password. It works once, for 24 hours, and
          signs your account out on every device.
        </p>
        <p className="text-ink-muted">Then sign in here with your new password.</p>
      </div>
    </AuthCard>
  );
}
