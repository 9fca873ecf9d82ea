import { useDb } from '../../db';
import { cn } from '../../lib/cn';
import { useSession } from '../../session/useSession';
import { Card } from '../../ui';
import { DataExport } from './data-export';
import { DataImport } from './data-import';

export interface DataSectionProps {
  /** Classes for the section's card (spacing on the settings page). */
  className?: string;
}

/**
 * "Your data" on the settings page: download everything (Selah's JSON, spreadsheets, the journal
 * as Markdown) and import a Selah export or a Daylio CSV. Works offline: everything is made from
 * and written to this device's database, and imported entries sync like any other change. For
 * signed-in members; a guest is asked to sign in.
 */
export function DataSection({ className }: DataSectionProps) {
  const db = useDb();
  const { user } = useSession();
  const member = db.ownerId !== null;
  return (
    <Card
      as="section"
      aria-labelledby="data-heading"
      className={cn('flex min-w-0 flex-col gap-6', className)}
    >
      <div>
        <h2 id="data-heading" className="text-lg leading-snug font-semibold text-ink">
          Your data
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">
          {member
            ? 'Take a copy of everything you keep in Selah, or bring entries in. No connection needed.'
            : 'Sign in to export and import your data.'}
        </p>
      </div>
      {member && (
        // A fresh state for each account: nothing read for one member is imported into another.
        <div key={db.name} className="flex flex-col gap-8">
          <DataExport db={db} accountName={user?.name} />
          <DataImport db={db} />
        </div>
      )}
    </Card>
  );
}

export default DataSection;
