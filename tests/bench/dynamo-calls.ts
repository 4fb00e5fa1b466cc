import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Command = Parameters<DynamoDBDocumentClient['send']>[0];
type CommandClass = new (input: unknown) => Command;

/**
 * The DynamoDB calls a request makes, for the overhead target: while `record` runs, every command
 * sent by a document client of this process (the handlers run in it, behind the local gateway) is
 * kept; `replay` then sends the same commands again, one after the other, straight from the bench's
 * own client, and answers their summed time: what the request would cost with no code of ours
 * around its reads. Use at one client at a time (nothing else may send meanwhile).
 */
export class DynamoCalls {
  private recording: Command[] | undefined;
  private readonly original = DynamoDBDocumentClient.prototype.send;

  constructor(private readonly client: DynamoDBDocumentClient) {
    const original = this.original as (...args: unknown[]) => Promise<unknown>;
    const record = (sender: DynamoDBDocumentClient, command: Command) => {
      if (sender !== client) this.recording?.push(command);
    };
    DynamoDBDocumentClient.prototype.send = function (this: DynamoDBDocumentClient, command: Command, ...rest: unknown[]) {
      record(this, command);
      return original.call(this, command, ...rest);
    } as DynamoDBDocumentClient['send'];
  }

  /** Runs `request` and answers the commands it sent. */
  async record(request: () => Promise<void>): Promise<Command[]> {
    const commands: Command[] = [];
    this.recording = commands;
    try {
      await request();
    } finally {
      this.recording = undefined;
    }
    return commands;
  }

  /** Sends the commands again, in order, each a fresh copy; answers the summed time in ms. */
  async replay(commands: readonly Command[]): Promise<number> {
    let total = 0;
    for (const command of commands) {
      const copy = new (command.constructor as CommandClass)(structuredClone(command.input));
      const started = performance.now();
      // A conditional write refused the second time costs the same round trip.
      await this.client.send(copy).catch(() => undefined);
      total += performance.now() - started;
    }
    return total;
  }

  stop() {
    DynamoDBDocumentClient.prototype.send = this.original;
  }
}
