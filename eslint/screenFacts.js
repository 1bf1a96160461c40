// A screen's path and button codes are written once, in its declaration (src/contracts/screens;
// docs/architecture.md#adding-a-list-screen): code names them through it (`screens.x.href()`, `.path`,
// `ButtonCode<S>`, `buttonCode(screen, code)`), so a typo fails typecheck instead of opening nothing.
import fs from 'node:fs';
import path from 'node:path';

const screensFolder = (root) => path.join(root, 'src', 'contracts', 'screens');

/** The declared paths (lower-cased, as routes match) and `<permission id>:<code>` buttons, read from the declarations' text. */
export function declaredFacts(root) {
  const paths = new Set();
  const buttons = new Set();
  const folder = screensFolder(root);
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const [, declared] of text.matchAll(/\bpath: '([^']+)'/g)) paths.add(declared.toLowerCase());
    for (const [, id, codes] of text.matchAll(/permissionId: '(\w+)', buttons: \{ all: \[([^\]]*)\]/g)) {
      for (const [, code] of codes.matchAll(/'(\w+)'/g)) buttons.add(`${id}:${code}`);
    }
  }
  return { paths, buttons };
}

const cache = new Map();
const factsOf = (root) => {
  if (!cache.has(root)) cache.set(root, declaredFacts(root));
  return cache.get(root);
};

export const screenFactsPlugin = {
  rules: {
    'declared-literals': {
      meta: {
        type: 'problem',
        messages: {
          path: '页面路径 {{value}} 已在 src/contracts/screens 声明：请用 screens.x.href(…) 或 .path，拼错时编译即报错',
          button: '按钮 {{value}} 已在 src/contracts/screens 声明：请用 button(screen, …)、buttonCode(screen, …) 或 ButtonCode<S>',
        },
        schema: [],
      },
      create(context) {
        const root = context.cwd;
        if (!path.relative(screensFolder(root), context.filename).startsWith('..')) return {};
        const { paths, buttons } = factsOf(root);
        function check(node, value) {
          if (typeof value !== 'string') return;
          const pathPart = value.split('?')[0].toLowerCase();
          if (value.startsWith('/') && pathPart !== '/' && paths.has(pathPart)) context.report({ node, messageId: 'path', data: { value } });
          else if (buttons.has(value)) context.report({ node, messageId: 'button', data: { value } });
        }
        return {
          Literal: (node) => {
            if (node.parent?.type !== 'ImportDeclaration' && node.parent?.type !== 'ExportNamedDeclaration') check(node, node.value);
          },
          TemplateLiteral: (node) => {
            if (node.expressions.length === 0) check(node, node.quasis[0].value.cooked);
          },
        };
      },
    },
  },
};
