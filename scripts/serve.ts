import { resolve } from 'node:path';
import { demoAccounts } from '../mocks/modules/login/accounts.ts';
import { startPortal } from './portal.ts';

// `npm start` (production build, after `vite build`) and `npm run dev` (hot reload).
const dev = process.argv.includes('--dev');
const portal = await startPortal({
  mode: dev ? 'dev' : 'preview',
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? (dev ? 5173 : 4173)),
  dataDir: resolve(process.env.STANDIN_DATA_DIR ?? 'data'),
});

console.log(`\n代理商后台已启动：${portal.url}/login`);
if (portal.standIn) {
  console.log('后端：内置模拟服务（数据保存在 data/，重置：POST /api/__dev/reset）');
  console.log('演示账号：');
  for (const demo of demoAccounts) console.log(`  ${demo.account.padEnd(8)} ${demo.password.padEnd(11)} 绑定手机 ${demo.phone}`);
  console.log('微信扫码测试身份：wx-bound（已绑定 agent01）、wx-new（未绑定，登录已有账号后绑定）');
  console.log('验证码不会真的发送，可在 /api/__dev/sms?phone=手机号 查看');
} else {
  console.log('后端：已配置的真实服务地址');
}

const stop = () => void portal.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
