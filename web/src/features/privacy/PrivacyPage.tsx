import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, PageHeader } from '../../ui';

export const SETTINGS_PATH = '/settings';

const linkClasses =
  'inline-flex min-h-11 items-center font-semibold text-primary-ink underline underline-offset-2';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-display text-xl font-semibold text-ink sm:text-2xl">
        {title}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed text-ink-muted [&_strong]:font-semibold [&_strong]:text-ink">
        {children}
      </div>
    </Card>
  );
}

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="mt-1 font-semibold text-ink">{children}</h3>;
}

function Bullets({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-1.5 pl-5 marker:text-primary">{children}</ul>;
}

/**
 * Privacy (/privacy): in plain words, what Selah keeps where, who can see it, what leaves the
 * device, and how to take it with you or delete it.
 */
export default function PrivacyPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        flush
        title="Your privacy"
        description="What Selah keeps, where it keeps it, and who can see it. In plain words."
      />

      <Section title="What is stored, and where">
        <Subheading>On this device</Subheading>
        <p>
          <strong>Everything you write</strong>: your moods, goals, journal, meditation and private
          sessions are kept in this browser&rsquo;s own database (IndexedDB), with a separate one
          for each account. That is why Selah works offline. A few small things are kept in the
          browser&rsquo;s storage so the app starts quickly: who is signed in, your time zone and a
          copy of today&rsquo;s dashboard figures. Signing out removes your account&rsquo;s copy
          from this device.
        </p>
        <Subheading>On your community&rsquo;s server</Subheading>
        <p>
          <strong>Your account</strong> (name, username, email and a scrambled form of your
          password), <strong>your entries</strong>, so they sync between your own devices, and{' '}
          <strong>community posts and prayer requests</strong>. Without an account, nothing you
          write leaves this browser.
        </p>
        <p>
          <strong>If you turn on a daily reminder</strong>: the time, days, quiet hours and time
          zone you chose, and for each browser you turned it on in, the address its push service
          gave it and the keys that lock the reminder so only that browser can read it. A browser
          its push service says is gone is removed at the next reminder; deleting your account
          removes them all.
        </p>
        <Subheading>Only on this device</Subheading>
        <p>
          <strong>Your safety plan and your care settings</strong> (your helpline region, and
          whether you said &ldquo;Not now&rdquo; to an offer of help) stay on this device only. They
          are never synced or shared.
        </p>
      </Section>

      <Section title="Who can see it">
        <Bullets>
          <li>
            <strong>Only you</strong> see your moods, goals, journal, meditation and sessions.
          </li>
          <li>
            <strong>Members</strong> see the community posts you share, with your name, and your
            prayer requests: with your name, or as &ldquo;A member of the community&rdquo; when you
            ask anonymously.
          </li>
          <li>
            <strong>Nobody</strong>, not even the one who asked, sees who prayed for a request: only
            how many did. You see your own &ldquo;I prayed&rdquo;.
          </li>
          <li>
            <strong>Admins</strong> see members&rsquo; names, usernames, emails and join dates, and
            posts and prayer requests that were reported, with who wrote them (an anonymous request
            too, so they can keep the community safe). They also see when each member last visited,
            and counts for the whole community: visits, new members and posts each week. They never
            see your journal or your moods.
          </li>
        </Bullets>
        <p>
          Whoever runs your community&rsquo;s server looks after its database, as any host does; the
          app itself shows your entries to no one but you.
        </p>
      </Section>

      <Section title="What leaves this device">
        <p>
          Only <strong>sync with your own community&rsquo;s server</strong>: your changes go up, and
          your entries and the community&rsquo;s posts come down.
        </p>
        <Bullets>
          <li>No analytics, no trackers, no ads.</li>
          <li>
            No third-party scripts: everything the app runs comes from your community&rsquo;s
            server.
          </li>
          <li>No cookies but the one that keeps you signed in.</li>
          <li>
            Offers of help after heavy days are worked out on this device, from your own entries.
            Nothing about them is sent or shared with anyone.
          </li>
          <li>
            A daily reminder, if you turn one on, is sent by your community&rsquo;s own server
            through your browser maker&rsquo;s push service (Google, Mozilla, Apple or Microsoft),
            encrypted so that only your browser can read it. It says only a gentle line and the
            day&rsquo;s verse: never your moods, notes, journal or name.
          </li>
        </Bullets>
      </Section>

      <Section title="Take your data with you, or delete it">
        <p>
          <strong>Export:</strong> Settings &rarr; Your data downloads everything you have written,
          including your safety plan, and (online) what the server keeps for your daily reminder.
        </p>
        <p>
          <strong>Delete:</strong> Settings &rarr; Delete my account removes your account and your
          entries from the server, and from this device.
        </p>
        <p>
          <Link to={SETTINGS_PATH} className={linkClasses}>
            Go to Settings
          </Link>
        </p>
      </Section>

      <Section title="Getting help, privately">
        <p>
          The helplines under &ldquo;Get help now&rdquo; are direct links: a call or a text goes
          straight from your phone to the line, and websites open without Selah telling them where
          you came from. Nothing about it is tracked or recorded, and the numbers work with no
          connection.
        </p>
      </Section>
    </div>
  );
}
