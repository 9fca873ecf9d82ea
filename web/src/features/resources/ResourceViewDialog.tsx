import type { InspirationalContent } from '@selah/shared';
import { categoryLabel } from '../../data/content';
import { cn } from '../../lib/cn';
import { Badge, Button, Dialog, HeartIcon } from '../../ui';
import { ShareGlyph } from './card-icons';

export interface ResourceViewDialogProps {
  item: InspirationalContent | null;
  open: boolean;
  favorite: boolean;
  onClose: () => void;
  onToggleFavorite: (item: InspirationalContent) => void;
  onShare: (item: InspirationalContent) => void;
}

/**
 * A whole resource, as its card cannot show it: the full text with its line breaks, its author and
 * category, with favourite and share beside it.
 */
export function ResourceViewDialog({
  item,
  open,
  favorite,
  onClose,
  onToggleFavorite,
  onShare,
}: ResourceViewDialogProps) {
  return (
    <Dialog
      open={open && item !== null}
      onClose={onClose}
      size="lg"
      title={item?.title ?? ''}
      description={item && <Badge tone="primary">{categoryLabel(item.category)}</Badge>}
      footer={
        item && (
          <>
            <Button
              variant="ghost"
              className="sm:mr-auto"
              aria-pressed={favorite}
              icon={<HeartIcon className={cn('size-5', favorite && 'fill-current')} />}
              onClick={() => onToggleFavorite(item)}
            >
              {favorite ? 'Favourite' : 'Add to favourites'}
            </Button>
            <Button variant="secondary" icon={<ShareGlyph />} onClick={() => onShare(item)}>
              Share
            </Button>
            <Button onClick={onClose}>Close</Button>
          </>
        )
      }
    >
      {item && (
        <div className="flex flex-col gap-3">
          <p className="leading-relaxed break-words whitespace-pre-wrap text-ink">{item.content}</p>
          {item.author && <p className="font-medium text-ink">— {item.author}</p>}
        </div>
      )}
    </Dialog>
  );
}
