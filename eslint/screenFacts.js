// A screen's path and button codes are written once, in its declaration (src/contracts/screens;
// docs/architecture.md#adding-a-list-screen): code names them through it (`screens.x.href()`, `.path`,
// `ButtonCode<S>`, `buttonCode(screen, code)`), so a typo fails typecheck instead of opening nothing. Its title is
// the tab's, the breadcrumb's and the page heading's: a page's heading reads `screens.x.title`.
import fs from 'node:fs';
import path from 'node:path';

const screensFolder = (root) => path.join(root, 'src', 'contracts', 'screens');

/**
 * The declared paths (lower-cased, as routes match), `<permission id>:<code>` buttons, titles and page files
 * (`src/features/<area>/<Name>Page.tsx`), read from the declarations' text.
 */
export function declaredFacts(root) {
  const paths = new Set();
  const buttons = new Set();
  const titles = new Set();
  const pageFiles = new Set();
  const folder = screensFolder(root);
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const [, declared] of text.matchAll(/\bpath: '([^']+)'/g)) paths.add(declared.toLowerCase());
    for (const [, title, page] of text.matchAll(/\btitle: '([^']+)', page: '([^']+)'/g)) {
      titles.add(title);
      pageFiles.add(path.join(root, 'src', 'features', `${page}.tsx`));
    }
    for (const [, id, codes] of text.matchAll(/permissionId: '(\w+)', buttons: \{ all: \[([^\]]*)\]/g)) {
      for (const [, code] of codes.matchAll(/'(\w+)'/g)) buttons.add(`${id}:${code}`);
    }
  }
  return { paths, buttons, titles, pageFiles };
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
          heading: '页面标题 {{value}} 应读自它在 src/contracts/screens 的声明（screens.x.title），标签页、面包屑与标题才是同一个名字',
          title: '{{value}} 是已声明的页面标题：请读 screens.x.title，改名时只改声明一处',
        },
        schema: [],
      },
      create(context) {
        const root = context.cwd;
        if (!path.relative(screensFolder(root), context.filename).startsWith('..')) return {};
        const { paths, buttons, titles, pageFiles } = factsOf(root);
        const isPage = pageFiles.has(context.filename);
        // A page's own wording; generic components' tests may name any sample title.
        const inFeatures = !path.relative(path.join(root, 'src', 'features'), context.filename).startsWith('..');
        const restatesTitle = (text) => [...titles].some((title) => text === title || text.startsWith(`${title} `));
        /** A declared path, or an address under one (a hand-written detail path, misspelt or not). */
        const namesScreen = (value) => {
          const pathPart = value.split('?')[0].toLowerCase();
          return value.startsWith('/') && pathPart !== '/' && (paths.has(pathPart) || [...paths].some((declared) => pathPart.startsWith(`${declared}/`)));
        };
        function check(node, value) {
          if (typeof value !== 'string') return;
          if (namesScreen(value)) context.report({ node, messageId: 'path', data: { value } });
          else if (buttons.has(value)) context.report({ node, messageId: 'button', data: { value } });
        }
        /** A heading's own words: a page's main heading (order 1–4) written out, or any heading naming a declared title. */
        function checkHeading(element) {
          if (element.openingElement.name.name !== 'Title') return;
          const order = element.openingElement.attributes.find((attribute) => attribute.name?.name === 'order')?.value?.expression?.value;
          const first = element.children.find((child) => child.type !== 'JSXText' || child.value.trim() !== '');
          const literal = first?.type === 'JSXText' ? first.value : first?.expression?.type === 'Literal' ? first.expression.value : undefined;
          if (typeof literal !== 'string') return;
          const text = literal.trim();
          if ((isPage && (order ?? 1) <= 4) || restatesTitle(text)) context.report({ node: first, messageId: 'heading', data: { value: text } });
        }
        return {
          JSXElement: checkHeading,
          JSXAttribute: (node) => {
            if (inFeatures && node.name.name === 'title' && node.value?.type === 'Literal' && titles.has(node.value.value)) context.report({ node: node.value, messageId: 'title', data: { value: node.value.value } });
          },
          Literal: (node) => {
            if (node.parent?.type !== 'ImportDeclaration' && node.parent?.type !== 'ExportNamedDeclaration') check(node, node.value);
          },
          // A template's text before its first expression: `/x/detail?id=${id}` is an address built by hand.
          TemplateLiteral: (node) => check(node, node.quasis[0].value.cooked),
        };
      },
    },
  },
};
