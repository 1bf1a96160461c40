import type { StandInModule } from './module.ts';
import { accountsModule } from './modules/accounts.ts';
import { signInModule } from './modules/signIn.ts';
import { bannersModule } from './modules/banners.ts';
import { contractsModule } from './modules/contracts.ts';
import { imagesModule } from './modules/images.ts';
import { noticesModule } from './modules/notices.ts';
import { qualificationModule } from './modules/qualification.ts';
import { customersModule } from './modules/customers.ts';
import { customerServicesModule } from './modules/customerServices.ts';
import { ordersModule } from './modules/orders.ts';
import { orderEntryModule } from './modules/orderEntry.ts';
import { catalogModule } from './modules/catalog.ts';
import { registrationModule } from './modules/registration.ts';
import { aiuuModule } from './modules/aiuu.ts';
import { aiuuAgentModule } from './modules/aiuuAgent.ts';
import { captchaModule } from './modules/captcha.ts';
import { passwordResetModule } from './modules/passwordReset.ts';
import { wechatModule } from './modules/wechat.ts';
import { menuModule } from './modules/menu.ts';
import { homeModule } from './modules/home.ts';
import { paletteModule } from './modules/palette.ts';
import { feedbackModule } from './modules/feedback.ts';
import { legacyModule } from './modules/legacy.ts';
import { uploadsModule } from './modules/uploads.ts';
import { directUploadsModule } from './modules/directUploads.ts';
import { staffModule } from './modules/staff.ts';
import { customerRecordsModule } from './modules/customerRecords.ts';
import { operationCodesModule } from './modules/operationCodes.ts';
import { transfersModule } from './modules/transfers.ts';
import { tiktokImportsModule } from './modules/tiktokImports.ts';
import { invoicesModule } from './modules/invoices.ts';
import { paymentsModule } from './modules/payments.ts';
import { rechargesModule } from './modules/recharges.ts';
import { wltModule } from './modules/wlt.ts';
import { valueAddedModule } from './modules/valueAdded.ts';
import { serviceMaintenanceModule } from './modules/serviceMaintenance.ts';
import { smsModule } from './modules/sms.ts';
import { agentsModule } from './modules/agents.ts';
import { agentRecordsModule } from './modules/agentRecords.ts';
import { agentUsageModule } from './modules/agentUsage.ts';
import { agentBoardModule } from './modules/agentBoard.ts';
import { workOrdersModule } from './modules/workOrders.ts';
import { wordFormatsModule } from './modules/wordFormats.ts';
import { dataRecoveryModule } from './modules/dataRecovery.ts';

/** Every area of the stand-in, in schema and seed order (a module may seed rows others refer to). */
export const modules: StandInModule[] = [
  accountsModule,
  signInModule,
  imagesModule,
  bannersModule,
  customersModule,
  customerServicesModule,
  ordersModule,
  orderEntryModule,
  catalogModule,
  registrationModule,
  aiuuModule,
  aiuuAgentModule,
  captchaModule,
  passwordResetModule,
  wechatModule,
  menuModule,
  homeModule,
  feedbackModule,
  paletteModule,
  legacyModule,
  uploadsModule,
  directUploadsModule,
  staffModule,
  customerRecordsModule,
  operationCodesModule,
  transfersModule,
  tiktokImportsModule,
  contractsModule,
  qualificationModule,
  noticesModule,
  invoicesModule,
  paymentsModule,
  rechargesModule,
  wltModule,
  valueAddedModule,
  serviceMaintenanceModule,
  smsModule,
  agentsModule,
  agentRecordsModule,
  agentUsageModule,
  agentBoardModule,
  workOrdersModule,
  wordFormatsModule,
  dataRecoveryModule,
];
