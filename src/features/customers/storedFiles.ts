import { saveAppFile, saveDbFile } from '../../api/uploads.ts';
import { registerStoredFileRecorder } from '../../upload/storedFileRecorders.ts';

/**
 * What follows a customer's file once the store holds it: a database backup or an app file is recorded
 * for its customer (also after a restart, when the page that started it is long gone).
 */
export function registerCustomerFileRecorders(): void {
  registerStoredFileRecorder('dbfile', (target, stored) => saveDbFile({ customerId: target.customerId, ...stored }));
  registerStoredFileRecorder('appfile', (target, stored) =>
    saveAppFile({ userId: target.customerId, fileVersion: target.fileVersion, remark: target.remark, ...stored }),
  );
}
