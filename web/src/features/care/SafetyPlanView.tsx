import { useId } from 'react';
import { formatShortDate } from '@selah/shared';
import type { SafetyPlan } from '../../data/care/safety-plan-schema';
import { browserTimeZone } from '../../lib/time-zone';
import { Card } from '../../ui';
import { PLAN_LISTS } from './safety-plan-form';
import { LIST_LABELS, PEOPLE_LABELS } from './safety-plan-labels';

/** A number a phone can dial: digits and a leading +. */
export function dialable(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+')
    ? `+${digits.slice(1).replace(/\+/g, '')}`
    : digits.replace(/\+/g, '');
}

/** The plan to read in a hard moment: each list, and the people with a tap to call. */
export function SafetyPlanView({ plan }: { plan: SafetyPlan }) {
  return (
    <div className="flex flex-col gap-6">
      {PLAN_LISTS.map((list) => (
        <PlanList
          key={list}
          title={LIST_LABELS[list].title}
          items={plan[list]}
          empty={LIST_LABELS[list].empty}
        />
      ))}
      <PeopleList plan={plan} />
      <p className="text-sm text-ink-muted">
        Last updated{' '}
        <time dateTime={plan.updatedAt}>{formatShortDate(plan.updatedAt, browserTimeZone())}</time>
      </p>
    </div>
  );
}

function PlanList({
  title,
  items,
  empty,
}: {
  title: string;
  items: readonly string[];
  empty: string;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="rounded-xl bg-surface-muted px-4 py-3 leading-relaxed break-words text-ink"
            >
              {item}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PeopleList({ plan }: { plan: SafetyPlan }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {PEOPLE_LABELS.title}
      </h2>
      {plan.people.length === 0 ? (
        <p className="text-sm text-ink-muted">{PEOPLE_LABELS.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {plan.people.map((person, index) => (
            <li
              key={`${index}-${person.name}`}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-surface-muted px-4 py-2"
            >
              <span className="min-w-0 font-semibold break-words text-ink">{person.name}</span>
              {dialable(person.phone) !== '' && (
                <a
                  href={`tel:${dialable(person.phone)}`}
                  aria-label={`Call ${person.name}, ${person.phone}`}
                  className="inline-flex h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-primary-ink hover:bg-primary-soft"
                >
                  {person.phone}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
