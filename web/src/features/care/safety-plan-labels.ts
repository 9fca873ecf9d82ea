import type { SafetyPlanList } from '../../data/care/safety-plan-schema';

export interface ListLabels {
  title: string;
  hint: string;
  /** One item, numbered in its label: "Reason 2". */
  item: string;
  add: string;
  empty: string;
}

export const LIST_LABELS: Record<SafetyPlanList, ListLabels> = {
  reasonsForLiving: {
    title: 'Reasons for living',
    hint: 'People, faith, hopes and the things that matter to you.',
    item: 'Reason',
    add: 'Add a reason',
    empty: 'No reasons written yet.',
  },
  warningSigns: {
    title: 'Warning signs',
    hint: 'Thoughts, feelings or situations that tell you a hard time may be starting.',
    item: 'Warning sign',
    add: 'Add a warning sign',
    empty: 'No warning signs written yet.',
  },
  copingSteps: {
    title: 'Things that help me cope',
    hint: 'Prayer, a walk, music, a verse, a place that calms you.',
    item: 'Coping step',
    add: 'Add a coping step',
    empty: 'No coping steps written yet.',
  },
};

export const PEOPLE_LABELS = {
  title: 'People I can reach out to',
  hint: 'Someone you trust to call, text or sit with.',
  add: 'Add a person',
  empty: 'No one listed yet.',
} as const;

export const SAFETY_PLAN_PRIVACY_NOTE =
  'Kept only on this device. It is included when you export your data.';
