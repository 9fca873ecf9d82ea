import { describe, expect, it } from 'vitest';
import {
  draftFromRows,
  personRow,
  rowsFromPlan,
  textRow,
  validateRows,
  type PlanRows,
} from './safety-plan-form';

describe('the safety plan form', () => {
  it('starts a new plan with one empty row in each list', () => {
    const rows = rowsFromPlan(null);
    expect(rows.reasonsForLiving.map((row) => row.value)).toEqual(['']);
    expect(rows.people.map(({ name, phone }) => ({ name, phone }))).toEqual([
      { name: '', phone: '' },
    ]);
    expect(validateRows(rows)).toEqual({});
    expect(draftFromRows(rows)).toEqual({
      reasonsForLiving: [],
      warningSigns: [],
      copingSteps: [],
      people: [],
    });
  });

  it('puts each complaint on the row it is about, skipping blank rows', () => {
    const blank = textRow('');
    const long = textRow('x'.repeat(501));
    const nameless = personRow('', '555 0100');
    const badPhone = personRow('Mum', 'call me');
    const rows: PlanRows = {
      reasonsForLiving: [textRow('Hope')],
      warningSigns: [blank, long],
      copingSteps: [],
      people: [personRow(), nameless, badPhone],
    };
    const errors = validateRows(rows);
    expect(Object.keys(errors).sort()).toEqual(
      [long.key, `${nameless.key}.name`, `${badPhone.key}.phone`].sort(),
    );
    expect(errors[`${nameless.key}.name`]).toBe('Add a name for this person.');
  });
});
