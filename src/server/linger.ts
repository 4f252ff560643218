import type net from 'node:net'

/** How long a refused client may go on sending before the connection is cut, in total and when idle. */
export const LINGER_TOTAL_MS = 5_000
export const LINGER_IDLE_MS = 1_000

/**
 * Closes a connection whose request body was refused unread (a 413 before the body) the way
 * RFC 9112 §9.6 asks: the answer and a FIN go out, and what the client is still sending is
 * read and thrown away for a bounded while before the socket is closed.
 *
 * Without it Node closes the socket as soon as the answer is flushed, with the client's body
 * still arriving; the kernel then answers that data with a reset, and a client that is still
 * writing gets the reset before it has read the 413, so it sees a dropped connection instead
 * of the reason. Node has no option for this, and `destroySoon` is the one call its HTTP
 * server makes to close a `Connection: close` response's socket, so this replaces that call
 * on the one socket. Nothing is buffered: the bytes are counted by the kernel and dropped.
 */
export function lingerOnClose(socket: net.Socket, totalMs = LINGER_TOTAL_MS, idleMs = LINGER_IDLE_MS): void {
  socket.destroySoon = function lingeringClose(this: net.Socket) {
    if (this.destroyed) return
    const cut = () => this.destroy()
    const total = setTimeout(cut, totalMs)
    const idle = setTimeout(cut, idleMs)
    this.on('data', () => idle.refresh())
    // The client closed its side after reading the answer: nothing more can come.
    this.once('end', cut)
    this.once('close', () => {
      clearTimeout(total)
      clearTimeout(idle)
    })
    this.end()
    this.resume()
  }
}
