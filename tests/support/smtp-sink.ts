import { type AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `port` restarts a sink where a stopped one listened, as a mail server coming back would.
 * `accept(n)` (n counts the messages whose data arrived, from 1) decides whether a message is accepted at once; one that is
 * not is held unanswered (counted in `held`) until `acceptHeld()`, as a mail server that stalls mid-transaction.
 */
export async function startSmtpSink(options: { port?: number; accept?: (n: number) => boolean } = {}): Promise<{
  port: number
  url: string
  messages: ReceivedMail[]
  held: () => number
  acceptHeld: () => void
  close: () => Promise<void>
}> {
  const messages: ReceivedMail[] = []
  const held: Array<() => void> = []
  let arrived = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'test' }),
    onData(stream, session, cb) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const accept = () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          cb()
        }
        if (options.accept && !options.accept(++arrived)) held.push(accept)
        else accept()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    url: `smtp://sink:sink@127.0.0.1:${port}`,
    messages,
    held: () => held.length,
    acceptHeld: () => held.splice(0).forEach((accept) => accept()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
