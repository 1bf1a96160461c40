import type { StandInModule } from './module.ts';
import { accountsModule } from './modules/login/accounts.ts';
import { signInModule } from './modules/login/signIn.ts';
import { bannersModule } from './modules/system/banners.ts';
import { contractsModule } from './modules/system/contracts.ts';
import { imagesModule } from './modules/files/images.ts';
import { noticesModule } from './modules/system/notices.ts';
import { qualificationModule } from './modules/system/qualification.ts';
import { customersModule } from './modules/customers/customers.ts';
import { customerServicesModule } from './modules/customers/customerServices.ts';
import { ordersModule } from './modules/payments/orderSeed.ts';
import { orderEntryModule } from './modules/payments/orderEntry.ts';
import { catalogModule } from './modules/register/catalog.ts';
import { registrationModule } from './modules/register/registration.ts';
import { aiuuModule } from './modules/aiVideo/aiuu.ts';
import { aiuuAgentModule } from './modules/aiVideo/aiuuAgent.ts';
import { captchaModule } from './modules/login/captcha.ts';
import { passwordResetModule } from './modules/login/passwordReset.ts';
import { wechatModule } from './modules/login/wechat.ts';
import { menuModule } from './modules/shell/menu.ts';
import { homeModule } from './modules/shell/home.ts';
import { paletteModule } from './modules/shell/palette.ts';
import { preferencesModule } from './modules/shell/preferences.ts';
import { unlockModule } from './modules/shell/unlock.ts';
import { feedbackModule } from './modules/feedback/feedback.ts';
import { legacyModule } from './modules/login/legacy.ts';
import { uploadsModule } from './modules/files/uploads.ts';
import { directUploadsModule } from './modules/files/directUploads.ts';
import { staffModule } from './modules/system/staff.ts';
import { customerRecordsModule } from './modules/customers/customerRecords.ts';
import { operationCodesModule } from './modules/login/operationCodes.ts';
import { transfersModule } from './modules/system/transfers.ts';
import { tiktokImportsModule } from './modules/system/tiktokImports.ts';
import { invoicesModule } from './modules/invoices/invoices.ts';
import { paymentsModule } from './modules/payments/payments.ts';
import { rechargesModule } from './modules/payments/recharges.ts';
import { wltModule } from './modules/payments/wlt.ts';
import { valueAddedModule } from './modules/valueAdded/valueAdded.ts';
import { serviceMaintenanceModule } from './modules/serviceMaintenance/serviceMaintenance.ts';
import { smsModule } from './modules/sms/sms.ts';
import { agentsModule } from './modules/agents/agents.ts';
import { agentRecordsModule } from './modules/agents/agentRecords.ts';
import { agentUsageModule } from './modules/agents/agentUsage.ts';
import { agentBoardModule } from './modules/agents/agentBoard.ts';
import { workOrdersModule } from './modules/workOrders/workOrders.ts';
import { wordFormatsModule } from './modules/workOrders/wordFormats.ts';
import { dataRecoveryModule } from './modules/serviceMaintenance/dataRecovery.ts';

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
  preferencesModule,
  unlockModule,
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
