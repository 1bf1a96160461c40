import { describe, expect, it, vi } from 'vitest';
import { NAME_HAS_CONTROL_CHARACTERS } from '../rules/upload.ts';
import { uploadFile } from './uploadFile.ts';

describe('starting an upload', () => {
  it('refuses a file name with a control character before the product is asked for a descriptor', async () => {
    const describeUpload = vi.fn();
    for (const name of ['备份\n2026.bak', 'a\tb.bak', 'x\u007f.bak']) {
      await expect(uploadFile(new File(['备份'], name), describeUpload, { kind: 'workorder' })).rejects.toThrow(NAME_HAS_CONTROL_CHARACTERS);
    }
    expect(describeUpload).not.toHaveBeenCalled();
  });
});
