import { PREVIEW_LENGTHS, preview, type InspirationalContent } from '@selah/shared';
import type { ReactNode } from 'react';
import { categoryLabel } from '../../data/content';
import { Badge, Card, HeartIcon } from '../../ui';
import { PencilGlyph, ShareGlyph, TrashGlyph } from './card-icons';

const COMING_SOON = 'Coming soon';

/** An action the spec keeps inert: visibly disabled, named, and saying why on hover. */
function InertAction({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <button
      type="button"
      disabled
      aria-label={label}
      title={COMING_SOON}
      className="grid size-9 cursor-not-allowed place-items-center rounded-full text-ink-muted opacity-60"
    >
      {icon}
    </button>
  );
}

/** One inspirational resource: image, title, 150-character preview, author and category. */
export function ResourceCard({ item }: { item: InspirationalContent }) {
  return (
    <Card as="li" padding="none" className="flex flex-col overflow-hidden">
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
        <p className="flex-1 text-sm leading-relaxed text-ink-muted">
          {preview(item.content, PREVIEW_LENGTHS.resources)}
        </p>
        {item.author && <p className="text-sm font-medium text-ink">— {item.author}</p>}
        <div className="-mx-2 -mb-2 flex items-center justify-between border-t border-line/70 pt-2">
          <div className="flex items-center">
            <InertAction label="Like" icon={<HeartIcon className="size-4" />} />
            <InertAction label="Share" icon={<ShareGlyph />} />
          </div>
          <div className="flex items-center">
            <InertAction label="Edit" icon={<PencilGlyph />} />
            <InertAction label="Delete" icon={<TrashGlyph />} />
          </div>
        </div>
      </div>
    </Card>
  );
}
