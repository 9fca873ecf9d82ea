import { PREVIEW_LENGTHS, preview, type InspirationalContent } from '@selah/shared';
import type { ReactNode } from 'react';
import { categoryLabel } from '../../data/content';
import { Badge, Card, HeartIcon } from '../../ui';
import { cn } from '../../lib/cn';
import { PencilGlyph, ShareGlyph, TrashGlyph } from './card-icons';

/** The id of a card's element, the target of a shared link's `#<id>`. */
export const resourceElementId = (id: string) => `resource-${id}`;

interface CardActionProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  tone?: 'default' | 'accent' | 'danger';
}

/** An icon button with a 44px target, named for what it does to this resource. */
function CardAction({ label, icon, onClick, pressed, tone = 'default' }: CardActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'grid size-11 place-items-center rounded-full transition-colors',
        pressed
          ? 'bg-accent-soft text-accent-ink'
          : tone === 'danger'
            ? 'text-ink-muted hover:bg-danger-soft hover:text-danger-ink'
            : tone === 'accent'
              ? 'text-ink-muted hover:bg-accent-soft hover:text-accent-ink'
              : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
      )}
    >
      {icon}
    </button>
  );
}

export interface ResourceCardProps {
  item: InspirationalContent;
  /** Whether the member keeps it as a favourite (the Like button is pressed). */
  favorite: boolean;
  onToggleFavorite: () => void;
  onShare: () => void;
  /** Opens the whole resource (offered when the card cuts its text short). */
  onRead: () => void;
  /** Admins only: open the form prefilled, and ask before deleting. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** The card a shared link pointed to: outlined until the member moves on. */
  highlighted?: boolean;
}

/**
 * One inspirational resource: image, title, 150-character preview, author and category; "Read
 * more" opens the whole text when the preview cuts it short.
 */
export function ResourceCard({
  item,
  favorite,
  onToggleFavorite,
  onShare,
  onRead,
  onEdit,
  onDelete,
  highlighted = false,
}: ResourceCardProps) {
  return (
    <Card
      as="li"
      padding="none"
      id={resourceElementId(item.id)}
      className={cn(
        'flex scroll-mt-24 flex-col overflow-hidden',
        highlighted && 'ring-2 ring-primary ring-offset-2 ring-offset-canvas',
      )}
    >
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          alt={item.title}
          loading="lazy"
          decoding="async"
          width={800}
          height={500}
          className="aspect-[8/5] w-full bg-surface-muted object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold text-ink">{item.title}</h3>
          <Badge tone="primary">{categoryLabel(item.category)}</Badge>
        </div>
        <div className="flex flex-1 flex-col items-start gap-1">
          <p className="text-sm leading-relaxed text-ink-muted">
            {preview(item.content, PREVIEW_LENGTHS.resources)}
          </p>
          {item.content.length > PREVIEW_LENGTHS.resources && (
            <button
              type="button"
              onClick={onRead}
              className="-mx-2 min-h-11 rounded-lg px-2 text-sm font-semibold text-primary-ink hover:bg-primary-soft"
            >
              {/* The name starts with the words on screen (voice control says what it sees). */}
              Read more<span className="sr-only"> of {item.title}</span>
            </button>
          )}
        </div>
        {item.author && <p className="text-sm font-medium text-ink">— {item.author}</p>}
        <div className="-mx-2 -mb-2 flex items-center justify-between border-t border-line/70 pt-2">
          <div className="flex items-center">
            <CardAction
              label={`Like ${item.title}`}
              pressed={favorite}
              tone="accent"
              onClick={onToggleFavorite}
              icon={<HeartIcon className={cn('size-5', favorite && 'fill-current')} />}
            />
            <CardAction label={`Share ${item.title}`} onClick={onShare} icon={<ShareGlyph />} />
          </div>
          {(onEdit || onDelete) && (
            <div className="flex items-center">
              {onEdit && (
                <CardAction label={`Edit ${item.title}`} onClick={onEdit} icon={<PencilGlyph />} />
              )}
              {onDelete && (
                <CardAction
                  label={`Delete ${item.title}`}
                  tone="danger"
                  onClick={onDelete}
                  icon={<TrashGlyph />}
                />
              )}
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
