// Direct access to the e2e database, for arranging what a test needs before a page loads.
import pg from 'pg';

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('E2E_DATABASE_URL is not set: run the browser tests through scripts/test');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Stores `fields` over the school's settings document, as an admin's save would. */
export async function storeSettings(fields: Record<string, unknown>) {
  await withDatabase((client) =>
    client.query(
      `INSERT INTO school_settings (id, document) VALUES (1, $1::jsonb)
       ON CONFLICT (id) DO UPDATE SET document = school_settings.document || excluded.document,
                                      version = school_settings.version + 1, updated_at = now()`,
      [JSON.stringify(fields)],
    ),
  );
}
