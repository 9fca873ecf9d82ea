import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

/** /forgot-password: Selah has no email reset; a community admin resets passwords. */
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
          Passwords are reset by an admin of your Selah community. Reach out to an admin you know,
          and they can set a new password for your account.
        </p>
        <p className="text-ink-muted">
          Once they have, come back here and sign in with your new password.
        </p>
      </div>
    </AuthCard>
  );
}
