/**
 * One server session of postgres.js's pool, held for a transaction, that survives the server ending it.
 *
 * postgres.js 3.4.9 keeps sending a reserved connection's statements after the server has closed it: the
 * write then reaches a null socket in a timer and throws where no one can catch it, which ends the process
 * (porsager/postgres#1208, #1154). Its `release()` also hands such a dead connection back to the pool's open
 * list, where the next query crashes the same way. A restart, a failover or an administrator ending a session
 * would take the server down with it.
 *
 * So a session learns its connection when BEGIN is written (postgres.js's `onexecute` query option) and keeps
 * the reservation postgres.js installed on it (`reserved`). The pool clears that the moment the connection
 * closes (and a later reservation replaces it): from then on, statements fail with CONNECTION_CLOSED without
 * being sent, a rollback has nothing to do, and `release()` leaves the connection to the pool, which already
 * took it back. The test beside this file ends sessions to hold the library to this.
 *
 * Statements postgres.js queued behind one in flight (it sends none while a new statement is described) never
 * settle if the session closes meanwhile: send a batch's statements together and await them with Promise.all,
 * which rejects with the first failure.
 */
import type { ParameterOrJSON, ReservedSql, Sql } from "postgres";

/** postgres.js's connection object, as far as this module reads it. */
interface PooledConnection {
  reserved: unknown;
}

/** A statement's rows, with postgres.js's command tag and row count. */
export type StatementRows = unknown[] & { command: string; count: number };

const connectionClosed = () =>
  Object.assign(new Error("write CONNECTION_CLOSED: the server ended this transaction's session"), {
    code: "CONNECTION_CLOSED",
  });

export class ReservedSession {
  private connection: PooledConnection | undefined;
  private reservation: unknown;

  private constructor(private readonly sql: ReservedSql) {}

  static async reserve(pool: Sql): Promise<ReservedSession> {
    return new ReservedSession(await pool.reserve());
  }

  /** True while the pool still has this session's connection reserved for it. */
  private get open(): boolean {
    return !this.connection || this.connection.reserved === this.reservation;
  }

  /**
   * Sends BEGIN (call it first, before any other statement). postgres.js sends a statement when it is awaited,
   * in that order, so the statements after it may be sent before it is answered.
   */
  begin(isolationLevel?: string): Promise<StatementRows> {
    const onexecute = (connection: PooledConnection) => {
      this.connection = connection;
      this.reservation = connection.reserved;
      return true; // the connection takes more statements at once (postgres.js pipelines them)
    };
    const statement = isolationLevel ? `begin isolation level ${isolationLevel}` : "begin";
    return this.sql.unsafe(statement, [], { onexecute } as object) as Promise<StatementRows>;
  }

  /** Sends one statement (prepared once per connection when it has parameters); resolves to its rows. */
  send(statement: string, parameters?: readonly unknown[]): Promise<StatementRows> {
    if (!this.open) return Promise.reject(connectionClosed());
    return (parameters
      ? this.sql.unsafe(statement, parameters as ParameterOrJSON<never>[], { prepare: true })
      : this.sql.unsafe(statement)) as Promise<StatementRows>;
  }

  /** Rolls the transaction back; one whose session has closed was rolled back by the server. */
  async rollback(): Promise<void> {
    if (this.open) await this.send("rollback");
  }

  /** Gives the connection back to the pool, unless the pool took it back when it closed. */
  release(): void {
    if (this.open) this.sql.release();
  }
}
