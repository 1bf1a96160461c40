/**
 * What a list never cuts (docs/product.md#routes): identifiers, phone numbers, dates and times, amounts and fees,
 * counts, statuses and rates. A column holds such a thing when it is aligned right or centred (figures, statuses)
 * or its title names one.
 */
export const WHOLE_TITLE = /编号|单号|号码|号$|手机|电话|账号|时间|日期|期$|金额|余额|单价|费用|年费|数(量)?$|次数|状态|率|ID/i;

export const holdsWholeText = (title: string, align?: string): boolean => align === 'right' || align === 'center' || WHOLE_TITLE.test(title);

/** A reason (why a row failed or was refused) is what such a row is about: its column never folds away for room. */
export const staysShown = (title: string): boolean => title.includes('原因');
