import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { productSections } from '../../machines/testing/productRules.ts';
import { loadMachines, machineView } from './data.ts';
import { layoutMachine } from './layout.ts';
import { indexPage, machinePage } from './pages.ts';
import { machineSvg } from './svg.ts';

/**
 * Writes the report (`npm run test:model -- --report`) into `reportDir`: index.html with every machine's
 * coverage and a page per machine, from what the run collected in `reportDir`/data. Opens from disk.
 */
export async function writeModelReport(reportDir: string, generatedAt: string): Promise<string> {
  const sections = productSections(readFileSync(path.resolve(import.meta.dirname, '../../docs/product.md'), 'utf8'));
  const machines = loadMachines(path.join(reportDir, 'data')).map(machineView);
  for (const machine of machines) {
    const svg = machine.unit ? machineSvg(await layoutMachine(machine.unit.graph), machine.states, machine.transitions) : '<p class="muted">没有单元模型测试的数据。</p>';
    writeFileSync(path.join(reportDir, `${machine.id}.html`), machinePage(machine, svg, sections));
  }
  const index = path.join(reportDir, 'index.html');
  writeFileSync(index, indexPage(machines, generatedAt));
  return index;
}
