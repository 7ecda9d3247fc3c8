import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { repairMachine } from '../../machines/repair.machine';
import { warrantyMachine } from '../../machines/warranty.machine';
import { SERIAL_REQUIRED_MESSAGE, TYPED_MODEL_MESSAGE } from '../../schemas/product-info.schema';
import { RepairProductStep } from '../../schemas/repair.schema';
import { WarrantyProductStep } from '../../schemas/warranty.schema';

/** Issue 20: the product step's own schema knows the chosen model's serial rule (serial_required). */
const item = { brand_id: 2, model_id: 1, item_id: '', serial: '', problem: '集塵盒卡榫斷裂。' };

describe('the product step refuses an empty serial the model requires', () => {
  it('repair: on items.0.serial, in Chinese', () => {
    const refused = RepairProductStep.safeParse({ items: [{ ...item, serial_required: true }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.serial', SERIAL_REQUIRED_MESSAGE],
    ]);
    expect(
      RepairProductStep.safeParse({ items: [{ ...item, serial_required: true, serial: 'KZ20261101' }] }).success,
    ).toBe(true);
    // a model without the rule (or a form that never said) goes on: the server checks at the end
    expect(RepairProductStep.safeParse({ items: [item] }).success).toBe(true);
  });

  it('warranty: on serial', () => {
    const refused = WarrantyProductStep.safeParse({ brand_id: 2, model_id: 1, serial: ' ', serial_required: true });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['serial', SERIAL_REQUIRED_MESSAGE],
    ]);
  });

  it('warranty: a typed model (a brand that does not verify models) is required instead of the list’s', () => {
    const issues = (data: unknown) =>
      WarrantyProductStep.safeParse(data).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues({ brand_id: 3, model_id: '', model_name: ' ', model_typed: true, serial: '' })).toEqual([
      ['model_name', TYPED_MODEL_MESSAGE],
    ]);
    expect(issues({ brand_id: 3, model_id: '', model_name: '土鍋 HS-R9', model_typed: true, serial: '' })).toEqual([]);
    expect(issues({ brand_id: 3, model_id: '', model_name: '土鍋 HS-R9', serial: '' })).toEqual([
      ['model_id', '請選擇型號。'],
    ]);
    expect(issues({ brand_id: 3, model_name: '型'.repeat(61), model_typed: true, serial: '' })[0]?.[0]).toBe(
      'model_name',
    );
  });

  it('the machines stay on the product step (stepValid uses the same schema)', () => {
    const repair = createActor(repairMachine, { input: { kind: 'general' } }).start();
    repair.send({ type: 'step.submit', data: { items: [{ ...item, serial_required: true }] } });
    expect(repair.getSnapshot().value).toEqual({ general: 'choosingProduct' });
    repair.send({ type: 'step.submit', data: { items: [{ ...item, serial_required: true, serial: 'KZ20261101' }] } });
    expect(repair.getSnapshot().value).toEqual({ general: 'givingAddresses' });

    const warranty = createActor(warrantyMachine, { input: { direct: false, utm: {} } }).start();
    warranty.send({ type: 'step.submit', data: { brand_id: 2, model_id: 1, serial: '', serial_required: true } });
    expect(warranty.getSnapshot().value).toBe('choosingProduct');
  });
});
