import { hashPassword } from './src/lib/password.js';
import Database from 'better-sqlite3';
const [file, email, password] = process.argv.slice(2);
const db = new Database(file!);
const now = new Date().toISOString();
const hash = await hashPassword(password!);
db.prepare(
  `insert into operador (email, nome, senha_hash, papel, totp_ativo, alterar_senha, dispensa_2fa, created_at, updated_at) values (?, ?, ?, 'admin', 0, 0, 0, ?, ?)`,
).run(email, 'Ana Administradora', hash, now, now);
console.log('ok');
