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

  it('keeps a dollar-quoted body whole, whatever its tag', () => {
    const text = `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('c', 'it''s; $x$');
  RETURN NULL;
END
$$;
CREATE FUNCTION g() RETURNS text LANGUAGE sql AS $body$ SELECT '$$;' $body$;
SELECT a$b FROM t WHERE x = $1;`;
    const statements = splitSqlStatements(text);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/^CREATE FUNCTION f\(\).*RETURN NULL;\nEND\n\$\$$/s);
    expect(statements[1]).toBe("CREATE FUNCTION g() RETURNS text LANGUAGE sql AS $body$ SELECT '$$;' $body$");
    expect(statements[2]).toBe('SELECT a$b FROM t WHERE x = $1');
  });
});

describe('listMigrations', () => {
  it('lists the numbered migration files in order', async () => {
    const names = await listMigrations();
    expect(names[0]).toBe('001_initial.sql');
    expect([...names].sort()).toEqual(names);
  });
});
