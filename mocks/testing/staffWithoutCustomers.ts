import type { Db } from '../db.ts';

/**
 * Adds a staff account of agent01's agent whose role grants every menu and button, and which is authorised
 * for no customer: what it may see of customers is nothing at all. Answers its account name.
 */
export function addStaffWithoutCustomers(db: Db): string {
  const roleId = Number(db.prepare("INSERT INTO roles (agent_id, name, remark, created_at) VALUES (1, '全部按钮', '', 0)").run().lastInsertRowid);
  db.prepare("INSERT INTO role_grants (role_id, grant_key) SELECT ?, 'b:' || table_id || ':' || action FROM button_actions").run(roleId);
  db.prepare("INSERT INTO role_grants (role_id, grant_key) SELECT ?, 'm:' || id FROM menus WHERE parent_id != 0").run(roleId);
  const accountId = Number(
    db
      .prepare(
        `INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, weak_password, sample_ignores_left, created_at)
         VALUES ('nocust01', '周七', '13900000077', 'x', 1, 0, 2, 0, 0, 0)`,
      )
      .run().lastInsertRowid,
  );
  db.prepare('INSERT INTO staff_profiles (account_id, role_id) VALUES (?, ?)').run(accountId, roleId);
  return 'nocust01';
}
