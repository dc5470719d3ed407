/**
 * The database's own plan of a query, as a flat list of its nodes (the plan tests of issue 32: a
 * list's page and count read an index range whatever the table's size).
 */
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** `EXPLAIN (FORMAT JSON)` of `query`, every node of the plan, the top one first. */
export async function planNodes(db: Db, query: { compile(): CompiledQuery }): Promise<PlanNode[]> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]));
  const text = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof text === 'string' ? JSON.parse(text) : text) as { Plan: PlanNode }[];
  return nodesOf(parsed[0]?.Plan ?? { 'Node Type': 'none' });
}
