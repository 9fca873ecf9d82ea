import { useId } from 'react';
import { cn } from '../lib/cn';
import { GlobeIcon, MessageIcon, PhoneIcon } from '../ui/icons';
import { helplinesFor, type CareRegion, type HelplineContact } from '../data/care/helplines';

const contactIcons = { call: PhoneIcon, text: MessageIcon, web: GlobeIcon } as const;

/** A large (56 px) tap target; the first way to reach a line is the filled one. */
const contactClasses =
  'inline-flex h-14 w-full items-center justify-center gap-2.5 rounded-2xl px-4 text-base ' +
  'font-semibold transition-colors';

/** Web links open beside the app, sending no referrer: the site learns nothing from Selah. */
function linkTarget(contact: HelplineContact) {
  return contact.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/**
 * The region's crisis lines, each way to reach one a direct `tel:`, `sms:` or web link. Bundled
 * with the app, so the calls and texts work with no connection at all.
 */
export function HelplineList({ region, className }: { region: CareRegion; className?: string }) {
  const id = useId();
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {helplinesFor(region).map((line) => {
        const nameId = `${id}-${line.id}`;
        return (
          <li key={line.id} className="rounded-2xl border border-primary/25 bg-primary-soft/50 p-4">
            <p id={nameId} className="font-semibold text-ink">
              {line.name}
            </p>
            <p className="mt-0.5 text-sm leading-relaxed text-ink-muted">{line.summary}</p>
            <div
              className={cn(
                'mt-3 grid gap-2',
                line.contacts.length > 1 && 'min-[420px]:grid-cols-2',
              )}
            >
              {line.contacts.map((contact, index) => {
                const Icon = contactIcons[contact.kind];
                return (
                  <a
                    key={contact.href}
                    href={contact.href}
                    aria-describedby={nameId}
                    {...linkTarget(contact)}
                    className={cn(
                      contactClasses,
                      index === 0
                        ? 'bg-primary text-on-primary shadow-sm hover:bg-primary-hover'
                        : 'border border-line bg-surface text-ink hover:bg-surface-muted',
                    )}
                  >
                    <Icon className="size-5 shrink-0" />
                    {contact.label}
                  </a>
                );
              })}
            </div>
            {line.needsConnection && (
              <p className="mt-2 text-xs text-ink-muted">This one needs an internet connection.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
