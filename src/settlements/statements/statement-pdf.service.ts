/** A statement as a PDF, for whoever may read the statement (its store, an admin; anyone else: 404). */
import type { DB } from "../../../db/database.ts";
import { statementView, type StatementViewer } from "./statement.service.ts";
import { storeTaxIds } from "./statement-pdf.queries.ts";
import { renderStatementPdf, statementFilename } from "./statement.pdf.ts";

export async function statementPdf(
  db: DB,
  id: string,
  viewer: StatementViewer,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const statement = await statementView(db, id, viewer);
  const store = await storeTaxIds(db, statement.storeId);
  return { filename: statementFilename(statement), bytes: await renderStatementPdf(statement, store) };
}
