import { parentPort, workerData } from 'node:worker_threads';
import {
  cellCalls,
  measureCall,
  warmUpCalls,
  type ClientCommand,
  type ClientReply,
  type ClientSetup,
} from './http-client.ts';

/**
 * The bench's HTTP client, in a thread of its own: its heap, garbage collection and compiled code are not the
 * server's, as a dashboard's browser is another process. It answers the main thread's commands one at a time.
 */
const calls = cellCalls(workerData as ClientSetup);

parentPort!.on('message', (command: ClientCommand) => {
  void run(command).then(
    (reply) => parentPort!.postMessage(reply),
    (error: unknown) =>
      parentPort!.postMessage({ id: command.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

async function run(command: ClientCommand): Promise<ClientReply> {
  if (command.kind === 'warm-up') return { id: command.id, succeeded: await warmUpCalls(calls, command.rounds) };
  return { id: command.id, ...(await measureCall(calls[command.cell]!, command.warmup, command.requests)) };
}
