// A connect spy for tests that open sockets: it records every address a
// socket of this process is about to connect to (an IP literal given to
// connect(), the address a lookup returned, each attempt of
// autoSelectFamily) and every address one did connect to, so a test can
// assert that nothing but loopback was reached and that a refusal reached
// nothing at all.

import net from "node:net";

/** Whether an address is loopback: 127.0.0.0/8, ::1, or mapped 127/8. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "::1") return true;
  const v4 = bare.startsWith("::ffff:") ? bare.slice(7) : bare;
  return net.isIPv4(v4) && v4.startsWith("127.");
}

/** What the spy saw, and how to put connect() back. */
export interface ConnectSpy {
  /** Every address a socket tried or reached, in order. */
  readonly addresses: string[];
  /** The addresses that are not loopback. */
  nonLoopback(): string[];
  /** Forgets what it saw. */
  clear(): void;
  /** Puts the original connect() back. */
  restore(): void;
}

/** Installs the spy on net.Socket.prototype.connect. */
export function spyOnConnects(): ConnectSpy {
  const proto = net.Socket.prototype as unknown as {
    connect: (...args: unknown[]) => unknown;
  };
  const original = proto.connect;
  const addresses: string[] = [];
  proto.connect = function (this: net.Socket, ...args: unknown[]) {
    let options = args[0];
    if (Array.isArray(options)) options = options[0];
    const host = typeof options === "object" && options !== null
      ? (options as { host?: string }).host
      : typeof args[1] === "string"
      ? args[1]
      : undefined;
    if (host !== undefined && net.isIP(host) !== 0) addresses.push(host);
    this.on("lookup", (error: Error | null, address: string) => {
      if (error === null && address) addresses.push(address);
    });
    this.on("connectionAttempt", (ip: string) => addresses.push(ip));
    this.on("connect", () => {
      if (this.remoteAddress) addresses.push(this.remoteAddress);
    });
    return original.apply(this, args);
  };
  return {
    addresses,
    nonLoopback: () => addresses.filter((a) => !isLoopback(a)),
    clear: () => void addresses.splice(0),
    restore: () => void (proto.connect = original),
  };
}
