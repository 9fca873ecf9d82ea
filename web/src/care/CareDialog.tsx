import { useEffect, useState, type ComponentType } from 'react';
import { onDemand } from '../lib/load-once';
import { BasicCareDialog } from './BasicCareDialog';

import type { CareDialogProps } from './CareDialogBody';

export {
  CARE_DIALOG_BLESSING,
  CARE_DIALOG_TITLE,
  CareDialogBody,
  SAFETY_PLAN_PATH,
  type CareDialogProps,
} from './CareDialogBody';

type Panel = ComponentType<CareDialogProps>;

/** How long the first opening waits for the Headless UI panel before showing the basic one. */
export const CARE_PANEL_WAIT_MS = 600;

/**
 * The dialog's Headless UI panel, kept off the first route (the first-route budget,
 * docs/decisions/006). A failed load is not remembered, so the next opening tries again.
 */
const panelChunk = onDemand<Panel>(() =>
  import('./CareDialogPanel').then((module) => module.CareDialogPanel),
);

export function loadCareDialog(): Promise<Panel> {
  return panelChunk.load();
}

/** Starts loading the panel when help looks likely (a pointer over "Get help now", the offer). */
export function preloadCareDialog(): void {
  if (!panelChunk.current) void loadCareDialog().catch(() => undefined);
}

/**
 * "You are not alone": the member's crisis lines, the region switcher, the emergency numbers, the
 * safety plan (CareDialogBody), in the UI kit's dialog. Everything in it is bundled and read from
 * this device; nothing about it is recorded or sent. If the dialog's chunk cannot load (offline
 * before the service worker cached it) or takes long, the same content opens in BasicCareDialog,
 * so help always opens.
 */
export function CareDialog({ open, onClose }: CareDialogProps) {
  const [panel, setPanel] = useState<{ Panel: Panel | null }>(() => ({
    Panel: panelChunk.current,
  }));
  // This opening shows the basic dialog (the panel failed or was slow); reset when it closes.
  const [basic, setBasic] = useState(false);
  if (!open && basic) setBasic(false);

  const { Panel } = panel;
  useEffect(() => {
    if (!open || Panel) return;
    let current = true;
    const slow = setTimeout(() => setBasic(true), CARE_PANEL_WAIT_MS);
    loadCareDialog().then(
      (loadedPanel) => {
        if (current) setPanel({ Panel: loadedPanel });
      },
      () => {
        if (current) setBasic(true);
      },
    );
    return () => {
      current = false;
      clearTimeout(slow);
    };
  }, [open, Panel]);

  if (basic) return <BasicCareDialog open={open} onClose={onClose} />;
  return Panel ? <Panel open={open} onClose={onClose} /> : null;
}
