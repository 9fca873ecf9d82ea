import { Avatar } from '../../ui/Avatar';

/**
 * The sidebar footer card. The product asks for a fixed, static card with initials, a name and
 * "Level 5 • Mindful" — it deliberately does not come from data.
 */
export function StaticUserCard() {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-surface-muted p-3">
      <Avatar name="Sarah Johnson" decorative tone="accent" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ink">Sarah Johnson</p>
        <p className="truncate text-xs text-ink-muted">Level 5 • Mindful</p>
      </div>
    </div>
  );
}
