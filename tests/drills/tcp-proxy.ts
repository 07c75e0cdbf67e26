/**
 * A TCP proxy on 127.0.0.1 that a drill can cut, as a network or database outage would: `cut()` closes every
 * connection and refuses new ones (nothing listens on the port), `restore()` listens on the same port again.
 * `hangUp()` closes every connection and accepts new ones only to close them at once: a proxy or pooler
 * whose database is gone.
 */
export class TcpProxy {
  private listener: Deno.Listener | undefined;
  private readonly connections = new Set<Deno.Conn>();
  private readonly tasks = new Set<Promise<void>>();
  private hangingUp = false;

  private constructor(readonly port: number, private readonly target: Deno.ConnectOptions) {}

  static start(target: { hostname: string; port: number }): TcpProxy {
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const proxy = new TcpProxy(listener.addr.port, target);
    proxy.serve(listener);
    return proxy;
  }

  get isCut(): boolean {
    return this.listener === undefined;
  }

  cut(): void {
    this.listener?.close();
    this.listener = undefined;
    this.dropConnections();
  }

  hangUp(): void {
    this.restore();
    this.hangingUp = true;
    this.dropConnections();
  }

  restore(): void {
    this.hangingUp = false;
    if (!this.listener) this.serve(Deno.listen({ hostname: "127.0.0.1", port: this.port }));
  }

  /** Cuts, and waits until every connection's copying has stopped. */
  async close(): Promise<void> {
    this.cut();
    while (this.tasks.size) await Promise.all(this.tasks);
  }

  private serve(listener: Deno.Listener) {
    this.listener = listener;
    this.track((async () => {
      try {
        for await (const client of listener) this.track(this.forward(client));
      } catch { /* closed by cut() */ }
    })());
  }

  private dropConnections() {
    for (const conn of this.connections) this.closeQuietly(conn);
    this.connections.clear();
  }

  private async forward(client: Deno.Conn) {
    if (this.hangingUp) {
      // Hear the client's first message, then hang up: a clean close (FIN) after the client spoke, as a
      // pooler with no database behind it does (closing with unread bytes would reset the connection).
      await client.read(new Uint8Array(64 * 1024)).catch(() => null);
      this.closeQuietly(client);
      return;
    }
    let upstream: Deno.Conn;
    try {
      upstream = await Deno.connect(this.target);
    } catch {
      this.closeQuietly(client);
      return;
    }
    if (this.isCut || this.hangingUp) {
      this.closeQuietly(client);
      this.closeQuietly(upstream);
      return;
    }
    this.connections.add(client).add(upstream);
    // Whichever side ends first ends both.
    const end = () => {
      for (const conn of [client, upstream]) {
        this.connections.delete(conn);
        this.closeQuietly(conn);
      }
    };
    await Promise.all([this.copy(client, upstream).finally(end), this.copy(upstream, client).finally(end)]);
  }

  private async copy(from: Deno.Conn, to: Deno.Conn) {
    const buffer = new Uint8Array(64 * 1024);
    try {
      for (;;) {
        const read = await from.read(buffer);
        if (read === null) return;
        let written = 0;
        while (written < read) written += await to.write(buffer.subarray(written, read));
      }
    } catch { /* the other side or cut() closed it */ }
  }

  private track(task: Promise<void>) {
    this.tasks.add(task);
    task.finally(() => this.tasks.delete(task));
  }

  private closeQuietly(conn: Deno.Conn) {
    try {
      conn.close();
    } catch { /* already closed */ }
  }
}
