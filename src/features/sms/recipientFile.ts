// Numbers imported into /sendSms: a .txt (one per line or comma separated) or the first column of a .xlsx.
export const MAX_FILE_NUMBERS = 10_000;
export const FILE_KIND_INVALID = '请选择 .xlsx 或 .txt 文件';

/** The file's numbers, one per line, ready to merge into the pasted list (checked with it); throws the message to show. */
export async function readRecipientFile(file: File): Promise<string[]> {
  const name = file.name.toLowerCase();
  let numbers: string[];
  if (name.endsWith('.txt')) {
    numbers = (await file.text()).split(/[\s,，;；]+/);
  } else if (name.endsWith('.xlsx')) {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(await file.arrayBuffer());
    } catch {
      throw new Error('文件无法读取，请检查文件内容');
    }
    const sheet = workbook.worksheets[0];
    if (sheet && sheet.actualRowCount > MAX_FILE_NUMBERS + 1) throw new Error(`单个文件最多${MAX_FILE_NUMBERS}个号码`);
    numbers = [];
    sheet?.eachRow((row) => numbers.push((row.getCell(1).text ?? '').trim()));
  } else {
    throw new Error(FILE_KIND_INVALID);
  }
  numbers = numbers.map((tel) => tel.trim()).filter((tel) => /\d/.test(tel));
  if (numbers.length > MAX_FILE_NUMBERS) throw new Error(`单个文件最多${MAX_FILE_NUMBERS}个号码`);
  if (numbers.length === 0) throw new Error('文件中没有号码');
  return numbers;
}
