import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import type { FeedPost } from '../../data/community';
import { cn } from '../../lib/cn';
import { EyeOffIcon, TrashIcon } from '../../ui';
import { EllipsisIcon, FlagIcon, MuteIcon } from '../../ui/action-icons';

export interface PostActions {
  onDelete: (post: FeedPost) => void;
  onReport: (post: FeedPost) => void;
  onHide: (post: FeedPost) => void;
  onMute: (post: FeedPost) => void;
}

export interface PostMenuProps extends PostActions {
  post: FeedPost;
  /** The member wrote it: they may delete it (and have nothing to report, hide or mute). */
  own: boolean;
}

function Item({
  icon,
  children,
  onClick,
  disabled = false,
  danger = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <MenuItem disabled={disabled}>
      <button
        type="button"
        onClick={onClick}
        className={cn(
          'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-medium',
          'data-focus:bg-surface-muted data-disabled:cursor-not-allowed data-disabled:text-ink-muted',
          danger ? 'text-danger-ink' : 'text-ink',
        )}
      >
        <span className="shrink-0 text-ink-muted">{icon}</span>
        <span className="min-w-0 break-words">{children}</span>
      </button>
    </MenuItem>
  );
}

/** "More actions" on a post: delete for the author; report, hide and mute for everyone else. */
export function PostMenu({ post, own, onDelete, onReport, onHide, onMute }: PostMenuProps) {
  const reported = post.reportedByMe === true;
  return (
    <Menu>
      <MenuButton
        aria-label={`More actions for ${post.author.name}’s post`}
        className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink data-open:bg-surface-muted data-open:text-ink"
      >
        <EllipsisIcon />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
        modal={false}
        className="z-40 w-60 max-w-[calc(100vw-1rem)] rounded-2xl border border-line/70 bg-surface p-1.5 shadow-[var(--shadow-lifted)] focus:outline-none"
      >
        {own ? (
          <Item icon={<TrashIcon />} onClick={() => onDelete(post)} danger>
            Delete post
          </Item>
        ) : (
          <>
            <Item icon={<FlagIcon />} onClick={() => onReport(post)} disabled={reported}>
              {reported ? 'Reported' : 'Report post'}
            </Item>
            <Item icon={<EyeOffIcon />} onClick={() => onHide(post)}>
              Hide this post
            </Item>
            <Item icon={<MuteIcon />} onClick={() => onMute(post)}>
              Mute {post.author.name}
            </Item>
          </>
        )}
      </MenuItems>
    </Menu>
  );
}
