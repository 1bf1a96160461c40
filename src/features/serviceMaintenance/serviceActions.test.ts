import { describe, expect, it } from 'vitest';
import { upgradeAction } from './serviceActions.ts';

const upgrade = upgradeAction<{ id: number; serviceStatus: string; productType?: string; versonName?: string }>((row) => row.id);
const shown = (row: { productType?: string; versonName?: string; serviceStatus?: string }) => upgrade.shown!({ id: 1, serviceStatus: '正常', ...row });

describe('升级 on a service', () => {
  it('is offered below the top version and not on it', () => {
    expect(shown({ productType: 'CRM', versonName: '标准版' })).toBe(true);
    expect(shown({ productType: 'CRM', versonName: '专业版' })).toBe(true);
    expect(shown({ productType: 'CRM', versonName: '旗舰版' })).toBe(false);
    expect(shown({ productType: 'FZERP', versonName: '连锁版' })).toBe(false);
    expect(shown({ productType: 'QianFang', versonName: '多店版' })).toBe(false);
  });

  it('is not offered on a stopped service, and left to the quote when the version is not known', () => {
    expect(shown({ productType: 'CRM', versonName: '标准版', serviceStatus: '已停用' })).toBe(false);
    expect(shown({})).toBe(true);
  });
});
