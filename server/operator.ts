/**
 * `npm run operator -- <command>`: the operator's commands on the database the server's configuration
 * names (the same environment as the server's: DATABASE_URL, or DATA_DIR for PGlite, whose directory
 * only one process may open: stop the server first). The migrations run first, so an empty database
 * works. docs/deploy.md walks through the first start.
 */
import 'temporal-polyfill/global';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { addAdmin, addAdminOffices, addAdminSites, addCorporation, addCustomer, addSite, listAll, OperatorError, setCorporation } from './operator/commands.ts';

const USAGE = `Usage: npm run operator -- <command> [options]

  corporation add --code C01 --name "대성건설(주)" [--business-number 123-45-67890]
                  [--representative 홍길동] [--address "…"] [--phone 02-123-4567] [--signer-name "…"]
                  [--size under150|priority|under1000|from1000] [--non-taxable-premiums on|off]
  corporation set --code C01 [--size …] [--non-taxable-premiums on|off]
  customer add    --code K01 --name "한빛개발"
  site add        --code P01 --name "한빛 현장" --address "…" --corporation C01 --customer K01
                  [--end-reminder 18:30] [--mutual-aid-daily 6500]
  admin add       --name 김관리 --phone 010-1234-5678 --employee-number A1001 [--site P01 …] [--office C01 …]
  admin sites     --employee-number A1001 --site P03
  admin offices   --employee-number A1001 --office C01
  list`;

const OPTIONS = {
  code: { type: 'string' },
  name: { type: 'string' },
  'business-number': { type: 'string' },
  representative: { type: 'string' },
  address: { type: 'string' },
  phone: { type: 'string' },
  'signer-name': { type: 'string' },
  corporation: { type: 'string' },
  customer: { type: 'string' },
  'end-reminder': { type: 'string' },
  'employee-number': { type: 'string' },
  site: { type: 'string', multiple: true },
  office: { type: 'string', multiple: true },
  size: { type: 'string' },
  'mutual-aid-daily': { type: 'string' },
  'non-taxable-premiums': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: OPTIONS, allowPositionals: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals.join(' ');
  const known = ['corporation add', 'corporation set', 'customer add', 'site add', 'admin add', 'admin sites', 'admin offices', 'list'];
  if (values.help || !known.includes(command)) {
    console.error(values.help ? USAGE : `Unknown command ${JSON.stringify(command)}.\n\n${USAGE}`);
    return values.help ? 0 : 2;
  }

  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const out = await (async () => {
      switch (command) {
        case 'corporation add':
          return addCorporation(db, {
            code: values.code,
            name: values.name,
            businessNumber: values['business-number'],
            representative: values.representative,
            address: values.address,
            phone: values.phone,
            signerName: values['signer-name'],
            size: values.size,
            nonTaxablePremiums: values['non-taxable-premiums'],
          });
        case 'corporation set':
          return setCorporation(db, { code: values.code, size: values.size, nonTaxablePremiums: values['non-taxable-premiums'] });
        case 'customer add':
          return addCustomer(db, { code: values.code, name: values.name });
        case 'site add':
          return addSite(db, { code: values.code, name: values.name, address: values.address, corporation: values.corporation, customer: values.customer, endReminder: values['end-reminder'], mutualAidDaily: values['mutual-aid-daily'] });
        case 'admin add':
          return addAdmin(db, { name: values.name, phone: values.phone, employeeNumber: values['employee-number'], sites: values.site, offices: values.office });
        case 'admin sites':
          return addAdminSites(db, { employeeNumber: values['employee-number'], sites: values.site });
        case 'admin offices':
          return addAdminOffices(db, { employeeNumber: values['employee-number'], offices: values.office });
        default:
          return listAll(db);
      }
    })();
    console.info(out);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof OperatorError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  },
);
