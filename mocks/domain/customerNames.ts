// The seeded customers' names are a city, a word, a trade and a kind of business (绍兴源信文具有限公司);
// other areas name a customer's shop, signature or document format by the middle of it.

export const cities = ['杭州', '宁波', '温州', '绍兴', '嘉兴', '湖州', '金华', '台州', '丽水', '衢州', '舟山', '上海', '苏州', '南京'];
export const trades = ['贸易', '服饰', '五金', '食品', '电子', '家居', '建材', '医药', '物流', '餐饮', '文具', '汽配', '母婴', '茶业'];
export const kinds = ['有限公司', '商贸有限公司', '实业有限公司', '科技有限公司', '经营部', '商行'];

/** A customer's short name, as its signature, app or shop would carry it (源信文具 of 绍兴源信文具有限公司). */
export function shortCustomerName(name: string): string {
  const withoutCity = cities.some((city) => name.startsWith(city)) ? name.slice(2) : name;
  const kind = [...kinds].sort((a, b) => b.length - a.length).find((candidate) => withoutCity.endsWith(candidate) && withoutCity.length > candidate.length);
  return kind ? withoutCity.slice(0, -kind.length) : withoutCity;
}
