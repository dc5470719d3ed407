import { describe, expect, it } from 'vitest';
import { listMigrations, splitSqlStatements } from './migrate.ts';

describe('splitSqlStatements', () => {
  it('splits on semicolons outside comments and quoted text', () => {
    const text = `-- a comment; with a semicolon
CREATE TABLE a (x text DEFAULT ';'); -- trailing; comment
CREATE INDEX "odd;name" ON a (x);
`;
    expect(splitSqlStatements(text)).toEqual(["CREATE TABLE a (x text DEFAULT ';')", 'CREATE INDEX "odd;name" ON a (x)']);
  });
});

describe('listMigrations', () => {
  it('lists the numbered migration files in order', async () => {
    const names = await listMigrations();
    expect(names[0]).toBe('001_initial.sql');
    expect([...names].sort()).toEqual(names);
  });
});
