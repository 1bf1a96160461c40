import type { ProductRule } from '../../machines/testing/modelNames.ts';
import type { ProductSection } from '../../machines/testing/productRules.ts';
import type { Figures, MachineView } from './data.ts';
import { escapeHtml as e, TAKEN_COLOUR } from './svg.ts';

/** The report's pages: an index with every machine's coverage, and a page per machine (docs/architecture.md#tests). */
const STYLE = `
body { font-family: sans-serif; margin: 24px; color: #222; line-height: 1.5; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 28px; } h3 { font-size: 15px; margin: 0; }
table { border-collapse: collapse; } th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; font-size: 13px; }
th { background: #f6f6f6; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.bad { color: #d0342c; font-weight: 600; } .good { color: #16953f; } .muted { color: #777; font-size: 13px; }
.drawing { overflow: auto; border: 1px solid #eee; padding: 8px; background: #fcfcfc; }
.legend span { display: inline-block; margin-right: 16px; font-size: 13px; }
.legend i { display: inline-block; width: 12px; height: 12px; border: 2px solid; border-radius: 3px; margin-right: 4px; vertical-align: -2px; }
.path { border: 1px solid #ddd; border-radius: 6px; padding: 10px 14px; margin: 12px 0; }
.path.failed { border-color: #d0342c; background: #fff8f7; }
.steps { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 8px; }
.step { width: 260px; font-size: 12px; } .step img { width: 260px; border: 1px solid #ccc; display: block; }
.step.failed img { border: 2px solid #d0342c; }
code { background: #f3f3f3; padding: 1px 4px; border-radius: 3px; font-size: 12px; }
details summary { cursor: pointer; } ol.unit li { font-size: 13px; margin: 2px 0; }
`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${e(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>\n`;

const figure = ({ covered, total }: Figures) => {
  const cls = total === 0 || covered === total ? 'good' : '';
  return `<span class="${cls}">${covered}/${total}</span>`;
};

export function ruleText(rule: ProductRule, sections: Map<string, ProductSection>): string {
  const title = sections.get(rule.section)?.title ?? rule.section;
  return `<a href="../docs/product.md">docs/product.md</a> › <a href="../docs/product.md#${e(rule.section)}">${e(title)}</a>：「${e(rule.says)}」`;
}

const legend = () =>
  `<p class="legend">${Object.values(TAKEN_COLOUR)
    .map((colour) => `<span><i style="border-color:${colour.stroke};background:${colour.fill}"></i>${e(colour.words)}</span>`)
    .join('')}</p>`;

export function indexPage(machines: MachineView[], generatedAt: string): string {
  const rows = machines.map((machine) => {
    const unit = machine.unit;
    const browser = machine.browserFigures;
    const failing = machine.failed > 0 || machine.unitFailures.length > 0 || machine.walks.some((walk) => walk.failed);
    const walks = machine.walks.map((walk) => `<span class="${walk.failed ? 'bad' : 'good'}">种子 ${walk.seed}：${walk.failed ? '失败' : '通过'}</span>`).join('，');
    return `<tr>
      <td><a href="${e(machine.id)}.html">${e(machine.title)}</a> <span class="muted">${e(machine.id)}</span>${failing ? ' <span class="bad">有失败</span>' : ''}</td>
      <td class="num">${unit ? unit.paths.length : '—'}</td>
      <td class="num">${unit ? figure(unit.coverage.states) : '—'}</td>
      <td class="num">${unit ? figure(unit.coverage.transitions) : '—'}</td>
      <td class="num">${unit ? figure(unit.pairs) : '—'}</td>
      <td class="num">${machine.browser ? `${machine.passed}/${machine.paths.length}${machine.failed ? ` <span class="bad">${machine.failed} 条失败</span>` : ''}` : '—'}</td>
      <td class="num">${browser ? figure(browser.states) : '—'}</td>
      <td class="num">${browser ? figure(browser.transitions) : '—'}</td>
      <td class="num">${browser ? figure(browser.pairs) : '—'}</td>
      <td>${walks || '—'}</td>
    </tr>`;
  });
  const failing = machines.filter((machine) => machine.failed > 0 || machine.unitFailures.length > 0 || machine.walks.some((walk) => walk.failed));
  return page(
    '模型覆盖报告',
    `<h1>模型覆盖报告</h1>
    <p class="muted">生成于 ${e(generatedAt)}：<code>npm run test:model -- --report</code>。每台状态机一页：它的图、每条路径的中文描述、路径证明的产品规则、浏览器重放每一步的截图与 Playwright 追踪。</p>
    <p>${failing.length === 0 ? '<span class="good">全部通过。</span>' : `<span class="bad">有失败：${failing.map((machine) => `<a href="${e(machine.id)}.html">${e(machine.title)}</a>`).join('、')}</span>`}</p>
    <h2>覆盖汇总</h2>
    <p class="muted">状态、转换：走过的 / 状态机定义的。转换对：一个转换后紧接着另一个可以接着发生的转换；总数是模型的图允许的对数。</p>
    <table>
      <tr><th rowspan="2">状态机</th><th colspan="4">单元模型路径</th><th colspan="4">浏览器重放</th><th rowspan="2">随机漫步</th></tr>
      <tr><th>路径</th><th>状态</th><th>转换</th><th>转换对</th><th>通过/路径</th><th>状态</th><th>转换</th><th>转换对</th></tr>
      ${rows.join('\n')}
    </table>`,
  );
}

function pathSection(machine: MachineView, recorded: MachineView['paths'][number], sections: Map<string, ProductSection>): string {
  const folder = `data/${machine.id}/path-${recorded.n}`;
  const steps = recorded.steps.map((step, index) => {
    const failed = recorded.failed?.step === index;
    const shot = step.shot ? `<a href="${e(`${folder}/${step.shot}`)}"><img src="${e(`${folder}/${step.shot}`)}" alt="${e(step.state)}" loading="lazy"></a>` : '<p class="muted">（未到这一步）</p>';
    return `<div class="step${failed ? ' failed' : ''}"><b>${index}.</b> ${e(step.words)} → 「${e(step.state)}」${failed ? ' <span class="bad">失败</span>' : ''}${shot}</div>`;
  });
  const failure = recorded.failed ? `<p class="bad">第 ${recorded.failed.step} 步失败：</p><pre>${e(recorded.failed.message)}</pre>` : '';
  return `<div class="path${recorded.failed ? ' failed' : ''}" id="path-${recorded.n}">
    <h3>#${recorded.n} ${e(recorded.sentence)} ${recorded.failed ? '<span class="bad">失败</span>' : '<span class="good">通过</span>'}</h3>
    <p>证明的规则：${ruleText(recorded.rule, sections)}</p>
    ${failure}
    <p class="muted">追踪：<a href="${e(`${folder}/${recorded.trace}`)}">${e(`${folder}/${recorded.trace}`)}</a>（<code>npx playwright show-trace model-report/${e(folder)}/${e(recorded.trace)}</code>）；单独重放：<code>npm run test:model -- --machine ${e(machine.id)} --path ${recorded.n}</code></p>
    <div class="steps">${steps.join('')}</div>
  </div>`;
}

export function machinePage(machine: MachineView, svg: string, sections: Map<string, ProductSection>): string {
  const unit = machine.unit;
  const browser = machine.browserFigures;
  const coverage = `<table>
    <tr><th></th><th>路径</th><th>状态</th><th>转换</th><th>转换对</th></tr>
    <tr><td>单元模型路径</td><td class="num">${unit?.paths.length ?? '—'}</td><td class="num">${unit ? figure(unit.coverage.states) : '—'}</td><td class="num">${unit ? figure(unit.coverage.transitions) : '—'}</td><td class="num">${unit ? figure(unit.pairs) : '—'}</td></tr>
    <tr><td>浏览器重放</td><td class="num">${machine.browser ? `${machine.passed}/${machine.paths.length} 通过` : '—'}</td><td class="num">${browser ? figure(browser.states) : '—'}</td><td class="num">${browser ? figure(browser.transitions) : '—'}</td><td class="num">${browser ? figure(browser.pairs) : '—'}</td></tr>
  </table>`;
  const unitFailures = machine.unitFailures.length > 0 ? `<p class="bad">单元模型测试失败：</p><pre>${e(machine.unitFailures.join('\n\n'))}</pre>` : '';
  const browserIntro = machine.browser
    ? `<p class="muted">模型生成 ${machine.browser.generated} 条路径，其中 ${machine.browser.drivable} 条可在浏览器里走，选出 ${machine.browser.driven} 条重放，合起来走过每个能走到的状态和转换。${machine.browser.whyNotAll ? `其余不在浏览器里走：${e(machine.browser.whyNotAll)}` : ''}</p>`
    : '<p class="muted">这台状态机没有浏览器重放。</p>';
  const walks = machine.walks.map(
    (walk) => `<div class="path${walk.failed ? ' failed' : ''}"><h3>种子 ${walk.seed}：${walk.steps} 步，转换对 ${walk.pairs.covered}/${walk.pairs.total} ${walk.failed ? '<span class="bad">失败</span>' : '<span class="good">通过</span>'}</h3>
      ${walk.failed ? `<pre>${e(walk.failed.message)}</pre>` : ''}<ol>${walk.runs.map((run) => `<li>${e(run)}</li>`).join('')}</ol>
      <p class="muted"><code>npm run test:model -- --walk ${e(machine.id)} --seed ${walk.seed} --steps ${walk.steps}</code></p></div>`,
  );
  const unitPaths = unit
    ? `<details><summary>全部 ${unit.paths.length} 条单元模型路径</summary><ol class="unit">${unit.paths
        .map((p) => `<li>${e(p.sentence)} <span class="muted">— ${ruleText(p.rule, sections)}</span></li>`)
        .join('')}</ol></details>`
    : '';
  return page(
    `${machine.title}（${machine.id}）· 模型覆盖报告`,
    `<p><a href="index.html">← 覆盖汇总</a></p>
    <h1>${e(machine.title)} <span class="muted">${e(machine.id)}</span></h1>
    ${unit ? `<p>这台状态机遵守的规则：${ruleText(unit.rule, sections)}</p>` : ''}
    ${unitFailures}
    <h2>覆盖</h2>${coverage}
    <h2>状态机</h2>${legend()}<div class="drawing">${svg}</div>
    <h2>浏览器重放</h2>${browserIntro}${machine.paths.map((recorded) => pathSection(machine, recorded, sections)).join('\n')}
    ${walks.length > 0 ? `<h2>随机漫步</h2>${walks.join('\n')}` : ''}
    <h2>单元模型路径</h2>${unitPaths}`,
  );
}
