// One direction of imports (docs/architecture.md#layers):
// contracts ← rules ← machines ← api/ui/upload ← features ← shell ← app.
// A feature never imports another feature; machines import nothing from React, the DOM or the API;
// api and ui, side by side, never import each other (the client raises events, the app shows them).
// The stand-in (mocks/) stands beside the portal: it shares the contracts, rules and machines with it and
// nothing else, and nothing of the portal imports it. Within it, mocks/domain holds what areas of
// mocks/modules share and imports none of them.
import path from 'node:path';

const levels = { contracts: 0, rules: 1, machines: 2, api: 3, ui: 3, upload: 3, features: 4, shell: 5, app: 6 };
/** What the stand-in may import of the portal's code. */
const sharedWithStandIn = new Set(['contracts', 'rules', 'machines']);
/** Layers of one level that must not import each other. */
const separated = new Set(['api>ui', 'ui>api']);
const machineForbiddenPackages = /^(react|react-dom|@mantine\/|@xstate\/react|redaxios|wouter|dexie)(\/|$)/;

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The layer a file belongs to, with the feature area for files under src/features/<area>/. */
export function layerOf(file, root) {
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] === 'machines') return { name: 'machines' };
  if (relative[0] === 'mocks') return { name: 'mocks', domain: relative[1] === 'domain', area: relative[1] === 'modules' ? relative[2] : undefined };
  if (relative[0] !== 'src' || !(relative[1] in levels)) return null;
  if (relative[1] === 'features') return { name: 'features', area: relative[2] };
  return { name: relative[1] };
}

function sourceNodes(node) {
  return node.source && typeof node.source.value === 'string' ? [node.source] : [];
}

export const layersPlugin = {
  rules: {
    'import-direction': {
      meta: {
        type: 'problem',
        messages: {
          upward: '{{from}} 不能引用上层 {{to}}：依赖方向为 contracts ← rules ← machines ← api/ui/upload ← features ← shell ← app',
          standInDomain: '模拟服务的共用层 mocks/domain 不能引用业务区 mocks/modules/{{to}}：共用的部分放在各业务区之下',
          standInArea: '模拟服务的业务区 {{from}} 不能引用另一个业务区 {{to}}：两区共用的部分请下移到 mocks/domain',
          standIn: '模拟服务 mocks/ 只能引用 contracts、rules 与 machines，门户代码也不能引用 mocks/（引用了 {{to}}）',
          crossFeature: '功能模块 {{from}} 不能引用另一个功能模块 {{to}}：共用的部分请下移一层',
          sideways: '{{from}} 不能引用同层的 {{to}}：接口层只发出事件，界面层只接收传入的数据与回调',
          machineEffect: 'machines/ 保持纯粹：不能引用 {{to}}，副作用请通过 machine.provide() 注入',
        },
        schema: [],
      },
      create(context) {
        const root = context.cwd;
        const from = layerOf(context.filename, root);
        if (!from) return {};
        function check(source) {
          const spec = source.value;
          if (from.name === 'machines' && machineForbiddenPackages.test(spec)) {
            context.report({ node: source, messageId: 'machineEffect', data: { to: spec } });
            return;
          }
          if (!spec.startsWith('.')) return;
          const to = layerOf(path.resolve(path.dirname(context.filename), spec), root);
          if (!to) return;
          // A portal test may read the stand-in to check the two agree (its menu against the routes).
          if ((from.name === 'mocks' || to.name === 'mocks') && !(to.name === 'mocks' && isTest(context.filename))) {
            const allowed = from.name === 'mocks' ? to.name === 'mocks' || sharedWithStandIn.has(to.name) : false;
            if (!allowed) context.report({ node: source, messageId: 'standIn', data: { to: spec } });
            else if (from.domain && to.area) context.report({ node: source, messageId: 'standInDomain', data: { to: to.area } });
            else if (from.area && to.area && from.area !== to.area) {
              context.report({ node: source, messageId: 'standInArea', data: { from: from.area, to: to.area } });
            }
            return;
          }
          if (levels[to.name] > levels[from.name]) {
            context.report({ node: source, messageId: 'upward', data: { from: from.name, to: to.name } });
          } else if (separated.has(`${from.name}>${to.name}`)) {
            context.report({ node: source, messageId: 'sideways', data: { from: from.name, to: to.name } });
          } else if (from.name === 'features' && to.name === 'features' && from.area !== to.area) {
            context.report({ node: source, messageId: 'crossFeature', data: { from: from.area, to: to.area } });
          } else if (from.name === 'machines' && !['machines', 'rules', 'contracts'].includes(to.name)) {
            context.report({ node: source, messageId: 'machineEffect', data: { to: spec } });
          }
        }
        const visit = (node) => sourceNodes(node).forEach(check);
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
  },
};
