/**
 * Icons for what the screens after the first one do (add, edit, delete, a post's menu, report,
 * mute, show a password, go back): kept apart from ./icons.tsx, which is on the first route, so their paths load
 * with the screens that draw them. Each is marked pure: the ui barrel re-exports this file, and
 * a call the bundler must assume has effects would put the file on the first route anyway.
 */
import { icon } from './icons';

/** Three dots: "more actions" on one item (a post's menu), unlike MoreIcon's "more places". */
export const EllipsisIcon = /* @__PURE__ */ icon(
  'EllipsisIcon',
  <path d="M6 12h.01M12 12h.01M18 12h.01" strokeWidth={3} />,
);

export const PlusIcon = /* @__PURE__ */ icon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const EyeIcon = /* @__PURE__ */ icon(
  'EyeIcon',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = /* @__PURE__ */ icon(
  'EyeOffIcon',
  <>
    <path d="M10.6 5.6c.5-.1.9-.1 1.4-.1 6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.6 6.7A15.6 15.6 0 0 0 2.5 12s3.5 6.5 9.5 6.5c1.7 0 3.2-.5 4.5-1.2" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);

export const ArrowLeftIcon = /* @__PURE__ */ icon(
  'ArrowLeftIcon',
  <path d="M19 12H5M11 6l-6 6 6 6" />,
);

export const TrashIcon = /* @__PURE__ */ icon(
  'TrashIcon',
  <>
    <path d="M4.5 7h15M9.5 7V5a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v2" />
    <path d="M6.5 7l.8 11.6a1.5 1.5 0 0 0 1.5 1.4h6.4a1.5 1.5 0 0 0 1.5-1.4L17.5 7" />
    <path d="M10.25 11v5.5M13.75 11v5.5" />
  </>,
);

export const PencilIcon = /* @__PURE__ */ icon(
  'PencilIcon',
  <>
    <path d="M15.5 5.5l3 3L9 18l-4 1 1-4Z" />
    <path d="M13.5 7.5l3 3" />
  </>,
);

export const FlagIcon = /* @__PURE__ */ icon(
  'FlagIcon',
  <>
    <path d="M5.5 20.5v-16M5.5 4.5h11l-2 4 2 4h-11" />
  </>,
);

export const MuteIcon = /* @__PURE__ */ icon(
  'MuteIcon',
  <>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 19.5a6.5 6.5 0 0 1 11-4.7M16 15l5 5M21 15l-5 5" />
  </>,
);
