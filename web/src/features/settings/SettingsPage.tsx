import { Link } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { ButtonLink, PageHeader } from '../../ui';
import { AppearanceSection } from './AppearanceSection';
import { DataSection } from './DataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DevicesSection } from './DevicesSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { RemindersSection } from './reminders/RemindersSection';
import { SettingsSection } from './SettingsSection';
import { StreaksSection } from './StreaksSection';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-primary-ink underline-offset-4 hover:underline';

/**
 * /settings: the member's profile, theme, streaks, password, their data (export, import), care and privacy,
 * signing out and deleting the account. What needs the server says so; the rest works offline.
 */
export default function SettingsPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title="Settings" description="Your account, your data and your privacy." />
      <div className="flex max-w-3xl flex-col gap-6">
        {user ? (
          <ProfileSection key={user.id} user={user} />
        ) : (
          <SettingsSection id="account" title="Your account">
            <p className="text-ink">Sign in to change your profile and password, and to sync.</p>
            <div>
              <ButtonLink to="/login">Sign in</ButtonLink>
            </div>
          </SettingsSection>
        )}
        <AppearanceSection />
        <StreaksSection />
        {user && <RemindersSection />}
        {user && <PasswordSection />}
        <DataSection />
        <SettingsSection id="care" title="Care and privacy">
          <ul className="flex flex-col gap-3 text-base">
            <li>
              <Link to="/safety-plan" className={linkClass}>
                My safety plan
              </Link>
              <span className="text-ink-muted"> — kept only on this device</span>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy: what is stored where
              </Link>
            </li>
          </ul>
        </SettingsSection>
        {user && <DevicesSection />}
        {user && <DeleteAccountSection user={user} />}
      </div>
    </>
  );
}
